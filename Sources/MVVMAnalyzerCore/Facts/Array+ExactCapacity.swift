extension Array {
    /// The same elements in a buffer of their count: an array grown by appending keeps up to
    /// twice that, which facts kept for every file of a workspace should not.
    var withExactCapacity: [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}

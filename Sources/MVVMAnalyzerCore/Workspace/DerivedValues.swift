/// Values derived from one state of a workspace snapshot, computed once however many files ask
/// (a cross-file rule's per-module or per-type evidence). Every change to the snapshot gives it
/// a new, empty store, so a value never outlives the state it was computed from; copies of a
/// snapshot share the store of the state they share.
public final class DerivedValues: Sendable {
    private let values = Locked<[DerivedValueKey: any Sendable]>([:])

    init() {}

    /// The value for `key`, computed by `compute` the first time it is asked for. Two threads
    /// asking at once may both compute it (`compute` must be a pure function of the snapshot);
    /// the lock is not held while computing, so `compute` may ask for other values.
    public func value<Value: Sendable>(
        _ key: DerivedValueKey, as type: Value.Type = Value.self,
        _ compute: () -> Value
    ) -> Value {
        // Unwrapped before the cast: a missing entry cast to an optional `Value` would be a nil
        // value found, not a value to compute.
        if let stored = values.withLock({ $0[key] }), let known = stored as? Value { return known }
        let value = compute()
        values.withLock { $0[key] = value }
        return value
    }
}

/// What a derived value is: who computes it (a rule's id, a helper's name) and its arguments.
public struct DerivedValueKey: Sendable, Hashable {
    public let owner: String
    public let arguments: [String]

    public init(_ owner: String, _ arguments: String...) {
        self.owner = owner
        self.arguments = arguments
    }
}

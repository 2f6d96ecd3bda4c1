/// Facts with every byte range passed through one function, e.g. to compare two versions of a
/// file while ignoring where things moved (`positionFree`).
extension FileFacts {
    /// These facts with every range replaced by `transform(range)`.
    public func mappingRanges(_ transform: (ByteRange) -> ByteRange) -> FileFacts {
        var facts = self
        facts.imports = imports.mapping([\.range], transform)
        facts.types = types.map { $0.mappingRanges(transform) }
        facts.previews = previews.mapping([\.range], transform)
        facts.suppressions = suppressions.mapping([\.range], transform).map { directive in
            var directive = directive
            directive.ruleIDRanges = directive.ruleIDRanges.map(transform)
            return directive
        }
        facts.operationsCalls = operationsCalls.mapping([\.range], transform)
        facts.typeAliases = typeAliases.mapping([\.nameRange], transform)
        return facts
    }

    /// These facts with every range emptied: equal for two texts that declare the same things
    /// in the same order, wherever the declarations sit.
    public var positionFree: FileFacts {
        mappingRanges { _ in ByteRange.empty(at: 0) }
    }
}

extension TypeFact {
    func mappingRanges(_ transform: (ByteRange) -> ByteRange) -> TypeFact {
        var type = mapped(self, [\.nameRange, \.range], transform)
        type.attributes = attributes.mapping([\.range, \.nameRange], transform)
        type.properties = properties.mapping([\.nameRange, \.range], transform).map { property in
            var property = property
            property.attributes = property.attributes.mapping([\.range, \.nameRange], transform)
            property.declaredTypeRange = property.declaredTypeRange.map(transform)
            if let range = property.initializer?.range { property.initializer?.range = transform(range) }
            return property
        }
        type.members = members.mapping([\.nameRange, \.range], transform)
        type.enumCases = enumCases.mapping([\.nameRange], transform)
        return type
    }
}

extension Array {
    /// The elements with the ranges at `keyPaths` passed through `transform`.
    fileprivate func mapping(
        _ keyPaths: [WritableKeyPath<Element, ByteRange>],
        _ transform: (ByteRange) -> ByteRange
    ) -> [Element] {
        map { mapped($0, keyPaths, transform) }
    }
}

/// `value` with the ranges at `keyPaths` passed through `transform`.
private func mapped<Value>(
    _ value: Value, _ keyPaths: [WritableKeyPath<Value, ByteRange>],
    _ transform: (ByteRange) -> ByteRange
) -> Value {
    var value = value
    for keyPath in keyPaths { value[keyPath: keyPath] = transform(value[keyPath: keyPath]) }
    return value
}

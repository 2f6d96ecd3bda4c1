/// Facts with every byte range passed through one function, e.g. to compare two versions of a
/// file while ignoring where things moved (`positionFree`).
extension FileFacts {
    /// These facts with every range replaced by `transform(range)`.
    public func mappingRanges(_ transform: (ByteRange) -> ByteRange) -> FileFacts {
        var facts = self
        facts.imports = imports.map { ImportFact(module: $0.module, range: transform($0.range)) }
        facts.types = types.map { $0.mappingRanges(transform) }
        facts.previews = previews.map { preview in
            var preview = preview
            preview.range = transform(preview.range)
            return preview
        }
        facts.suppressions = suppressions.map { directive in
            var directive = directive
            directive.range = transform(directive.range)
            directive.ruleIDRanges = directive.ruleIDRanges.map(transform)
            return directive
        }
        facts.operationsCalls = operationsCalls.map { call in
            var call = call
            call.range = transform(call.range)
            return call
        }
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
        var type = self
        type.nameRange = transform(nameRange)
        type.range = transform(range)
        type.attributes = attributes.map { $0.mappingRanges(transform) }
        type.properties = properties.map { property in
            var property = property
            property.nameRange = transform(property.nameRange)
            property.range = transform(property.range)
            property.attributes = property.attributes.map { $0.mappingRanges(transform) }
            property.declaredTypeRange = property.declaredTypeRange.map(transform)
            if let range = property.initializer?.range { property.initializer?.range = transform(range) }
            return property
        }
        type.members = members.map { member in
            var member = member
            member.nameRange = transform(member.nameRange)
            member.range = transform(member.range)
            return member
        }
        type.enumCases = enumCases.map { enumCase in
            var enumCase = enumCase
            enumCase.nameRange = transform(enumCase.nameRange)
            return enumCase
        }
        return type
    }
}

extension AttributeFact {
    func mappingRanges(_ transform: (ByteRange) -> ByteRange) -> AttributeFact {
        AttributeFact(name: name, arguments: arguments, range: transform(range), nameRange: transform(nameRange))
    }
}

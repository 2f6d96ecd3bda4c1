extension ScaffoldRequest {
    /// Validates the data fields and drops them where the kind holds other data: each is a
    /// distinct lowerCamelCase name the view model does not declare itself (its texts, identity,
    /// operations, a container's `state` and child properties); a form edits no identity; a
    /// FOSMVVM view model that takes fields has at least one; error and result view models
    /// take none beyond the default, which they drop.
    static func validateFields(_ options: ScaffoldOptions, kind: ViewKind, convention: ScaffoldConvention)
        throws(ScaffoldError) -> ScaffoldOptions
    {
        var options = options
        if convention == .fosmvvm, !kind.takesFields {
            guard options.fields == ScaffoldField.defaultFields else { throw .fieldsNotInKind(kind) }
            options.fields = []
            return options
        }
        if convention == .fosmvvm, options.fields.isEmpty { throw .noFields }
        let containerProperties = containerPropertyNames(options, kind: kind)
        for field in options.fields {
            try SwiftIdentifier.validate(field.name, role: "field", case: .lower)
            if ScaffoldField.reservedNames.contains(field.name) {
                throw .invalidIdentifier(role: "field", value: field.name, reason: "the view model declares it already")
            }
            if let holder = containerProperties[field.name] {
                throw .invalidIdentifier(
                    role: "field", value: field.name, reason: "the container holds \(holder) in a property of that name"
                )
            }
        }
        if kind == .form, let identity = options.fields.first(where: { [.uuid, .modelId].contains($0.type) }) {
            throw .invalidIdentifier(
                role: "field", value: identity.name,
                reason: "a form cannot edit an identity (\(identity.type.rawValue))")
        }
        if kind == .form, let enumField = options.fields.first(where: { $0.enumeration != nil }) {
            throw .invalidIdentifier(
                role: "field", value: enumField.name,
                reason: "a form edits text, numbers, dates and flags; an enum field is for display view models")
        }
        if let displayClash = options.fields.first(where: { field in
            options.fields.contains { $0.name == field.displayProperty }
        }) {
            throw .invalidIdentifier(
                role: "field", value: displayClash.displayProperty ?? "",
                reason: "the enum field '\(displayClash.name)' is shown through a property of that name")
        }
        let names = options.fields.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw .invalidIdentifier(role: "field", value: duplicate, reason: "it is given twice")
        }
        return options
    }

    /// The properties a container declares besides its fields, each with what it holds:
    /// `header` → "child 'Header'", `state` → "its loading state".
    private static func containerPropertyNames(_ options: ScaffoldOptions, kind: ViewKind) -> [String: String] {
        guard kind == .container else { return [:] }
        var properties: [String: String] = options.hasLoadingState ? ["state": "its loading state"] : [:]
        for child in FOSMVVMScreen.Child.scaffolded(from: options) {
            properties[child.property] = "child '\(child.name)'"
        }
        return properties
    }
}

/// How a field is written in each FOSMVVM file.
extension ScaffoldField {
    /// An `id` a `ViewModelId` can be made from: the view model gets `vmId = .init(id: id)`
    /// (FOSMVVM\'s "ViewModelId Initialization").
    var isIdentity: Bool { name == "id" && [.string, .int, .uuid, .modelId].contains(type) }

    /// The property type in a display view model: dates and numbers are localizable values
    /// (FOSMVVM\'s "Dates and Numbers"), everything else keeps its type.
    var displayType: String {
        guard !isIdentity else { return swiftType }
        return switch type {
        case .date: "LocalizableDate"
        case .int: "LocalizableInt"
        case .double: "LocalizableDouble"
        default: swiftType
        }
    }

    /// The stored `LocalizableString` an enum field is shown through (FOSMVVM: the view model
    /// keeps the raw enum for data and its localized text for display), e.g. `stateDisplay`.
    var displayProperty: String? { enumeration.map { _ in name + "Display" } }

    /// Whether a display view shows it as `Text(viewModel.…)`.
    var isShown: Bool { !isIdentity && [.string, .date, .int, .double].contains(type) }

    /// What a display view shows of it as `Text(viewModel.…)`, if anything.
    var shownProperty: String? { displayProperty ?? (isShown ? name : nil) }

    /// A placeholder of the Swift type, e.g. `"Created At"`, `0`, `.now`.
    var stubValue: String {
        switch type {
        case .string: "\"\(SwiftIdentifier.words(name))\""
        case .int, .double: "0"
        case .bool: "false"
        case .date: ".now"
        case .uuid, .modelId: ".init()"
        case .enumeration: "." + (enumeration?.cases.first ?? "")
        }
    }

    /// A value of the Swift type that differs from `stubValue`, for the "With Data" preview;
    /// nil for identities.
    var previewValue: String? {
        switch type {
        case .string: "\"Preview \(SwiftIdentifier.words(name))\""
        case .int: "42"
        case .double: "4.5"
        case .bool: "true"
        case .date: ".distantPast"
        case .uuid, .modelId: nil
        case .enumeration: "." + (enumeration?.cases.last ?? "")
        }
    }

    /// `value` (of the Swift type) converted to `displayType`.
    func displayValue(_ value: String) -> String {
        displayType == swiftType ? value : ".init(value: \(value))"
    }

    /// The `FormFieldType` a form presents it with; identities are never form fields.
    var formFieldType: String {
        switch type {
        case .string, .uuid, .modelId: ".text(inputType: .text)"
        case .int, .double: ".text(inputType: .number)"
        case .date: ".text(inputType: .date)"
        case .bool: ".checkbox"
        case .enumeration: ".text(inputType: .text)" // refused in forms by ScaffoldRequest
        }
    }

    /// Text fields are required: the Fields protocol validates them as non-empty.
    var hasValidator: Bool { type == .string }
    var validator: String { "validate" + SwiftIdentifier.upperCamel(name) }
}

extension FOSMVVMScreen {
    /// A parameter of the view model's `init` that is not a field: a container's state or
    /// child, with the value `stub(…)` passes and the one a new factory passes.
    struct CompositionParameter: Sendable, Hashable {
        var name: String
        var type: String
        var stubValue: String
        var factoryValue: String
    }

    /// The stored type of each field: the Swift type in forms, `displayType` otherwise.
    func storedType(of field: ScaffoldField) -> String {
        kind == .form ? field.swiftType : field.displayType
    }

    /// The field the view model's `vmId` is made from, if any.
    var identityField: ScaffoldField? { kind == .form ? nil : fields.first(where: \.isIdentity) }

    /// Whether a container's `init` takes its state and children after its fields: server- and
    /// child-hosted ones do (their factory or parent builds them). A client-hosted container
    /// builds them in `init`, since its factory's `AppState` is made of the init's parameters
    /// and must be `Hashable`, which child view models are not.
    var initTakesChildren: Bool { kind == .container && hosting != .client }

    /// The state and children `init` takes, when it takes them.
    var compositionParameters: [CompositionParameter] {
        guard initTakesChildren else { return [] }
        let state =
            hasLoadingState
            ? [CompositionParameter(name: "state", type: "State", stubValue: ".ready", factoryValue: ".ready")] : []
        return state
            + children.map { child in
                CompositionParameter(
                    name: child.property, type: child.propertyType, stubValue: child.stubValue,
                    factoryValue: construction(of: child))
            }
    }

    /// `name: String, createdAt: LocalizableDate` (then a container's `header: HeaderViewModel`).
    var initParameters: String {
        (fields.map { "\($0.name): \(storedType(of: $0))" } + compositionParameters.map { "\($0.name): \($0.type)" })
            .joined(separator: ", ")
    }
    /// `name: name, createdAt: createdAt`.
    var initArguments: String {
        (fields.map(\.name) + compositionParameters.map(\.name)).map { "\($0): \($0)" }.joined(separator: ", ")
    }
    /// `name: String = "Name", createdAt: Date = .now`.
    var stubParameters: String {
        fields.map { "\($0.name): \($0.swiftType) = \($0.stubValue)" }.joined(separator: ", ")
    }
    /// `name: "Name", createdAt: .now`: the parameterized stub's defaults, spelled out.
    var stubDefaults: String { fields.map { "\($0.name): \($0.stubValue)" }.joined(separator: ", ") }
    /// `name: name, createdAt: .init(value: createdAt)` (then a container's `header: .stub()`).
    var stubArguments: String {
        (fields.map { "\($0.name): \(kind == .form ? $0.name : $0.displayValue($0.name))" }
            + compositionParameters.map { "\($0.name): \($0.stubValue)" })
            .joined(separator: ", ")
    }
    /// `name: "Preview Name"`; empty when `stub(…)` does not take the fields.
    var previewArguments: String {
        guard stubTakesFields else { return "" }
        return fields.compactMap { field in field.previewValue.map { "\(field.name): \($0)" } }.joined(separator: ", ")
    }
    /// `name: "Name", createdAt: .init(value: .now)` (then a container's `header: .init(name: "Name")`):
    /// what a new server factory builds.
    var factoryArguments: String {
        (fields.map { "\($0.name): \(kind == .form ? $0.stubValue : $0.displayValue($0.stubValue))" }
            + compositionParameters.map { "\($0.name): \($0.factoryValue)" })
            .joined(separator: ", ")
    }
}

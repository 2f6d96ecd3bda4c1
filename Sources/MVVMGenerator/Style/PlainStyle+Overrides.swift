extension PlainStyle {
    /// The items `scaffold.plain` may set, each with the values it takes (nil: an identifier).
    public static let overridableItems: [String: [String]?] = [
        "declaration": Declaration.allCases.map(\.rawValue),
        "mainActor": ["true", "false"],
        "attributeLines": AttributeLines.allCases.map(\.rawValue),
        "final": ["true", "false"],
        "inheritance": nil,
        "holding": Holding.allCases.map(\.rawValue),
        "creation": Creation.allCases.map(\.rawValue),
        "propertyName": nil,
        "conformance": ["type", "extension"],
        "viewMainActor": ["true", "false"],
        "access": ["public", "internal"],
        "viewModelAccess": ["public", "internal"],
        "layout": Layout.allCases.map(\.rawValue),
        "viewSuffix": nil,
        "viewModelSuffix": nil,
        "viewModelName": ["screen", "view"],
        "viewInitializer": ViewInitializer.allCases.map(\.rawValue),
        "loading": nil,
        "previews": Previews.allCases.map(\.rawValue),
        "debugPreviews": ["true", "false"],
        "tests": TestFramework.allCases.map(\.rawValue),
        "indentation": ["2", "3", "4", "8", "tab"],
        "header": ["none"],
    ]

    /// What view models are named after (`scaffold.plain.viewModelName`).
    private enum ViewModelStem: String {
        case screen, view
    }

    /// This style with the configured items (`scaffold.plain`) in place of the inferred ones.
    public func overridden(by settings: [String: String]) throws(ScaffoldError) -> PlainStyle {
        var style = self
        for (item, value) in settings.sorted(by: { $0.key < $1.key }) {
            let why = "configured: scaffold.plain.\(item)"
            func flag() throws(ScaffoldError) -> Bool {
                guard let flag = Bool(value) else {
                    throw .invalidIdentifier(
                        role: "scaffold.plain.\(item)", value: value, reason: "expected true or false")
                }
                return flag
            }
            func choice<T: RawRepresentable>(_ type: T.Type) throws(ScaffoldError) -> T where T.RawValue == String {
                guard let parsed = T(rawValue: value) else {
                    let allowed = (Self.overridableItems[item] ?? nil)?.joined(separator: ", ") ?? ""
                    throw .invalidIdentifier(
                        role: "scaffold.plain.\(item)", value: value, reason: "expected \(allowed)")
                }
                return parsed
            }
            switch item {
            case "declaration": style.declaration = Item(try choice(Declaration.self), why)
            case "mainActor": style.isMainActor = Item(try flag(), why)
            case "attributeLines": style.attributeLines = Item(try choice(AttributeLines.self), why)
            case "final": style.isFinal = Item(try flag(), why)
            case "inheritance":
                if value != "none" {
                    try SwiftIdentifier.validate(value, role: "scaffold.plain.inheritance", case: .upper)
                }
                style.inheritance = Item(value == "none" ? nil : value, why)
            case "holding": style.holding = Item(try choice(Holding.self), why)
            case "creation":
                style.creation = Item(try choice(Creation.self), why)
                style.createsInInitializerWithoutInputs = Item(style.creation.value == .initializer, why)
            case "propertyName":
                try SwiftIdentifier.validate(value, role: "scaffold.plain.propertyName", case: .lower)
                style.propertyName = Item(value, why)
            case "conformance": style.conformsInExtension = Item(value == "extension", why)
            case "viewMainActor": style.isViewMainActor = Item(try flag(), why)
            case "access":
                guard ["public", "internal"].contains(value) else {
                    throw .invalidIdentifier(
                        role: "scaffold.plain.access", value: value, reason: "expected public or internal")
                }
                style.isPublic = Item(value == "public", why)
            case "viewModelAccess":
                guard ["public", "internal"].contains(value) else {
                    throw .invalidIdentifier(
                        role: "scaffold.plain.viewModelAccess", value: value, reason: "expected public or internal")
                }
                style.isViewModelPublic = Item(value == "public", why)
            case "layout": style.layout = Item(try choice(Layout.self), why)
            case "viewSuffix":
                try SwiftIdentifier.validate(value, role: "scaffold.plain.viewSuffix", case: .upper)
                style.viewSuffix = Item(value, why)
            case "viewModelSuffix":
                try SwiftIdentifier.validate(value, role: "scaffold.plain.viewModelSuffix", case: .upper)
                style.viewModelSuffix = Item(value, why)
            case "viewModelName":
                style.namesViewModelAfterView = Item(try choice(ViewModelStem.self) == .view, why)
            case "viewInitializer": style.viewInitializer = Item(try choice(ViewInitializer.self), why)
            case "loading":
                if value != "none" { try SwiftIdentifier.validate(value, role: "scaffold.plain.loading", case: .lower) }
                style.loading = Item(value, why)
            case "previews": style.previews = Item(try choice(Previews.self), why)
            case "debugPreviews": style.previewsInDebugBlock = Item(try flag(), why)
            case "tests":
                style.testFramework = Item(try choice(TestFramework.self), why)
                style.hasTests = true
            case "indentation":
                style.indentation = Item(value == "tab" ? "\t" : String(repeating: " ", count: Int(value) ?? 4), why)
            case "header": style.header = Item("", why)
            default:
                throw .invalidIdentifier(
                    role: "scaffold.plain setting", value: item,
                    reason: "expected one of \(Self.overridableItems.keys.sorted().joined(separator: ", "))")
            }
        }
        return style
    }

    /// The style as `scaffold --explain` prints it: one line per item, its value and evidence.
    public var explanation: [String] {
        func line(_ item: String, _ value: String, _ evidence: String) -> String { "\(item): \(value) — \(evidence)" }
        return [
            line("declaration", declaration.value.rawValue, declaration.evidence),
            line("mainActor", "\(isMainActor.value)", isMainActor.evidence),
            line(
                "attributeLines", attributeLines.value.rawValue,
                attributeLines.evidence + (isObservableFirst.value ? "; `@Observable` first" : "")),
            line("final", "\(isFinal.value)", isFinal.evidence),
            line("inheritance", inheritance.value ?? "none", inheritance.evidence),
            line("holding", holding.value.rawValue, holding.evidence),
            line("creation", creation.value.rawValue, creationEvidence),
            line(
                "dependencies",
                dependencies.value.isEmpty
                    ? "none" : dependencies.value.map(\.declaration).joined(separator: ", "),
                dependencies.evidence),
            line("propertyName", propertyName.value, propertyName.evidence),
            line("conformance", conformsInExtension.value ? "extension" : "type", conformsInExtension.evidence),
            line("viewMainActor", "\(isViewMainActor.value)", isViewMainActor.evidence),
            line("access", isPublic.value ? "public" : "internal", isPublic.evidence),
            line("viewModelAccess", isViewModelPublic.value ? "public" : "internal", isViewModelPublic.evidence),
            line("layout", layout.value.rawValue, layout.evidence),
            line("viewSuffix", viewSuffix.value, viewSuffix.evidence),
            line("viewModelSuffix", viewModelSuffix.value, viewModelSuffix.evidence),
            line(
                "viewModelName", namesViewModelAfterView.value ? "view" : "screen", namesViewModelAfterView.evidence),
            line("viewInitializer", viewInitializer.value.rawValue, viewInitializer.evidence),
            line("loading", loading.value, loading.evidence),
            line("previews", previews.value.rawValue, previews.evidence),
            line("debugPreviews", "\(previewsInDebugBlock.value)", previewsInDebugBlock.evidence),
            line("tests", hasTests ? testFramework.value.rawValue : "none", testFramework.evidence),
            line("indentation", indentation.value == "\t" ? "tab" : "\(indentation.value.count)", indentation.evidence),
            line("header", header.value.isEmpty ? "none" : "the app's", header.evidence),
        ]
    }

    /// The creation's evidence, with how views create a view model that needs nothing and
    /// what their initializers take, where the views create theirs in `init`.
    private var creationEvidence: String {
        guard creation.value == .initializer else { return creation.evidence }
        let inputless = createsInInitializerWithoutInputs.value ? "in `init()`" : "at the declaration"
        return creation.evidence + "; a view model that needs nothing: " + inputless + " — "
            + createsInInitializerWithoutInputs.evidence + "; what the view model defaults: "
            + (viewPassesDefaultedDependencies.value ? "taken" : "left to it") + " — "
            + viewPassesDefaultedDependencies.evidence
    }
}

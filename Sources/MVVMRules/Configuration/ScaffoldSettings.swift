/// The `scaffold:` section of a configuration: defaults for generated screens and where their
/// files go, e.g.
/// ```yaml
/// scaffold:
///   convention: contract
///   viewStyle: concrete
///   loading: task
///   commentOutPreviews: false
///   fosmvvmVersion: current     # seeds (default) or current; else read from the workspace
///   imports: [MyAppCommon, MyAppDesignSystem]   # app modules contract views import
///   locales: [en, de]           # (the top-level `locales` is used when absent)
///   placement:
///     view: Sources/App/{Feature}/Views
///     viewModel: Sources/App/{Feature}/ViewModels
/// ```
/// Values are checked when read; the generator maps them to its own types.
public struct ScaffoldSettings: Sendable, Hashable {
    /// Allowed values of each setting (nil: any non-empty text).
    public static let allowedValues: [String: [String]?] = [
        "convention": ["fosmvvm", "contract", "plain"],
        "kind": ["display", "interactive", "form", "container", "error", "result", "stateful", "stateless", "screen"],
        "hosting": ["server", "client", "child"],
        "viewStyle": ["generic", "concrete"],
        "loading": ["onFirstAppear", "task"],
        "commentOutPreviews": ["true", "false"],
        "fosmvvmVersion": ["seeds", "current"],
        "feature": nil,
    ]

    /// The style items `scaffold.plain` may set, with their values (nil: a Swift name); the
    /// generator's `PlainStyle.overridableItems`, checked here when the file is read.
    public static let plainItems: [String: [String]?] = [
        "declaration": ["observable", "observableObject"], "mainActor": ["true", "false"], "final": ["true", "false"],
        "attributeLines": ["separate", "shared", "declaration"],
        "inheritance": nil, "holding": ["state", "stateObject", "observedObject", "bindable", "let", "environment"],
        "creation": ["declaration", "initializer", "parent", "appearance", "shared"], "propertyName": nil,
        "conformance": ["type", "extension"],
        "viewMainActor": ["true", "false"], "access": ["public", "internal"],
        "viewModelAccess": ["public", "internal"],
        "layout": ["separateFiles", "sameFile", "nested", "nestedFile"], "viewSuffix": nil, "viewModelSuffix": nil,
        "viewModelName": ["screen", "view"], "viewInitializer": ["own", "value", "memberwise"],
        "loading": nil, "previews": ["preview", "previewProvider", "none"], "debugPreviews": ["true", "false"],
        "tests": ["testing", "xctest"],
        "indentation": ["2", "3", "4", "8", "tab"], "header": ["none"],
    ]

    /// File roles a placement may name.
    public static let placementRoles = [
        "viewModel", "request", "localization", "factory", "operations", "fields", "view", "contract", "viewState",
        "viewModelTests", "snapshotTests", "support",
    ]

    /// Setting name → value, as written.
    public var values: [String: String]
    /// File role → folder (relative to the workspace root; `{Name}` and `{Feature}` filled in).
    public var placement: [String: String]
    /// The app modules contract views import (`imports: [MyAppCommon, MyAppDesignSystem]`);
    /// `nil` when not set, so the generator infers them from existing views.
    public var imports: [String]?
    /// Plain scaffolds: style items set in place of the inferred ones (`plain: { holding:
    /// stateObject, indentation: "2" }`); the generator checks the values.
    public var plain: [String: String]

    public init(
        values: [String: String] = [:], placement: [String: String] = [:], imports: [String]? = nil,
        plain: [String: String] = [:]
    ) {
        self.values = values
        self.placement = placement
        self.imports = imports
        self.plain = plain
    }

    /// These settings with `other`'s set values on top.
    public func overridden(by other: ScaffoldSettings) -> ScaffoldSettings {
        ScaffoldSettings(
            values: values.merging(other.values) { _, new in new },
            placement: placement.merging(other.placement) { _, new in new },
            imports: other.imports ?? imports,
            plain: plain.merging(other.plain) { _, new in new })
    }
}

extension FOSMVVMScreen {
    /// A child view model the parent embeds, and how the parent holds it.
    struct Child: Sendable, Hashable {
        enum Presence: Sendable, Hashable {
            /// `public let header: HeaderViewModel`.
            case single
            /// `public let header: HeaderViewModel?` (found in existing view models only).
            case optional
            /// `public let taskRows: [TaskRowViewModel]`, instance children rendered with `ForEach`.
            case list
        }

        /// The child's screen name, e.g. `TaskRow`.
        var name: String
        /// The parent's property holding it, e.g. `taskRows`.
        var property: String
        var presence: Presence
        /// The data fields of a child the scaffold generates: `name`, after an `id` for a list
        /// child (one view model per row, `vmId = .init(id: id)`, FOSMVVM\'s "ViewModelId
        /// Initialization"). Nil for a child the workspace declares already and for inferred
        /// ones: their initializers are not the scaffold's.
        var generatedFields: [ScaffoldField]?

        var viewModel: String { name + "ViewModel" }
        var view: String { name + "View" }

        /// A child created by a scaffold: `header` for one, `taskRows` for a list.
        init(name: String, isList: Bool) {
            self.name = name
            self.property = isList ? Self.plural(SwiftIdentifier.lowerCamel(name)) : SwiftIdentifier.lowerCamel(name)
            self.presence = isList ? .list : .single
            self.generatedFields = (isList ? [Self.listIdentity] : []) + ScaffoldField.defaultFields
        }

        init(name: String, property: String, presence: Presence) {
            self.name = name
            self.property = property
            self.presence = presence
        }

        /// The identity of a list child's rows.
        static let listIdentity = ScaffoldField(name: "id", type: .modelId)

        /// The children the options name: single ones first, then lists.
        static func scaffolded(from options: ScaffoldOptions) -> [Child] {
            options.children.map { Child(name: $0, isList: false) }
                + options.listChildren.map { Child(name: $0, isList: true) }
        }

        /// `taskRow` → `taskRows`, `address` → `addresses`, `category` → `categories`.
        static func plural(_ word: String) -> String {
            if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
            if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
                return word.dropLast() + "ies"
            }
            return word + "s"
        }

        /// `HeaderViewModel`, `HeaderViewModel?` or `[TaskRowViewModel]`.
        var propertyType: String {
            switch presence {
            case .single: viewModel
            case .optional: viewModel + "?"
            case .list: "[" + viewModel + "]"
            }
        }

        /// Its value in the parent's `stub()`: `.stub()` or `[.stub()]`.
        var stubValue: String {
            presence == .list ? "[.stub()]" : ".stub()"
        }
    }

    /// A value an error view model copies from its request's `ResponseError`.
    struct ErrorProperty: Sendable, Hashable {
        /// The view model's property, e.g. `message`.
        var name: String
        /// Its type, e.g. `LocalizableString`.
        var type: String
        /// The expression reading it, e.g. `responseError.code.rawValue`.
        var source: String
        /// Its value in `stub()`, e.g. `.stub()`.
        var stubValue: String

        /// Localizable texts are shown by the view; codes and flags are data.
        var isShown: Bool { type == "LocalizableString" }
    }

    /// The request an error view model wraps, and what it copies from its `ResponseError`.
    struct ErrorSource: Sendable, Hashable {
        /// E.g. `MoveIdeaRequest`.
        var request: String
        /// Empty when the request's `ResponseError` is not in the workspace.
        var properties: [ErrorProperty]
    }

    /// The screens a container scaffold creates for its children (those with `generatedFields`):
    /// child-hosted display view models in the parent's feature, written for the parent's
    /// FOSMVVM version, with `stub(…)` taking their fields.
    var childScreens: [FOSMVVMScreen] {
        children.compactMap(screen(of:))
    }

    /// The screen generated for `child`; nil when the scaffold does not generate it.
    func screen(of child: Child) -> FOSMVVMScreen? {
        guard let fields = child.generatedFields else { return nil }
        var screen = FOSMVVMScreen(
            name: child.name, feature: feature, hosting: .child, kind: .display,
            viewModelsModule: viewModelsModule, viewImportsViewModels: viewImportsViewModels,
            localizedProperties: ["title"], displayedProperties: Self.displayedProperties(of: fields), operations: [],
            fields: fields, children: [], locales: locales, hasErrorAlert: false, version: version,
            stubTakesFields: true
        )
        screen.parentHosting = placementHosting
        return screen
    }

    /// How a parent's factory (or a client-hosted parent's `init`) builds `child`: a generated
    /// child from its fields' placeholders, like any new factory, a declared one from its
    /// `stub()` until the factory is written; a list starts empty, an optional child absent.
    func construction(of child: Child) -> String {
        switch child.presence {
        case .list: "[]"
        case .optional: "nil"
        case .single: screen(of: child).map { ".init(\($0.factoryArguments))" } ?? ".stub()"
        }
    }

    /// The hosting whose folders the files go to: a child's YAML is read where its parent's
    /// is, client-side for a client-hosted parent.
    var placementHosting: Hosting { parentHosting ?? hosting }
}

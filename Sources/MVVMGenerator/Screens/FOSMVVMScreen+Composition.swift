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

        var viewModel: String { name + "ViewModel" }
        var view: String { name + "View" }

        /// A child created by a scaffold: `header` for one, `taskRows` for a list.
        init(name: String, isList: Bool) {
            self.name = name
            self.property = isList ? Self.plural(SwiftIdentifier.lowerCamel(name)) : SwiftIdentifier.lowerCamel(name)
            self.presence = isList ? .list : .single
        }

        init(name: String, property: String, presence: Presence) {
            self.name = name
            self.property = property
            self.presence = presence
        }

        /// `taskRow` → `taskRows`, `address` → `addresses`, `category` → `categories`.
        static func plural(_ word: String) -> String {
            if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
            if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
                return word.dropLast() + "ies"
            }
            return word + "s"
        }
    }

    /// How a view model is identified (seed 000 "ViewModelId Initialization").
    enum Identity: Sendable, Hashable {
        /// `vmId = .init(type: Self.self)`: one per page.
        case singleton
        /// `id: ModelIdType` and `vmId = .init(id: id)`: one per row of a list.
        case instance
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

    /// The screens a container scaffold creates for its children: child-hosted display view
    /// models in the parent's feature, list children identified by `id`.
    var childScreens: [FOSMVVMScreen] {
        children.map { child in
            var screen = FOSMVVMScreen(
                name: child.name, feature: feature, hosting: .child, kind: .display,
                viewModelsModule: viewModelsModule, viewImportsViewModels: viewImportsViewModels,
                localizedProperties: ["title"], displayedProperties: ["title"], operations: [], formFields: [],
                children: [], locales: locales, hasErrorAlert: false
            )
            screen.identity = child.presence == .list ? .instance : .singleton
            screen.parentHosting = placementHosting
            return screen
        }
    }

    /// The hosting whose folders the files go to: a child's YAML is read where its parent's
    /// is, client-side for a client-hosted parent.
    var placementHosting: Hosting { parentHosting ?? hosting }

    /// The children a request names: single ones first, then lists.
    static func children(of request: ScaffoldRequest) -> [Child] {
        request.options.children.map { Child(name: $0, isList: false) }
            + request.options.listChildren.map { Child(name: $0, isList: true) }
    }
}

/// What the contract-convention templates render: one screen's contract, state, view model,
/// view and tests. Built from a `ScaffoldRequest` or inferred from an existing view model.
struct ContractScreen: Sendable, Hashable {
    /// One `ViewState` case and how the view renders and previews it.
    struct StateCase: Sendable, Hashable {
        enum Role: Sendable, Hashable {
            case idle
            case loading
            case empty
            case error
            /// The scaffold's `loaded({Name}Content)`, rendered as `Text(content.name)`.
            case content
            /// Any other case, rendered with its own localized title.
            case other
        }

        var name: String
        var role: Role
        /// The associated value's type, e.g. `Error`; `nil` when the case has none.
        var payloadType: String?
    }

    /// A view-model method the view calls on a button tap (stateless views).
    struct Action: Sendable, Hashable {
        var name: String
        var isAsync: Bool
    }

    var name: String
    var module: String
    var isStateful: Bool
    /// A list screen (The contract convention's `{Name}ListView`): `loaded` carries `[{Name}Item]` and
    /// every row calls `didSelect(_:)`.
    var isList: Bool
    var style: ContractViewStyle
    var loading: LoadingModifier
    var commentsOutPreviews: Bool
    var cases: [StateCase]
    var hasRetry: Bool
    var actions: [Action]
    /// The contract's method declarations without bodies, e.g. `func didAppear() async`.
    var requirements: [String]
    /// The app modules the view imports besides SwiftUI, e.g. `MyAppDesignSystem`; the
    /// planner sets them from the options and the workspace.
    var imports: [String] = []
    /// The modules the snapshot tests import for `assertSnapshot(of:as:)`: `SnapshotTesting`,
    /// or what the workspace's nearest snapshot test imports instead (its own snapshot kit).
    var snapshotImports: [String] = ["SnapshotTesting"]

    var view: String { name + "View" }
    var viewModel: String { name + "ViewModel" }
    var contract: String { viewModel + "Contract" }
    var viewState: String { name + "ViewState" }
    /// `{Name}Content`, or `{Name}Item` for a list screen.
    var contentType: String { name + (isList ? "Item" : "Content") }
    var previewStub: String { viewModel + "PreviewStub" }
    var screenKey: String { SwiftIdentifier.lowerCamel(name) }

    /// The helpers the shipped view templates call: `localized()` in `LocalizedStrings`, and
    /// `onFirstAppear` when a stateful view loads with it.
    var supportAPIs: [SupportAPI] {
        isStateful && loading == .onFirstAppear ? [.localized, .onFirstAppear] : [.localized]
    }
}

extension ContractScreen {
    /// The suffix that makes a stateful screen a list screen (`CharacterList`).
    static let listSuffix = "List"

    /// A new screen: `idle, loading, empty, loaded, error` with a retry, or one action when
    /// stateless. A stateful screen named `…List` is a list screen: it loads `[{Name}Item]`
    /// and adds `didSelect(_:)`.
    init(request: ScaffoldRequest) {
        let isStateful = request.kind == .stateful
        let isList = isStateful && request.name.hasSuffix(Self.listSuffix) && request.name != Self.listSuffix
        let itemType = request.name + "Item"
        let actions = isStateful ? [] : [Action(name: "didTapOnActionButton", isAsync: false)]
        var requirements =
            isStateful
            ? ["func \(request.options.loading.methodName)() async", "func didTapOnRetryButton() async"]
            : actions.map { "func \($0.name)()" }
        if isList { requirements.append("func didSelect(_ item: \(itemType))") }
        self.init(
            name: request.name, module: request.feature, isStateful: isStateful, isList: isList,
            style: request.options.viewStyle, loading: request.options.loading,
            commentsOutPreviews: request.options.commentsOutPreviews,
            cases: isStateful
                ? [
                    StateCase(name: "idle", role: .idle),
                    StateCase(name: "loading", role: .loading),
                    StateCase(name: "empty", role: .empty),
                    StateCase(
                        name: "loaded", role: .content, payloadType: isList ? "[\(itemType)]" : request.name + "Content"
                    ),
                    StateCase(name: "error", role: .error, payloadType: "Error"),
                ] : [],
            hasRetry: isStateful, actions: actions, requirements: requirements
        )
    }
}

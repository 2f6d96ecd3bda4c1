/// What the FOSMVVM templates render: one screen's view model, its files and its view.
/// Built from a `ScaffoldRequest` (new screen) or inferred from an existing view model.
struct FOSMVVMScreen: Sendable, Hashable {
    /// An operation the view calls, and the button that calls it.
    struct Operation: Sendable, Hashable {
        var name: String
        /// The protocol requirement, e.g. `performAction() async throws`.
        var declaration: String
        /// The call, e.g. `try await operations.performAction()`.
        var call: String
        var isAsync: Bool
        var isThrowing: Bool
        /// The localized view-model property labelling its button.
        var labelProperty: String
    }

    var name: String
    var feature: String
    var hosting: Hosting
    var kind: ViewKind
    /// The module declaring the view model; views and the factory import it.
    var viewModelsModule: String
    /// Whether the view lives in another module than its view model.
    var viewImportsViewModels: Bool
    var localizedProperties: [String]
    /// Properties the view shows as `Text(viewModel.…)`.
    var displayedProperties: [String]
    var operations: [Operation]
    /// The data fields: `let` properties of display view models, `FormFieldModel`s of forms.
    var fields: [ScaffoldField]
    /// The child view models a container embeds, each rendered with its view.
    var children: [Child]
    var locales: [String]
    /// Whether the view model defines `errorTitle`, `errorMessage` and `dismissButtonLabel`.
    var hasErrorAlert: Bool
    var version: FOSMVVMVersion
    /// Whether the view model has `stub(…)` taking the fields, as scaffolded ones do; previews
    /// of an inferred view use `stub()` only.
    var stubTakesFields: Bool
    /// Whether a container has a `state` and shows a `ProgressView` while it is `loading`.
    var hasLoadingState = false
    /// The hosting of the container that generates this child, if any.
    var parentHosting: Hosting?
    /// The request whose `ResponseError` an error view model shows.
    var errorSource: ErrorSource?
    /// The outcomes of a result wrapper.
    var resultCases: [ResultCase] = []

    var viewModel: String { name + "ViewModel" }
    var view: String { name + "View" }
    var operationsProtocol: String { viewModel + "Operations" }
    var liveOperations: String { viewModel + "LiveOperations" }
    var stubOperations: String { viewModel + "StubOperations" }
    var request: String { hosting == .server ? name + "Request" : viewModel + ".Request" }
    var fieldsProtocol: String { name + "Fields" }
    var messagesProperty: String { SwiftIdentifier.lowerCamel(name) + "ValidationMessages" }
    var messagesType: String { fieldsProtocol + "Messages" }
    var hasErrorState: Bool { kind == .form || operations.contains { $0.isAsync || $0.isThrowing } }

    /// The enums the view model's fields declare.
    var enumerations: [ScaffoldField.Enumeration] { fields.compactMap(\.enumeration) }

    static let errorAlertProperties = ["errorTitle", "errorMessage", "dismissButtonLabel"]
}

extension FOSMVVMScreen {
    /// A new screen as the request describes it, with FOSMVVM's default contents per kind.
    init(request: ScaffoldRequest, viewModelsModule: String, viewsModule: String) {
        let name = request.name
        var operations: [Operation] = []
        var localized = ["title"]
        switch request.kind {
        case .interactive:
            operations = [Self.defaultOperation(name: "performAction", declaration: "performAction() async throws")]
        case .form:
            operations = [
                Self.defaultOperation(
                    name: "submit", declaration: "submit(data: \(name)ViewModel) async throws",
                    arguments: "data: viewModel"
                )
            ]
            localized = []
        case .result:
            localized = []
        default:
            break
        }
        localized += operations.map(\.labelProperty)
        if !operations.isEmpty { localized += Self.errorAlertProperties }
        self.init(
            name: name, feature: request.feature, hosting: request.hosting ?? .server, kind: request.kind,
            viewModelsModule: viewModelsModule, viewImportsViewModels: viewModelsModule != viewsModule,
            localizedProperties: localized,
            displayedProperties: [.form, .result].contains(request.kind)
                ? [] : Self.displayedProperties(of: request.options.fields),
            operations: operations, fields: request.options.fields,
            children: Child.scaffolded(from: request.options), locales: request.options.locales,
            hasErrorAlert: !operations.isEmpty, version: request.options.fosmvvmVersion,
            stubTakesFields: request.kind.takesFields
        )
        hasLoadingState = request.options.hasLoadingState
        resultCases = request.options.resultCases
    }

    /// What a new view shows as text (forms edit their fields, result views show their cases):
    /// the title, then every field a text can show.
    static func displayedProperties(of fields: [ScaffoldField]) -> [String] {
        ["title"] + fields.compactMap(\.shownProperty)
    }

    private static func defaultOperation(name: String, declaration: String, arguments: String = "") -> Operation {
        Operation(
            name: name, declaration: declaration, call: "try await operations.\(name)(\(arguments))",
            isAsync: true, isThrowing: true, labelProperty: name + "ButtonLabel"
        )
    }

    /// The YAML text of a localized property: the screen name for `title`, else its words
    /// without a trailing `Button Label`/`Label`.
    func defaultText(of property: String) -> String {
        if property == "title" { return SwiftIdentifier.words(name) }
        var words = SwiftIdentifier.words(property)
        for suffix in [" Button Label", " Label"] where words.hasSuffix(suffix) && words.count > suffix.count {
            words = String(words.dropLast(suffix.count))
            break
        }
        return words
    }
}

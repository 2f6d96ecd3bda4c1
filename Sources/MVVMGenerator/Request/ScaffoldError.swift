/// Why a scaffold cannot be planned. `description` is a message for the user.
public enum ScaffoldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A name, feature, field or child that is not a usable Swift identifier.
    case invalidIdentifier(role: String, value: String, reason: String)
    /// A word that names none of a choice's values (`--kind gallery`); `choices` are the words
    /// that do.
    case unknownChoice(role: String, value: String, choices: [String])
    case invalidLocale(String)
    case kindNotInConvention(ViewKind, ScaffoldConvention)
    case hostingNotInConvention(Hosting, ScaffoldConvention)
    case containerWithoutChildren
    /// A FOSMVVM scaffold given an empty field list.
    case noFields
    case unsupportedFieldType(field: String, type: String)
    /// Fields given to a kind that holds other data: an error view model (its `ResponseError`'s
    /// values) or a result wrapper (its cases).
    case fieldsNotInKind(ViewKind)
    /// A FOSMVVM kind that allows one hosting only (`error`: client, `result`: child).
    case hostingNotInKind(Hosting, ViewKind)
    /// An option given to a kind that does not use it, e.g. result cases to a display view.
    case optionNotInKind(option: String, kind: ViewKind, requires: ViewKind)
    /// A child named twice, or after its container.
    case duplicateChild(String)
    /// An error view model without the request whose `ResponseError` it shows.
    case errorWithoutRequest
    /// An error view model whose name does not end in `Error`.
    case errorNameWithoutSuffix(String)
    /// `ErrorViewModel`, `ToastViewModel` and the like: FOSMVVM avoids a unified error view model.
    case genericErrorName(String)
    /// The request exists but declares no `ResponseError` of its own (`EmptyError`).
    case requestWithoutResponseError(String)
    /// A request scaffold whose verb is neither given (`--verb`) nor the end of its name.
    case requestWithoutVerb(String)
    /// A result case not written `name:Screen`.
    case invalidResultCase(String)
    case tooFewResultCases
    case duplicateResultCase(String)
    /// A target path that is absolute, climbs with `..` or resolves outside the workspace.
    case unsafePath(String, reason: String)
    case viewModelNotFound(String)
    /// View-model tests (`--kind viewmodel-test`) asked for a type that is no FOSMVVM view model.
    case notAFOSMVVMViewModel(String)
    /// The view model follows no convention the generator writes.
    case unrecognizedViewModel(String)
    /// A file in `.mvvm-lsp/templates/` that names no template of the catalog.
    case unknownTemplate(file: String)
    case unreadableTemplate(file: String)
    case template(TemplateError)
    /// A type the scaffold declares would hide a library type of the same name.
    case shadowsLibraryType(type: String, library: String)
    /// A type the scaffold declares exists already (`path` relative to the workspace root).
    case typeAlreadyDeclared(type: String, path: String)
    /// A FOSMVVM catch-all error view model (`ErrorViewModel`, `ToastViewModel`, …).
    case genericErrorViewModel(String)

    /// Whether `--force-name` lets the scaffold go ahead anyway.
    public var isOverridableNameRefusal: Bool {
        switch self {
        case .shadowsLibraryType, .typeAlreadyDeclared, .genericErrorViewModel: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .invalidIdentifier(let role, let value, let reason):
            "invalid \(role) '\(value)': \(reason)"
        case .unknownChoice(let role, let value, let choices):
            "invalid \(role) '\(value)': expected "
                + (choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " : "") + (choices.last ?? "")
        case .invalidLocale(let locale):
            "invalid locale '\(locale)': expected a language code such as en, de or en-GB"
        case .kindNotInConvention(let kind, let convention):
            "a \(convention.rawValue) scaffold cannot be '\(kind.rawValue)'; choose one of "
                + ViewKind.kinds(for: convention).map(\.rawValue).joined(separator: ", ")
        case .hostingNotInConvention(let hosting, let convention):
            "hosting '\(hosting.rawValue)' applies to FOSMVVM only, not to \(convention.rawValue)"
        case .containerWithoutChildren:
            "a container view needs at least one child screen (--child Header or --list-child TaskRow)"
        case .noFields:
            "a FOSMVVM view model needs at least one field (--field name:Type)"
        case .unsupportedFieldType(let field, let type):
            "field '\(field)' has type '\(type)'; use one of "
                + ScaffoldField.FieldType.allCases.filter { $0 != .enumeration }.map(\.rawValue).joined(separator: ", ")
                + ", or an enum of its own, e.g. state:SessionState=pending,done"
        case .fieldsNotInKind(let kind):
            "fields do not apply to the '\(kind.rawValue)' kind: \(kind.noFieldsReason ?? "it takes none"); omit --field"
        case .hostingNotInKind(let hosting, let kind):
            "hosting '\(hosting.rawValue)' does not apply to the '\(kind.rawValue)' kind: "
                + kind.requiredHostingReason + "; omit the hosting or choose '\(kind.requiredHosting?.rawValue ?? "")'"
        case .optionNotInKind(let option, let kind, let requires):
            "\(option) apply only to the '\(requires.rawValue)' kind, not to '\(kind.rawValue)'"
        case .duplicateChild(let name):
            "child '\(name)' is named twice, or after its container; each child needs its own view model"
        case .errorWithoutRequest:
            "an error view model shows one request's ResponseError; name the request, e.g. --request MoveIdea"
        case .errorNameWithoutSuffix(let name):
            "an error view model is named after its error scenario and ends in Error, e.g. '\(name)Error'"
        case .genericErrorName(let name):
            "'\(name)ViewModel' would be a generic error view model, which FOSMVVM avoids: give each error "
                + "scenario its own, named after it, e.g. MoveIdeaError for MoveIdeaRequest.ResponseError"
        case .requestWithoutResponseError(let request):
            "\(request) declares no ResponseError of its own (EmptyError); declare the error type it throws first"
        case .requestWithoutVerb(let name):
            "'\(name)' names no verb: pass --verb (\(RequestVerb.allCases.map(\.rawValue).joined(separator: ", "))) "
                + "or end the name with one, e.g. IdeaCreateRequest"
        case .invalidResultCase(let text):
            "invalid result case '\(text)': expected name:Screen, e.g. success:Task or notFound:NotFound"
        case .tooFewResultCases:
            "a result view model needs at least two cases, e.g. --case success:Task --case notFound:NotFound"
        case .duplicateResultCase(let name):
            "result case '\(name)' is named twice"
        case .unsafePath(let path, let reason):
            "refusing to write '\(path)': \(reason)"
        case .viewModelNotFound(let name):
            "no view model named '\(name)' in the workspace"
        case .notAFOSMVVMViewModel(let name):
            "'\(name)' is no FOSMVVM view model (@ViewModel, ViewModel or RequestableViewModel); "
                + "its tests call expectFullViewModelTests, which takes one"
        case .unrecognizedViewModel(let name):
            "'\(name)' follows neither FOSMVVM nor the contract convention; no view can be inferred"
        case .unknownTemplate(let file):
            "\(file): no template has this id (see TemplateCatalog)"
        case .unreadableTemplate(let file):
            "\(file): cannot be read as UTF-8 text"
        case .template(let error):
            error.description
        case .shadowsLibraryType(let type, let library):
            "the scaffold would declare '\(type)', which hides the \(library) type of that name; choose another name"
        case .typeAlreadyDeclared(let type, let path):
            "'\(type)' is already declared in \(path); choose another name"
        case .genericErrorViewModel(let type):
            "'\(type)' would be a catch-all error view model; FOSMVVM gives each error its own, "
                + "named after it (e.g. MoveIdeaErrorViewModel)"
        }
    }
}

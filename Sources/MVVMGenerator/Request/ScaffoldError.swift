/// Why a scaffold cannot be planned. `description` is a message for the user.
public enum ScaffoldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A name, feature, field or child that is not a usable Swift identifier.
    case invalidIdentifier(role: String, value: String, reason: String)
    case invalidLocale(String)
    case kindNotInConvention(ViewKind, ScaffoldConvention)
    case hostingNotInConvention(Hosting, ScaffoldConvention)
    case containerWithoutChildren
    /// A FOSMVVM scaffold given an empty field list.
    case noFields
    case unsupportedFieldType(field: String, type: String)
    /// A target path that is absolute, climbs with `..` or resolves outside the workspace.
    case unsafePath(String, reason: String)
    case viewModelNotFound(String)
    /// The view model follows no convention the generator writes.
    case unrecognizedViewModel(String)
    /// A file in `.mvvm-lsp/templates/` that names no template of the catalog.
    case unknownTemplate(file: String)
    case unreadableTemplate(file: String)
    case template(TemplateError)

    public var description: String {
        switch self {
        case .invalidIdentifier(let role, let value, let reason):
            "invalid \(role) '\(value)': \(reason)"
        case .invalidLocale(let locale):
            "invalid locale '\(locale)': expected a language code such as en, de or en-GB"
        case .kindNotInConvention(let kind, let convention):
            "a \(convention.rawValue) scaffold cannot be '\(kind.rawValue)'; choose one of "
                + ViewKind.kinds(for: convention).map(\.rawValue).joined(separator: ", ")
        case .hostingNotInConvention(let hosting, let convention):
            "hosting '\(hosting.rawValue)' applies to FOSMVVM only, not to \(convention.rawValue)"
        case .containerWithoutChildren:
            "a container view needs at least one child screen"
        case .noFields:
            "a FOSMVVM view model needs at least one field (--field name:Type)"
        case .unsupportedFieldType(let field, let type):
            "field '\(field)' has type '\(type)'; use one of "
                + ScaffoldField.FieldType.allCases.map(\.rawValue).joined(separator: ", ")
        case .unsafePath(let path, let reason):
            "refusing to write '\(path)': \(reason)"
        case .viewModelNotFound(let name):
            "no view model named '\(name)' in the workspace"
        case .unrecognizedViewModel(let name):
            "'\(name)' follows neither FOSMVVM nor the contract convention; no view can be inferred"
        case .unknownTemplate(let file):
            "\(file): no template has this id (see TemplateCatalog)"
        case .unreadableTemplate(let file):
            "\(file): cannot be read as UTF-8 text"
        case .template(let error):
            error.description
        }
    }
}

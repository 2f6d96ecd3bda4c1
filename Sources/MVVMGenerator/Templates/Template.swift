/// A shipped template: its id (the name of a user override file), what it renders, the
/// variables it receives, and its source in Mustache.
public struct Template: Sendable, Hashable {
    /// E.g. `fosmvvm.view.display`; `.mvvm-lsp/templates/<id>.mustache` overrides it.
    public let id: String
    public let summary: String
    public let variables: [TemplateVariable]
    public let source: String

    public init(id: String, summary: String, variables: [TemplateVariable], source: String) {
        self.id = id
        self.summary = summary
        self.variables = variables
        self.source = source
    }
}

/// One template rendering one file from a screen model.
protocol FileTemplate {
    associatedtype Screen
    static var template: Template { get }
    static func context(for screen: Screen) -> TemplateContext
}

extension Array where Element == String {
    /// A list variable whose items carry this text under `key`.
    func templateList(_ key: String) -> TemplateValue {
        .list(map { [key: .text($0)] })
    }
}

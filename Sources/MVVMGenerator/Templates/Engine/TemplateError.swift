/// A template that cannot be parsed or rendered, located by file and line.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// `{{#name}}` or `{{^name}}` without its `{{/name}}`.
        case unclosedSection(String)
        /// `{{/name}}` closing nothing, or another section (`expected`).
        case unexpectedClose(String, expected: String?)
        /// `{{` without `}}` on the same line.
        case unclosedTag
        /// `{{}}` or a tag whose name is not a plain identifier.
        case invalidTag(String)
        /// A variable the template does not receive.
        case unknownVariable(String)
        /// A flag or list inserted with `{{name}}`.
        case notText(String)
    }

    /// The template file, or `built-in <id>` for a shipped template.
    public var file: String
    /// 1-based line of the offending tag.
    public var line: Int
    public var problem: Problem

    public init(file: String, line: Int, problem: Problem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String { "\(file):\(line): \(message)" }

    /// The problem in words.
    public var message: String {
        switch problem {
        case .unclosedSection(let name): "section '\(name)' is never closed with {{/\(name)}}"
        case .unexpectedClose(let name, let expected?): "{{/\(name)}} closes nothing here; expected {{/\(expected)}}"
        case .unexpectedClose(let name, nil): "{{/\(name)}} closes no open section"
        case .unclosedTag: "'{{' without '}}' on the same line"
        case .invalidTag(let text): "'{{\(text)}}' is not a valid tag"
        case .unknownVariable(let name): "unknown variable '\(name)'"
        case .notText(let name): "'\(name)' is a flag or list; use it as a section {{#\(name)}}…{{/\(name)}}"
        }
    }
}

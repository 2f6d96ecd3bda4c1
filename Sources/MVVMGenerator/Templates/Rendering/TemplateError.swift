/// A template that cannot be parsed or rendered, located by file and line.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// Not Mustache as swift-mustache parses it (e.g. an unclosed section or tag); the
        /// words say what.
        case syntax(String)
        /// A variable the template does not receive.
        case unknownVariable(String)
        /// A flag or list inserted with `{{name}}`.
        case notText(String)
    }

    /// The template file (or partial), or `built-in <id>` for a shipped template.
    public var file: String
    /// 1-based line of the offending tag (for a syntax error, where swift-mustache stopped).
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
        case .syntax(let words): words
        case .unknownVariable(let name): "unknown variable '\(name)'"
        case .notText(let name): "'\(name)' is a flag or list; use it as a section {{#\(name)}}…{{/\(name)}}"
        }
    }
}

import Yams

/// A YAML syntax problem with its 1-based line and column (columns in Unicode scalars, as
/// libYAML counts them).
public struct YAMLProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// Translates an error thrown by Yams into a located problem.
    public init(_ error: any Error) {
        guard let yamlError = error as? YamlError else {
            self.init(line: 1, column: 1, message: String(describing: error))
            return
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _),
            let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            self.init(line: mark.line, column: mark.column, message: detail)
        case let .duplicatedKeysInMapping(duplicates, context):
            self.init(
                line: context.mark.line, column: context.mark.column,
                message: "duplicate keys \(duplicates.joined(separator: ", ")) in one mapping"
            )
        case let .reader(problem, _, _, _):
            self.init(line: 1, column: 1, message: problem)
        default:
            self.init(line: 1, column: 1, message: String(describing: yamlError))
        }
    }

    public var description: String { "\(line):\(column): \(message)" }
}

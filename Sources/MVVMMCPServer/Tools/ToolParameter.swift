import MCP

/// One argument of a tool, named by its `ToolArguments` coding key: its JSON-schema type and the
/// description an agent reads.
struct ToolParameter: Sendable {
    enum Kind: Sendable {
        case string
        case boolean
        case strings
        /// Findings as `check` returns them: objects with file, line, column and rule.
        case findingReferences

        /// What a value of this kind is, as a refusal says it must be.
        var expectation: String {
            switch self {
            case .string: "a string"
            case .boolean: "true or false"
            case .strings: "an array of strings"
            case .findingReferences: "an array of {file, line, column, rule} objects"
            }
        }
    }

    let kind: Kind
    let description: String
    let isRequired: Bool
    /// The accepted strings, listed in the schema (validated by the tool, not here, so its
    /// messages are the command line's).
    let choices: [String]?

    init(_ kind: Kind, _ description: String, required: Bool = false, choices: [String]? = nil) {
        self.kind = kind
        self.description = description
        isRequired = required
        self.choices = choices
    }

    var schema: Value {
        var schema: [String: Value] = ["description": .string(description)]
        switch kind {
        case .string: schema["type"] = "string"
        case .boolean: schema["type"] = "boolean"
        case .strings: schema.merge(["type": "array", "items": ["type": "string"]]) { $1 }
        case .findingReferences:
            schema.merge([
                "type": "array",
                "items": [
                    "type": "object",
                    "properties": [
                        "file": ["type": "string", "description": "The finding's file, as check returns it."],
                        "line": ["type": "integer", "description": "The finding's 1-based line."],
                        "column": ["type": "integer", "description": "The finding's 1-based column."],
                        "rule": ["type": "string", "description": "The finding's rule id."],
                    ],
                    "required": ["file", "line", "column", "rule"],
                    "additionalProperties": false,
                ],
            ]) { $1 }
        }
        if let choices {
            let choiceValues = Value.array(choices.map(Value.string))
            if kind == .strings {
                schema["items"] = ["type": "string", "enum": choiceValues]
            } else {
                schema["enum"] = choiceValues
            }
        }
        return .object(schema)
    }
}

import MCP
import MVVMOperations

/// A tool call's arguments, checked against the tool's parameters: unknown names, wrong types
/// and missing required arguments are refused with an MCP invalid-params error.
struct ToolArguments: Sendable {
    private let values: [String: Value]

    init(_ values: [String: Value]?, parameters: [ToolParameter], tool: String) throws(MCPError) {
        let values = values ?? [:]
        let known = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0) })
        for name in values.keys.sorted() where known[name] == nil {
            throw .invalidParams(
                "unknown argument '\(name)' of tool \(tool); it takes "
                    + parameters.map(\.name).joined(separator: ", "))
        }
        for parameter in parameters {
            guard let value = values[parameter.name], value != .null else {
                if parameter.isRequired { throw .invalidParams("tool \(tool) needs the argument '\(parameter.name)'") }
                continue
            }
            if let expected = Self.mismatch(value, parameter.kind) {
                throw .invalidParams("argument '\(parameter.name)' of tool \(tool) must be \(expected)")
            }
        }
        self.values = values
    }

    /// What `value` should have been, when it is not of `kind`.
    private static func mismatch(_ value: Value, _ kind: ToolParameter.Kind) -> String? {
        switch kind {
        case .string:
            return value.stringValue == nil ? "a string" : nil
        case .boolean:
            return value.boolValue == nil ? "true or false" : nil
        case .strings:
            return value.arrayValue?.allSatisfy({ $0.stringValue != nil }) == true ? nil : "an array of strings"
        case .findingReferences:
            let expected = "an array of {file, line, column, rule} objects"
            guard let items = value.arrayValue else { return expected }
            for item in items {
                guard let object = item.objectValue, Set(object.keys) == ["file", "line", "column", "rule"],
                    object["file"]?.stringValue != nil, object["rule"]?.stringValue != nil,
                    integer(object["line"]) != nil, integer(object["column"]) != nil
                else { return expected }
            }
            return nil
        }
    }

    /// An integer, also when a client sent it as a whole floating-point number.
    private static func integer(_ value: Value?) -> Int? {
        if let int = value?.intValue { return int }
        if let double = value?.doubleValue, double == double.rounded(), abs(double) < 1e15 { return Int(double) }
        return nil
    }

    func string(_ name: String) -> String? { values[name]?.stringValue }

    func strings(_ name: String) -> [String] { values[name]?.arrayValue?.compactMap(\.stringValue) ?? [] }

    func bool(_ name: String) -> Bool { values[name]?.boolValue ?? false }

    /// Whether the call gave the argument at all.
    func has(_ name: String) -> Bool { values[name].map { $0 != .null } ?? false }

    func findingReferences(_ name: String) -> [FixSelection.Reference] {
        (values[name]?.arrayValue ?? []).compactMap { item in
            guard let object = item.objectValue, let file = object["file"]?.stringValue,
                let rule = object["rule"]?.stringValue,
                let line = Self.integer(object["line"]), let column = Self.integer(object["column"])
            else { return nil }
            return FixSelection.Reference(file: file, line: line, column: column, rule: rule)
        }
    }
}

import Foundation

/// Function types as written in a declaration (`@escaping (Authority) -> Void`): which attributes
/// only a parameter may take, and whether a type is a function at all.
enum FunctionType {
    /// The attributes only a parameter's type takes: a stored property's type may not.
    private static let parameterAttributes = ["@escaping", "@autoclosure"]

    /// `type` without `@escaping` and `@autoclosure` (`(Authority) -> Void` of
    /// `@escaping (Authority) -> Void`).
    static func withoutParameterAttributes(_ type: String) -> String {
        type.split(separator: " ", omittingEmptySubsequences: true)
            .filter { !parameterAttributes.contains(String($0)) }
            .joined(separator: " ")
    }

    /// A value any caller may pass for a parameter of `type` without knowing the app: `nil`
    /// for an optional, a closure doing nothing for a function returning nothing (`{ _ in }`
    /// for `@escaping (Authority) -> Void`); nil for anything else.
    static func placeholder(for type: String) -> String? {
        let written = withoutParameterAttributes(type).trimmingCharacters(in: .whitespaces)
        if written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<") { return "nil" }
        guard isFunction(written), let arrow = topLevelArrow(in: written) else { return nil }
        let result = written[written.index(arrow, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
        guard ["Void", "()"].contains(result) else { return nil }
        let parameters = written[..<arrow].drop { $0 != "(" }
        let inner = parameters.dropFirst().prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
        guard !inner.isEmpty else { return "{}" }
        let count = topLevelCommas(in: parameters) + 1
        return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// Where the function type's own `->` starts, after its parameter list.
    private static func topLevelArrow(in type: String) -> String.Index? {
        var depth = 0
        var index = type.startIndex
        while index < type.endIndex {
            switch type[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where type[..<index].last != "-": depth -= 1
            case "-" where depth == 0 && type[index...].hasPrefix("->"): return index
            default: break
            }
            index = type.index(after: index)
        }
        return nil
    }

    /// The commas separating a parenthesised list's own elements (`(A, (B, C) -> Void)`: one).
    private static func topLevelCommas(in list: Substring) -> Int {
        var depth = 0
        var commas = 0
        var previous: Character = " "
        for character in list {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 1: commas += 1
            default: break
            }
            previous = character
        }
        return commas
    }

    /// Whether `type` is a function type (`() -> Void`, `@Sendable (Int) async throws -> String`),
    /// not an optional one (`(() -> Void)?`, which escapes by itself) nor a tuple.
    static func isFunction(_ type: String) -> Bool {
        var rest = Substring(type.trimmingCharacters(in: .whitespaces))
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...].drop { $0 == " " }
        }
        guard rest.first == "(" else { return false }
        var depth = 0
        for index in rest.indices {
            switch rest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                guard depth == 0 else { continue }
                let after = rest[rest.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return after.hasPrefix("->") || after.hasPrefix("async") || after.hasPrefix("throws")
            default: continue
            }
        }
        return false
    }
}

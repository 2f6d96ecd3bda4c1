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

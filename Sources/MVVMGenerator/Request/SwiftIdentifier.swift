/// Validation of the identifiers a scaffold turns into type, file and folder names.
enum SwiftIdentifier {
    /// Swift keywords, which cannot name a type, property or module without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "Type", "Protocol", "some", "any",
    ]

    /// The suffixes a user may type after a screen name; they are removed.
    static let screenSuffixes = ["ViewModelContract", "ViewModel", "View"]

    enum Case {
        case upper
        case lower
        case any
    }

    /// Checks `value` is ASCII letters, digits and `_`, starting with a letter of the given case.
    static func validate(_ value: String, role: String, case letterCase: Case) throws(ScaffoldError) {
        func fail(_ reason: String) -> ScaffoldError {
            .invalidIdentifier(role: role, value: value, reason: reason)
        }
        guard let first = value.first else { throw fail("it is empty") }
        if let bad = value.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) {
            let shown = bad == " " ? "a space" : "'\(bad)'"
            throw fail("it contains \(shown); use only letters, digits and '_'")
        }
        guard first.isLetter else { throw fail("it must start with a letter") }
        switch letterCase {
        case .upper where !first.isUppercase:
            throw fail("it must be UpperCamelCase, e.g. '\(first.uppercased())\(value.dropFirst())'")
        case .lower where !first.isLowercase:
            throw fail("it must be lowerCamelCase, e.g. '\(first.lowercased())\(value.dropFirst())'")
        default:
            break
        }
        guard !keywords.contains(value) else { throw fail("it is a Swift keyword") }
    }

    /// `value` without a trailing `View`, `ViewModel` or `ViewModelContract`, validated as
    /// an UpperCamelCase screen name.
    static func screenName(_ value: String, role: String) throws(ScaffoldError) -> String {
        var name = value
        if let suffix = screenSuffixes.first(where: { value.hasSuffix($0) && value.count > $0.count }) {
            name = String(value.dropLast(suffix.count))
        }
        try validate(name, role: role, case: .upper)
        return name
    }

    /// `TaskList` → `taskList`.
    static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `taskList` → `TaskList`.
    static func upperCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `submitButtonLabel` → `Submit Button Label`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in upperCamel(name) {
            if character.isUppercase, !result.isEmpty, result.last != " " { result.append(" ") }
            result.append(character)
        }
        return result
    }
}

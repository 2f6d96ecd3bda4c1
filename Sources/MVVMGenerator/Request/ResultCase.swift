/// One outcome of a FOSMVVM result wrapper: `case success(TaskViewModel)` is
/// `ResultCase(name: "success", screen: "Task")`.
public struct ResultCase: Sendable, Hashable {
    /// The enum case, lowerCamelCase.
    public var name: String
    /// The screen whose view model the case holds, without `View`/`ViewModel` suffix.
    public var screen: String

    /// Validates both parts: `name` lowerCamelCase, `screen` an UpperCamelCase screen name
    /// (a trailing `View`/`ViewModel` is removed).
    public init(name: String, screen: String) throws(ScaffoldError) {
        try SwiftIdentifier.validate(name, role: "case", case: .lower)
        self.name = name
        self.screen = try SwiftIdentifier.screenName(screen, role: "case screen")
    }

    /// Parses `name:Screen`, e.g. `notFound:NotFound` or `success:TaskViewModel`.
    public init(parsing text: String) throws(ScaffoldError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .invalidResultCase(text) }
        try self.init(name: String(parts[0]), screen: String(parts[1]))
    }
}

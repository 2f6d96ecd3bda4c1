import FOSMVVM
import Foundation

public enum SessionState: String, CaseIterable, Codable, Hashable, Sendable {
    case pending
    case running
    case completed

    /// The case's text, from the localization YAML (`SessionState: <case>:`).
    public var localizableString: LocalizableString {
        .localized(for: Self.self, propertyName: rawValue)
    }
}

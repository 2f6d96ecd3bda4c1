import MVVMAnalyzerCore

/// The `convention:` setting: detect it, or force one.
public enum ConventionSetting: Sendable, Hashable {
    case auto
    case fixed(Convention)

    /// Parses `auto`, `fosmvvm`, `contract` or `plain`.
    public init?(rawValue: String) {
        if rawValue == "auto" {
            self = .auto
        } else if let convention = Convention(rawValue: rawValue) {
            self = .fixed(convention)
        } else {
            return nil
        }
    }

    /// Every accepted spelling.
    public static let spellings = ["auto"] + Convention.allCases.map(\.rawValue)
}

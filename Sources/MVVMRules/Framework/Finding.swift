import MVVMAnalyzerCore

/// A problem a rule found, anchored at a tight byte range of one file.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var range: ByteRange
    /// Other places involved, e.g. the view model declared in another file.
    public var relatedLocations: [RelatedLocation]
    public var tags: Set<FindingTag>
    public var fixes: [Fix]

    public init(
        ruleID: String, severity: Severity, message: String, path: String, range: ByteRange,
        relatedLocations: [RelatedLocation] = [], tags: Set<FindingTag> = [], fixes: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.relatedLocations = relatedLocations
        self.tags = tags
        self.fixes = fixes
    }
}

/// A secondary location attached to a finding.
public struct RelatedLocation: Sendable, Hashable, Codable {
    public var path: String
    public var range: ByteRange
    public var message: String

    public init(path: String, range: ByteRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }
}

/// Extra meaning editors render specially (LSP `FindingTag`).
public enum FindingTag: String, Sendable, Hashable, Codable {
    /// Code that can be removed (shown faded).
    case unnecessary
    /// Deprecated code (shown struck through).
    case deprecated
}

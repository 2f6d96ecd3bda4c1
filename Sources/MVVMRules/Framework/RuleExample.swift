import MVVMAnalyzerCore

/// A code sample in a rule's description. In triggering examples `↓` marks where each
/// diagnostic starts and an optional `↑` right after it marks where it ends; the markers are
/// removed before linting.
public struct RuleExample: Sendable {
    public static let startMarker: Character = "↓"
    public static let endMarker: Character = "↑"

    /// The code, with markers.
    public var code: String
    /// The path the code is linted as, relative to the example workspace.
    public var path: String
    /// The convention the example is linted under.
    public var convention: Convention
    /// Other files of the example workspace (relative path → text), for cross-file rules.
    public var supportingFiles: [String: String]

    public init(
        _ code: String, path: String = "Sources/App/ExampleView.swift",
        convention: Convention = .fosmvvm, supportingFiles: [String: String] = [:]
    ) {
        self.code = code
        self.path = path
        self.convention = convention
        self.supportingFiles = supportingFiles
    }

    /// The code without markers.
    public var cleanCode: String {
        code.filter { $0 != Self.startMarker && $0 != Self.endMarker }
    }

    /// The expected diagnostic ranges in `cleanCode` (an empty range at the start when no end
    /// marker follows).
    public var markedRanges: [ByteRange] {
        var ranges: [ByteRange] = []
        var offset = 0
        for character in code {
            if character == Self.startMarker {
                ranges.append(.empty(at: offset))
            } else if character == Self.endMarker, let last = ranges.popLast() {
                ranges.append(ByteRange(start: last.start, end: offset))
            } else {
                offset += character.utf8.count
            }
        }
        return ranges
    }
}

/// A quick fix shown as text before and after applying the rule's first fix for each finding.
public struct RuleCorrection: Sendable {
    public var before: RuleExample
    public var after: String
    /// For fixes that rename the file: the new path, relative to the example workspace.
    public var renamedPath: String?
    /// For fixes that change the example's supporting files: all of them afterwards (relative
    /// path → text), created and renamed files included; `nil` when the fix leaves them alone.
    public var supportingFilesAfter: [String: String]?

    public init(
        _ before: RuleExample, after: String, renamedPath: String? = nil, supportingFilesAfter: [String: String]? = nil
    ) {
        self.before = before
        self.after = after
        self.renamedPath = renamedPath
        self.supportingFilesAfter = supportingFilesAfter
    }
}

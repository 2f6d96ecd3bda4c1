import MVVMRules

/// Which fixes a fix request applies, chosen from a check's findings: the first fix of each named
/// finding, preferred or not; then, when rules are named or no finding is, every preferred fix
/// of the findings `rules` admits (an editor's fix-all). Each finding is chosen once.
public struct FixSelection: Sendable {
    /// A finding named by its place, as `check` reported it (`file` relative to the root).
    public struct Reference: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var rule: String

        public init(file: String, line: Int, column: Int, rule: String) {
            self.file = file
            self.line = line
            self.column = column
            self.rule = rule
        }

        public var description: String { "\(rule) at \(file):\(line):\(column)" }
    }

    /// The fixes to apply, in the order chosen.
    public let candidates: [(finding: MVVMRules.Finding, fix: Fix)]
    /// The named findings that have no fix.
    public let withoutFix: [ReportedFinding]
    private let places: [(finding: MVVMRules.Finding, place: ReportedFinding)]

    /// The selection among `findings` (placed relative to `root`); a named finding that is not
    /// among them is an error, so that nothing is applied to a file that changed since.
    public init(
        from findings: [FindingWithLines], relativeTo root: String, named references: [Reference],
        rules: FindingFilter
    ) throws(FixSelectionError) {
        places = findings.map { ($0.finding, ReportedFinding($0.finding, lines: $0.lines, relativeTo: root)) }
        var candidates: [(finding: MVVMRules.Finding, fix: Fix)] = []
        var withoutFix: [ReportedFinding] = []
        var missing: [Reference] = []
        for reference in references {
            guard let match = places.first(where: { $0.place.matches(reference) }) else {
                missing.append(reference)
                continue
            }
            if let fix = match.finding.fixes.first {
                candidates.append((match.finding, fix))
            } else {
                withoutFix.append(match.place)
            }
        }
        guard missing.isEmpty else { throw FixSelectionError(missing: missing) }
        if !rules.rules.isEmpty || references.isEmpty {
            for linted in findings where rules.admits(linted.finding) {
                guard let fix = linted.finding.fixes.first(where: \.isPreferred),
                    !candidates.contains(where: { $0.finding == linted.finding })
                else { continue }
                candidates.append((linted.finding, fix))
            }
        }
        self.candidates = candidates
        self.withoutFix = withoutFix
    }

    /// Where `finding`, one of the selection's findings, was reported.
    public func place(of finding: MVVMRules.Finding) -> ReportedFinding? {
        places.first { $0.finding == finding }?.place
    }
}

/// Named findings that a fix request cannot find in the workspace now.
public struct FixSelectionError: Error, Sendable, CustomStringConvertible {
    public let missing: [FixSelection.Reference]

    public var description: String {
        "no such finding now: " + missing.map(\.description).joined(separator: ", ")
            + "; the file may have changed since it was checked: run check again. Nothing was written."
    }
}

extension ReportedFinding {
    /// Whether this is the finding `reference` names.
    func matches(_ reference: FixSelection.Reference) -> Bool {
        file == reference.file && line == reference.line && column == reference.column && rule == reference.rule
    }
}

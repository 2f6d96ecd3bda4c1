import MVVMAnalyzerCore

/// The lines each suppression directive covers, per rule id it names (an alias read as the id
/// it stands for).
struct SuppressionRegions {
    /// One rule id of one directive and the zero-based lines it covers.
    struct Entry {
        let directiveIndex: Int
        let idIndex: Int
        let ruleID: String
        let lines: ClosedRange<Int>
    }

    let directives: [SuppressionDirective]
    let entries: [Entry]

    init(directives: [SuppressionDirective], lines: LineTable) {
        self.directives = directives
        let lastLine = max(0, lines.lineCount - 1)
        var entries: [Entry] = []
        for (index, directive) in directives.enumerated() where directive.action == .disable {
            let line = lines.lineIndex(containing: directive.range.start)
            for (idIndex, writtenID) in directive.ruleIDs.enumerated() {
                let id = RuleRegistry.canonicalID(writtenID)
                let covered: ClosedRange<Int>
                switch directive.scope {
                case .this: covered = line...line
                case .next: covered = (line + 1)...(line + 1)
                case .previous: covered = max(0, line - 1)...max(0, line - 1)
                case .region:
                    let end =
                        directives[(index + 1)...].first { later in
                            later.action == .enable
                                && later.ruleIDs.contains { enabled in
                                    RuleRegistry.canonicalID(enabled) == id || enabled == SuppressionDirective.allRules
                                }
                        }.map { lines.lineIndex(containing: $0.range.start) } ?? lastLine
                    covered = line...max(line, end)
                }
                entries.append(Entry(directiveIndex: index, idIndex: idIndex, ruleID: id, lines: covered))
            }
        }
        self.entries = entries
    }

    /// The entries that suppress `ruleID` on `line`; `all` counts unless `explicitOnly`.
    func entries(suppressing ruleID: String, onLine line: Int, explicitOnly: Bool = false) -> [Entry] {
        entries.filter { entry in
            entry.lines.contains(line)
                && (entry.ruleID == ruleID || (!explicitOnly && entry.ruleID == SuppressionDirective.allRules))
        }
    }
}

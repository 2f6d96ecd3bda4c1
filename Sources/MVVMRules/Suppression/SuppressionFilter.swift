import MVVMAnalyzerCore

/// Applies a file's suppression comments to its diagnostics and reports the suppressions that
/// suppress nothing (`mvvm/superfluous-suppression`). FOSMVVM review directives
/// (`// fosmvvm-review:…`) suppress the rule of their check but are never called superfluous:
/// the review skill reads them too, for checks no rule decides.
struct SuppressionFilter {
    let file: SourceFile
    /// Rules that ran on the file, by id; a suppression of a rule that is off is not judged.
    let enabledRuleIDs: Set<String>
    let knownRuleIDs: Set<String>
    /// Context for superfluous-suppression diagnostics, `nil` when that rule is off.
    let superfluousContext: RuleContext?

    func apply(to diagnostics: [Finding]) -> [Finding] {
        let directives = file.facts.suppressions
        guard !directives.isEmpty else { return diagnostics }
        let regions = SuppressionRegions(directives: directives, lines: file.lines)
        var used: Set<[Int]> = []
        var kept: [Finding] = []
        for diagnostic in diagnostics {
            let line = file.lines.lineIndex(containing: diagnostic.range.start)
            let covering = regions.entries(suppressing: diagnostic.ruleID, onLine: line)
            covering.forEach { used.insert([$0.directiveIndex, $0.idIndex]) }
            if covering.isEmpty { kept.append(diagnostic) }
        }
        guard let context = superfluousContext else { return kept }
        let superfluousID = context.ruleID
        for diagnostic in superfluous(regions: regions, used: used, context: context) {
            let line = file.lines.lineIndex(containing: diagnostic.range.start)
            if regions.entries(suppressing: superfluousID, onLine: line, explicitOnly: true).isEmpty {
                kept.append(diagnostic)
            }
        }
        return kept
    }

    private func superfluous(regions: SuppressionRegions, used: Set<[Int]>, context: RuleContext) -> [Finding] {
        var diagnostics: [Finding] = []
        for (index, directive) in regions.directives.enumerated()
        where directive.action == .disable && directive.dialect == .mvvmLSP {
            var unused: [(idIndex: Int, reason: String)] = []
            var judged = 0
            for (idIndex, id) in directive.ruleIDs.enumerated() {
                if id == context.ruleID { continue }
                if id != SuppressionDirective.allRules, !knownRuleIDs.contains(RuleRegistry.canonicalID(id)) {
                    unused.append((idIndex, "`\(id)` is not a mvvm-lsp rule"))
                    judged += 1
                    continue
                }
                guard id == SuppressionDirective.allRules || enabledRuleIDs.contains(RuleRegistry.canonicalID(id))
                else { continue }
                judged += 1
                if !used.contains([index, idIndex]) {
                    unused.append((idIndex, "no `\(id)` diagnostic \(Self.place(of: directive.scope)) to suppress"))
                }
            }
            guard !unused.isEmpty else { continue }
            let edits = SuppressionCommentEdits(lines: file.lines)
            if unused.count == directive.ruleIDs.count, judged == directive.ruleIDs.count {
                diagnostics.append(
                    context.diagnostic(
                        "Superfluous suppression: " + unused.map(\.reason).joined(separator: "; "),
                        at: directive.range, tags: [.unnecessary],
                        fixes: [
                            context.fix(
                                "Remove the suppression comment", isPreferred: true, [edits.removal(of: directive)])
                        ]
                    ))
            } else {
                for entry in unused {
                    diagnostics.append(
                        context.diagnostic(
                            "Superfluous suppression: \(entry.reason)",
                            at: directive.ruleIDRanges[entry.idIndex], tags: [.unnecessary],
                            fixes: [
                                context.fix(
                                    "Remove `\(directive.ruleIDs[entry.idIndex])` from the suppression",
                                    isPreferred: true,
                                    [edits.removal(ofID: entry.idIndex, in: directive)]
                                )
                            ]
                        ))
                }
            }
        }
        return diagnostics
    }

    private static func place(of scope: SuppressionDirective.Scope) -> String {
        switch scope {
        case .region: "in its region"
        case .next: "on the next line"
        case .this: "on this line"
        case .previous: "on the previous line"
        }
    }
}

import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

extension LanguageServer {
    /// Hover over a finding: what it says, why the rule asks for it (its rationale, in a few
    /// lines) and the fixes its code actions apply; over a rule id in a suppression comment,
    /// the rule's reference: its defaults per convention, with the reason. Nil elsewhere.
    func ruleHover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let path = FileURI.path(of: params.textDocument.uri) else { return nil }
        let outcome = lint(path: path)
        guard let file = outcome.file else { return nil }
        let unit: ColumnUnit = positionEncoding == .utf8 ? .utf8 : .utf16
        let offset = file.lines.offset(
            of: LineColumn(line: params.position.line, column: params.position.character), unit: unit)
        if let reference = ruleReferenceHover(at: offset, in: file, converter: outcome) { return reference }
        let covering = outcome.findings.indices.filter { index in
            let range = outcome.findings[index].range
            return range.start <= offset && offset <= range.end
        }
        guard let first = covering.first else { return nil }
        var sections: [String] = []
        var seen: Set<String> = []
        for index in covering {
            let finding = outcome.findings[index]
            guard seen.insert(finding.ruleID + "\n" + finding.message).inserted,
                let description = RuleRegistry.rule(withID: finding.ruleID).map({ type(of: $0).description })
            else { continue }
            sections.append(Self.findingMarkdown(finding, description))
        }
        guard !sections.isEmpty else { return nil }
        return Hover(
            contents: .markdown(sections.joined(separator: "\n\n---\n\n")),
            range: outcome.diagnostics[first].range)
    }

    /// The reference of the rule whose id the cursor is on in a suppression comment.
    private func ruleReferenceHover(at offset: Int, in file: SourceFile, converter outcome: LintOutcome) -> Hover? {
        for directive in file.facts.suppressions {
            for (id, range) in zip(directive.ruleIDs, directive.ruleIDRanges)
            where range.start <= offset && offset <= range.end {
                guard let description = RuleRegistry.rule(withID: id).map({ type(of: $0).description }) else {
                    return nil
                }
                return Hover(contents: .markdown(Self.ruleDefaultsMarkdown(description)), range: nil)
            }
        }
        return nil
    }

    /// A finding as hover shows it: rule and severity, its message, the rule's rationale in a
    /// few lines, and its fixes.
    static func findingMarkdown(_ finding: Finding, _ description: RuleDescription) -> String {
        var lines = [
            "**\(description.id)** (\(finding.severity.rawValue)) — \(description.name)", "",
            finding.message, "",
            "_Why:_ " + description.shortRationale,
        ]
        if !finding.fixes.isEmpty {
            lines += [
                "", "_Fix:_ " + finding.fixes.map(\.title).joined(separator: "; ") + " (a quick fix on this line)",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// A rule's id, name and its defaults per convention, with why.
    static func ruleDefaultsMarkdown(_ description: RuleDescription) -> String {
        let defaults = description.defaultSeverities
        var lines = [
            "**\(description.id)** — \(description.name)", "", description.summary, "",
            "| convention | default | why |", "|---|---|---|",
        ]
        for convention in Convention.allCases {
            var cell = defaults[convention]?.rawValue ?? "off"
            if convention == .plain, defaults[.plain] == nil,
                let strict = defaults.severity(in: .plain, plainProfile: .strict)
            {
                cell += " (strict: \(strict.rawValue))"
            }
            let reason = defaults.reason(in: convention).replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(convention.rawValue) | \(cell) | \(reason) |")
        }
        return lines.joined(separator: "\n")
    }
}

import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMRules

extension LanguageServer {
    /// Hover over a finding: its rule, the severity it was reported with, and the rule's
    /// default in each convention with the reason (plain code: on by default, strict profile
    /// only, or never). Nil where no finding covers the position.
    func ruleHover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let path = FileURI.path(of: params.textDocument.uri) else { return nil }
        let outcome = lint(path: path)
        guard let file = outcome.file else { return nil }
        let unit: ColumnUnit = positionEncoding == .utf8 ? .utf8 : .utf16
        let offset = file.lines.offset(of: LineColumn(line: params.position.line, column: params.position.character), unit: unit)
        let covering = outcome.findings.indices.filter { index in
            let range = outcome.findings[index].range
            return range.start <= offset && offset <= range.end
        }
        guard let first = covering.first else { return nil }
        var sections: [String] = []
        var seen: Set<String> = []
        for index in covering where seen.insert(outcome.findings[index].ruleID).inserted {
            let finding = outcome.findings[index]
            guard let description = RuleRegistry.rule(withID: finding.ruleID).map({ type(of: $0).description }) else { continue }
            sections.append(Self.ruleDefaultsMarkdown(description, reportedAs: finding.severity))
        }
        guard !sections.isEmpty else { return nil }
        return Hover(contents: .markdown(sections.joined(separator: "\n\n---\n\n")),
                     range: outcome.diagnostics[first].range)
    }

    /// A rule's id, name, the severity of this finding and its defaults per convention, with why.
    static func ruleDefaultsMarkdown(_ description: RuleDescription, reportedAs severity: Severity) -> String {
        let defaults = description.defaultSeverities
        var lines = [
            "**\(description.id)** — \(description.name) (\(severity.rawValue) here)", "",
            "| convention | default | why |", "|---|---|---|",
        ]
        for convention in Convention.allCases {
            var cell = defaults[convention]?.rawValue ?? "off"
            if convention == .plain, defaults[.plain] == nil,
               let strict = defaults.severity(in: .plain, plainProfile: .strict) {
                cell += " (strict: \(strict.rawValue))"
            }
            let reason = defaults.reason(in: convention).replacingOccurrences(of: "|", with: "\\|")
            lines.append("| \(convention.rawValue) | \(cell) | \(reason) |")
        }
        return lines.joined(separator: "\n")
    }
}

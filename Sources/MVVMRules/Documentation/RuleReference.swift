import MVVMAnalyzerCore

/// Renders the rule reference (`Protocol/rules.md`) from the rule descriptions.
public enum RuleReference {
    public static func markdown(for rules: [any Rule] = RuleRegistry.rules) -> String {
        var out = """
        # mvvm-lsp rule reference

        Generated from the rule descriptions (`RuleReference.markdown()`); do not edit by hand.
        Severities are defaults per convention (`off` = not run); configure them in `.mvvm-lsp.yml`.
        In plain SwiftUI code a rule is on by default only when its findings are defects or
        departures shown by the flagged view's own code; `plainProfile: strict` also turns on the
        rules marked "strict" (preferences many plain apps do not share). Each rule's section says
        why it is on or off in each convention.
        In examples `↓` marks where a diagnostic starts and `↑` where it ends.

        | id | fosmvvm | contract | plain | fix |
        |---|---|---|---|---|

        """
        let descriptions = rules.map { type(of: $0).description }
        for description in descriptions {
            let severities = description.defaultSeverities
            let cells = [severities[.fosmvvm], severities[.contract]].map { $0?.rawValue ?? "off" } + [plainCell(severities)]
            out += "| [\(description.id)](#\(anchor(description.id))) | \(cells.joined(separator: " | ")) | \(description.corrections.isEmpty ? "" : "✎") |\n"
        }
        out += reviewChecks(descriptions)
        for description in descriptions {
            out += "\n" + section(description)
        }
        return out
    }

    /// Every check of FOSMVVM's review skill with the rule that decides it, or why none does.
    private static func reviewChecks(_ descriptions: [RuleDescription]) -> String {
        var out = """

        ## FOSMVVM review checks

        The checks of FOSMVVM's own review skill (`fosmvvm-review`, FOSUtilities 0.13). A rule \
        answers to its check's name too (`fosmvvm/<check>`) in `.mvvm-lsp.yml`, in rule filters and \
        in suppressions; `// fosmvvm-review:disable…` comments and `.fosmvvm-review.yml` are honoured \
        (see the README).

        | check | area | review severity | rule | not decided by the rule |
        |---|---|---|---|---|

        """
        for check in FOSMVVMReviewCatalog.checks {
            let rule = descriptions.first { $0.reviewCheck == check.name }
            let ruleCell = rule.map { "[\($0.id)](#\(anchor($0.id)))" } ?? "—"
            let reason = rule == nil ? check.coverage.reason ?? "not implemented yet" : check.coverage.reason ?? ""
            out += "| `\(check.name)` | \(check.area) | \(check.severity.rawValue) | \(ruleCell) | \(reason) |\n"
        }
        return out
    }

    /// One rule's section of the reference: its severities, summary, rationale, examples and
    /// corrections; nil for an unknown id.
    public static func markdown(forRule id: String, in rules: [any Rule] = RuleRegistry.rules) -> String? {
        rules.first { $0.id == id }.map { section(type(of: $0).description) }
    }

    private static func section(_ description: RuleDescription) -> String {
        let severities = description.defaultSeverities
        var out = """
        ## \(description.id)

        **\(description.name)**\(description.reviewCheck.map { " · review check `\($0)`" } ?? "") · fosmvvm: \(severities[.fosmvvm]?.rawValue ?? "off") · \
        contract: \(severities[.contract]?.rawValue ?? "off") · plain: \(plainCell(severities))

        \(description.summary)

        \(description.rationale)

        Defaults: FOSMVVM — \(severities.reason(in: .fosmvvm)) Contract — \(severities.reason(in: .contract)) \
        Plain — \(severities.reason(in: .plain))

        """
        out += examples("Triggering examples", description.triggeringExamples)
        out += examples("Non-triggering examples", description.nonTriggeringExamples)
        if !description.corrections.isEmpty {
            out += "\n### Corrections\n"
            for correction in description.corrections {
                let rename = correction.renamedPath.map { " (file renamed to `\($0)`)" } ?? ""
                out += "\nBefore (`\(correction.before.path)`, \(correction.before.convention.rawValue)):\n\n"
                out += fenced(correction.before.code) + supporting(correction.before.supportingFiles)
                out += "\nAfter\(rename):\n\n" + fenced(correction.after)
                if let files = correction.supportingFilesAfter, files != correction.before.supportingFiles {
                    out += supporting(files.filter { correction.before.supportingFiles[$0.key] != $0.value })
                }
            }
        }
        return out
    }

    /// The plain column: the default severity, or `off (strict: …)` for strict-profile rules.
    private static func plainCell(_ severities: DefaultSeverities) -> String {
        if let severity = severities[.plain] { return severity.rawValue }
        return severities.severity(in: .plain, plainProfile: .strict).map { "off (strict: \($0.rawValue))" } ?? "off"
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var out = "\n### \(title)\n"
        for example in examples {
            out += "\n`\(example.path)`, \(example.convention.rawValue):\n\n" + fenced(example.code)
            out += supporting(example.supportingFiles)
        }
        return out
    }

    /// An example's other workspace files, by path.
    private static func supporting(_ files: [String: String]) -> String {
        files.keys.sorted().map { path in
            let language = path.hasSuffix(".swift") ? "swift" : "yaml"
            return "\nwith `\(path)`:\n\n" + fenced(files[path]!, language: language)
        }.joined()
    }

    private static func fenced(_ code: String, language: String = "swift") -> String {
        "```\(language)\n\(code)\n```\n"
    }

    private static func anchor(_ id: String) -> String {
        id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}

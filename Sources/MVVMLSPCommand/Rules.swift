import ArgumentParser
import Foundation
import MVVMRules

/// `mvvm-lsp rules`: the rule catalog.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every rule with its default severity per convention.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp(
        "Write the Markdown rule reference to this file ('-' for standard output) instead of the list.",
        valueName: "path"))
    var markdown: String?

    func run() throws {
        if let markdown {
            let reference = RuleReference.markdown()
            if markdown == "-" {
                print(reference, terminator: "")
            } else {
                try reference.write(toFile: markdown, atomically: true, encoding: .utf8)
            }
            return
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(RuleMetadata.all), as: UTF8.self))
        case .text:
            for rule in RuleMetadata.all {
                let defaults = ["fosmvvm", "contract", "plain"].map { convention in
                    var severity = rule.defaultSeverities[convention]?.rawValue ?? "off"
                    if convention == "plain", rule.defaultSeverities[convention] == nil, let strict = rule.strictPlainSeverity {
                        severity += " (strict: \(strict.rawValue))"
                    }
                    return "    \(convention): \(severity) — \(rule.defaultReasons[convention] ?? "")"
                }.joined(separator: "\n")
                print("\(rule.id)\(rule.hasFixes ? " ✎" : "")\n    \(rule.summary)\n\(defaults)")
            }
        }
    }
}

import ArgumentParser
import Foundation
import MVVMRules

/// `mvvm-lsp rules`: the rule catalog.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", // spelled out: deriving it from the type costs runtime lookups at every start
        abstract: "List every rule with its default severity per convention.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write the Markdown rule reference to this file ('-' for standard output) instead of the list.",
            valueName: "path"))
    var markdown: String?

    @Flag(
        help:
            "List the checks of FOSMVVM's review skill (fosmvvm-review) with the rule deciding each, or why none does.")
    var reviewChecks = false

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
        switch (format, reviewChecks) {
        case (.json, false):
            print(try Self.json(RuleMetadata.all))
        case (.json, true):
            print(try Self.json(ReviewCheckMetadata.all))
        case (.text, true):
            printReviewChecks()
        case (.text, false):
            for rule in RuleMetadata.all {
                let defaults = ["fosmvvm", "contract", "plain"].map { convention in
                    var severity = rule.defaultSeverities[convention]?.rawValue ?? "off"
                    if convention == "plain", rule.defaultSeverities[convention] == nil,
                        let strict = rule.strictPlainSeverity
                    {
                        severity += " (strict: \(strict.rawValue))"
                    }
                    return "    \(convention): \(severity) — \(rule.defaultReasons[convention] ?? "")"
                }.joined(separator: "\n")
                let aliases = rule.aliases.isEmpty ? "" : " (also \(rule.aliases.joined(separator: ", ")))"
                print("\(rule.id)\(rule.hasFixes ? " ✎" : "")\(aliases)\n    \(rule.summary)\n\(defaults)")
            }
            print("")
            printReviewChecks()
        }
    }

    private func printReviewChecks() {
        print("FOSMVVM review checks (fosmvvm-review):")
        for check in ReviewCheckMetadata.all {
            let decided = check.rule.map { "rule \($0)" } ?? "no rule"
            let reason = check.reason.map { " — \($0)" } ?? ""
            print("  \(check.check) [\(check.area), \(check.reviewSeverity)]: \(decided)\(reason)")
        }
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

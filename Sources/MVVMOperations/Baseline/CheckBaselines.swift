import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// The baselines of one `check` run: the `--baseline` file for every finding, or else the
/// `baseline:` setting in effect for each finding's file. Loads each file once and keeps one
/// matcher per file, so counts are used up across the whole run.
public struct CheckBaselines: Sendable {
    /// `--baseline FILE` (absolute), overriding the configuration.
    public let explicitPath: String?
    private var matchers: [String: BaselineMatcher] = [:]

    public init(explicitPath: String?) {
        self.explicitPath = explicitPath
    }

    /// Whether any baseline was used.
    public var isEmpty: Bool { matchers.isEmpty }

    /// The baseline files used, sorted.
    public var paths: [String] { matchers.keys.sorted() }

    /// `findings` of `workspace` less those a baseline hides, and how many it hid.
    public mutating func filter(_ findings: [LintedFinding], in workspace: CheckWorkspace)
        throws(BaselineError) -> (kept: [LintedFinding], hidden: Int)
    {
        var kept: [LintedFinding] = []
        var hidden = 0
        let ordered = findings.sorted { ($0.diagnostic.path, $0.diagnostic.range.start) < ($1.diagnostic.path, $1.diagnostic.range.start) }
        for finding in ordered {
            let path = finding.diagnostic.path
            guard let baselinePath = explicitPath ?? workspace.configuration.resolved(forFile: path).baselinePath else {
                kept.append(finding)
                continue
            }
            if matchers[baselinePath] == nil {
                let baseline = try Baseline.load(path: baselinePath)
                matchers[baselinePath] = BaselineMatcher(
                    baseline, folder: (baselinePath as NSString).deletingLastPathComponent,
                    fileExists: { workspace.hasFile($0) || FileManager.default.fileExists(atPath: $0) })
            }
            if matchers[baselinePath]!.hides(BaselineFinding(finding)) {
                hidden += 1
            } else {
                kept.append(finding)
            }
        }
        return (kept, hidden)
    }

    /// Entries of the used baselines that no longer match a finding, by baseline file: those
    /// of files the run linted (`linted`) and of files that no longer exist.
    public func staleEntries(linted: Set<String>) -> [(path: String, entries: [Baseline.Entry])] {
        paths.compactMap { path in
            let entries = matchers[path]!.staleEntries { linted.contains($0) || !FileManager.default.fileExists(atPath: $0) }
            return entries.isEmpty ? nil : (path, entries)
        }
    }
}

extension BaselineFinding {
    /// What a baseline compares of a finding in a file with the line table `lines`.
    public init(_ diagnostic: MVVMRules.Finding, lines: LineTable) {
        let line = lines.lineIndex(containing: diagnostic.range.start)
        let text = lines.text(in: ByteRange(start: lines.lineStarts[line], end: lines.contentEnd(ofLine: line)))
        self.init(path: diagnostic.path, rule: diagnostic.ruleID, lineText: text)
    }

    /// What a baseline compares of a `check` finding.
    public init(_ finding: LintedFinding) {
        self.init(finding.diagnostic, lines: finding.lines)
    }
}

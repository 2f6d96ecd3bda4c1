import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// Which findings the baselines in effect hide: the one baseline filter of `check`, the MCP
/// `check` tool and the language server. A file's baseline is `explicitPath` (`check
/// --baseline FILE`) or else its `baseline:` setting. Each baseline file is loaded once, by
/// `load`, and keeps one matcher, so its counts are used up across every file judged: `check`
/// keeps one filter for a whole run, the language server makes one for each file it lints.
public struct BaselineFilter<LoadFailure: Error> {
    /// `--baseline FILE` (absolute), overriding the configuration.
    public let explicitPath: String?
    /// Reads a baseline file; nil leaves the file's findings as they are (the language server,
    /// after logging why).
    private let load: (String) throws(LoadFailure) -> Baseline?
    private var matchers: [String: BaselineMatcher] = [:]

    public init(explicitPath: String?, load: @escaping (String) throws(LoadFailure) -> Baseline?) {
        self.explicitPath = explicitPath
        self.load = load
    }

    /// Whether any baseline was used.
    public var isEmpty: Bool { matchers.isEmpty }

    /// The baseline files used, sorted.
    public var paths: [String] { matchers.keys.sorted() }

    /// The findings of the file at `path` (its line table `lines`), in source order, each with
    /// whether a baseline hides it. `fileExists` tells a baseline's matcher, when the baseline is
    /// first used, which of the files it names still exist.
    public mutating func judge(
        _ findings: [MVVMRules.Finding], path: String, lines: LineTable,
        configuration: ConfigurationSet, fileExists: (String) -> Bool
    )
        throws(LoadFailure) -> [(finding: MVVMRules.Finding, isHidden: Bool)]
    {
        let ordered = findings.sorted { $0.range.start < $1.range.start }
        guard !ordered.isEmpty,
            let baselinePath = explicitPath ?? configuration.resolved(forFile: path).baselinePath,
            try matcherExists(for: baselinePath, fileExists: fileExists)
        else { return ordered.map { ($0, false) } }
        return ordered.map { ($0, matchers[baselinePath]!.hides(BaselineEntry($0, lines: lines))) }
    }

    /// Entries of the used baselines that no longer match a finding, by baseline file: those
    /// of files the run linted (`linted`) and of files that no longer exist.
    public func staleEntries(linted: Set<String>) -> [(path: String, entries: [Baseline.Entry])] {
        paths.compactMap { path in
            let entries = matchers[path]!.staleEntries {
                linted.contains($0) || !FileManager.default.fileExists(atPath: $0)
            }
            return entries.isEmpty ? nil : (path, entries)
        }
    }

    /// Makes the matcher of the baseline at `path` if there is none yet; false when the
    /// baseline cannot be used.
    private mutating func matcherExists(for path: String, fileExists: (String) -> Bool) throws(LoadFailure) -> Bool {
        if matchers[path] != nil { return true }
        guard let baseline = try load(path) else { return false }
        matchers[path] = BaselineMatcher(
            baseline, folder: (path as NSString).deletingLastPathComponent, fileExists: fileExists)
        return true
    }
}

extension BaselineFilter where LoadFailure == BaselineError {
    /// The filter of a `check` run: a baseline that cannot be read fails the run.
    public init(explicitPath: String?) {
        self.init(explicitPath: explicitPath) { (path: String) throws(BaselineError) -> Baseline? in
            try Baseline.load(path: path)
        }
    }
}

extension BaselineEntry {
    /// What a baseline compares of a finding in a file with the line table `lines`.
    public init(_ diagnostic: MVVMRules.Finding, lines: LineTable) {
        let line = lines.lineIndex(containing: diagnostic.range.start)
        let text = lines.text(in: ByteRange(start: lines.lineStarts[line], end: lines.contentEnd(ofLine: line)))
        self.init(path: diagnostic.path, rule: diagnostic.ruleID, lineText: text)
    }
}

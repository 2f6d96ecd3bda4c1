import Foundation
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules

/// A file's findings after its `baseline:` setting: those the baseline hides are dropped, or,
/// with `showBaselined: true`, kept and marked so they are shown as hints.
struct BaselinedFindings {
    var findings: [MVVMRules.Finding]
    /// Indices into `findings` of those the baseline lists (only with `showBaselined`).
    var baselined: Set<Int> = []
}

extension LanguageServer {
    /// Applies the baseline in effect for `path` to its `findings`.
    func applyingBaseline(_ findings: [MVVMRules.Finding], path: String, lines: LineTable,
                          configuration: ConfigurationSet, snapshot: WorkspaceSnapshot) -> BaselinedFindings {
        let resolved = configuration.resolved(forFile: path)
        guard !findings.isEmpty, let baselinePath = resolved.baselinePath else { return BaselinedFindings(findings: findings) }
        let (loading, isNewFailure) = baselines.baseline(at: baselinePath)
        let baseline: Baseline
        switch loading {
        case .success(let loaded):
            baseline = loaded
        case .failure(let error):
            if isNewFailure { logger.warning("Baseline not applied: \(error)") }
            return BaselinedFindings(findings: findings)
        }
        var matcher = BaselineMatcher(
            baseline, folder: (baselinePath as NSString).deletingLastPathComponent,
            fileExists: { snapshot.sourceFiles[$0] != nil || FileManager.default.fileExists(atPath: $0) })
        let ordered = findings.sorted { $0.range.start < $1.range.start }
        var shown = BaselinedFindings(findings: [])
        for finding in ordered {
            let hidden = matcher.hides(BaselineFinding(finding, lines: lines))
            guard !hidden || resolved.showBaselined else { continue }
            if hidden { shown.baselined.insert(shown.findings.count) }
            shown.findings.append(finding)
        }
        return shown
    }
}

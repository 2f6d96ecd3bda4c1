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
    /// Applies the baseline in effect for `path` to its `findings`, through `check`'s
    /// `BaselineFilter`; a baseline that cannot be read is logged once and not applied.
    func applyingBaseline(
        _ findings: [MVVMRules.Finding], path: String, lines: LineTable,
        configuration: ConfigurationSet, snapshot: WorkspaceSnapshot
    ) -> BaselinedFindings {
        var filter = BaselineFilter(explicitPath: nil) { [baselines, logger] (baselinePath: String) -> Baseline? in
            let (loading, isNewFailure) = baselines.baseline(at: baselinePath)
            switch loading {
            case .success(let baseline):
                return baseline
            case .failure(let error):
                if isNewFailure { logger.warning("Baseline not applied: \(error)") }
                return nil
            }
        }
        let judged = filter.judge(
            findings, path: path, lines: lines, configuration: configuration,
            fileExists: { snapshot.sourceFiles[$0] != nil || FileManager.default.fileExists(atPath: $0) })
        let showBaselined = configuration.resolved(forFile: path).showBaselined
        var shown = BaselinedFindings(findings: [])
        for (finding, isHidden) in judged where !isHidden || showBaselined {
            if isHidden { shown.baselined.insert(shown.findings.count) }
            shown.findings.append(finding)
        }
        return shown
    }
}

import MVVMAnalyzerCore
import MVVMRules

/// Which files' syntax trees a `check` keeps while it reads a root: those its lint may walk.
///
/// A file is linted with a walk of its tree only when a rule that visits syntax nodes runs on
/// it. In plain code (no FOSMVVM or contract evidence anywhere in the workspace) that takes
/// a configuration that enables such a rule there; the default plain rules read facts only.
/// So trees are kept from the first file that shows a convention on, and before that only
/// where the configuration would walk a plain file. A file read before the first evidence
/// that turns out to need its tree is parsed again when it is linted. Keeping trees that no
/// rule walks cost gem-ios (2,040 files) 110 MB and a sixth of the run in page faults.
/// A rule whose file-level check reads a tree (the navigation rule, on plain views with a
/// navigation-like call) has it parsed again too: keeping those trees as well saved 3 % of the
/// instructions but raised the peak on 12,218 real files from 193 MB to 321 MB.
final class TreesWorthKeeping: Sendable {
    private let linter: Linter
    private let state = Locked<(conventionSeen: Bool, walksPlainFilesByFolder: [String: Bool])>((false, [:]))

    init(configuration: ConfigurationSet) {
        linter = Linter(configuration: configuration)
    }

    /// Whether `file`'s tree may be walked when it is linted.
    func wants(_ file: SourceFile) -> Bool {
        // The snapshot reads a manifest's targets from its tree as the file is added.
        if file.path.hasSuffix("/Package.swift") { return true }
        if file.conventionEvidence.convention != nil {
            state.withLock { $0.conventionSeen = true }
            return true
        }
        let folder = String(file.path[..<(file.path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? file.path.startIndex)])
        return state.withLock { state in
            if state.conventionSeen { return true }
            // Configuration layers are per folder (a review exclusion by path only removes rules).
            if let known = state.walksPlainFilesByFolder[folder] { return known }
            let walks = linter.mayWalkPlainFile(at: file.path)
            state.walksPlainFilesByFolder[folder] = walks
            return walks
        }
    }
}

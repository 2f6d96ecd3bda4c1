import MVVMAnalyzerCore
import MVVMRules

/// Which files' syntax trees a `check` keeps while it reads a root: those its lint may walk.
///
/// A file's tree is read when it is linted only by a rule that visits syntax nodes or whose
/// check reads the tree there (`Rule.checkReadsTree`). In plain code (no FOSMVVM or contract
/// evidence anywhere in the workspace) the default rules read facts, and the navigation rule
/// the trees of views with a navigation-like call. So trees are kept from the first file that
/// shows a convention on, and before that only where a rule enabled in plain code reads them.
/// A file read before the first evidence that turns out to need its tree is parsed again when
/// it is linted. Keeping trees that no rule reads cost gem-ios (2,040 files) 110 MB and a
/// sixth of the run in page faults.
final class TreesWorthKeeping: Sendable {
    private let linter: Linter
    private let state = Locked<(conventionSeen: Bool, plainRulesByFolder: [String: [any Rule]?])>((false, [:]))

    init(configuration: ConfigurationSet) {
        linter = Linter(configuration: configuration)
    }

    /// Whether `file`'s tree may be read when it is linted.
    func wants(_ file: SourceFile) -> Bool {
        // The snapshot reads a manifest's targets from its tree as the file is added.
        if file.path.hasSuffix("/Package.swift") { return true }
        if file.conventionEvidence.convention != nil {
            state.withLock { $0.conventionSeen = true }
            return true
        }
        let folder = String(file.path[..<(file.path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? file.path.startIndex)])
        let plainRules: [any Rule]?? = state.withLock { state in
            if state.conventionSeen { return .some(nil) }
            // Configuration layers are per folder.
            if let known = state.plainRulesByFolder[folder] { return known }
            let rules = linter.rules(forPlainFileAt: file.path)
            state.plainRulesByFolder.updateValue(rules, forKey: folder)  // nil too: a fixed convention
            return rules
        }
        guard case .some(.some(let rules)) = plainRules else { return true }
        return rules.contains { !$0.nodeKinds.isEmpty || $0.checkReadsTree(of: file, in: .plain) }
    }
}

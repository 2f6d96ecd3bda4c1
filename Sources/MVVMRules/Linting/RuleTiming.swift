import MVVMAnalyzerCore

/// Time spent in each rule (its node visits and its file-level check), summed over files and
/// threads: what `check --timing` reports. Files record their times once each, at the end.
public final class RuleTiming: Sendable {
    private let totals = Locked<[String: Duration]>([:])

    public init() {}

    /// Adds one file's time per rule id.
    func add(_ times: [String: Duration]) {
        totals.withLock { totals in
            for (id, time) in times { totals[id, default: .zero] += time }
        }
    }

    /// Every rule that ran, with its total time, slowest first.
    public var slowestFirst: [(ruleID: String, time: Duration)] {
        totals.withLock { $0 }.map { (ruleID: $0.key, time: $0.value) }
            .sorted { ($0.time, $1.ruleID) > ($1.time, $0.ruleID) }
    }
}

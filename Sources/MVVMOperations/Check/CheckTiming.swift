import Foundation
import MVVMRules

/// `check --timing`: where a run's time went, printed on standard error after the report (like
/// SwiftLint's `--benchmark`): each phase's wall-clock time, then each rule's time summed over
/// files and threads, slowest first, with its share of all rule time.
public struct CheckTiming: Sendable {
    private var phases: [(name: String, time: Duration)] = []
    /// Each rule's time, added up by the linter.
    public let rules = RuleTiming()
    /// What the cache gave each root.
    var cacheUse: [(root: String, summary: String)] = []

    public init() {}

    /// Runs `body` as the phase `name` (phases of the same name add up over roots).
    public mutating func measure<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let start = ContinuousClock.now
        let result = try body()
        let time = ContinuousClock.now - start
        if let index = phases.firstIndex(where: { $0.name == name }) {
            phases[index].time += time
        } else {
            phases.append((name, time))
        }
        return result
    }

    /// The report's text.
    public var text: String {
        var lines = ["Timing (phases: wall clock; rules: time in each rule summed over files and threads):"]
        for (name, time) in phases {
            lines.append("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(Self.seconds(time))")
        }
        let ruleTimes = rules.slowestFirst
        let total = ruleTimes.reduce(Duration.zero) { $0 + $1.time }
        for (root, summary) in cacheUse { lines.append("  cache        \(root): \(summary)") }
        lines.append("  rules        \(Self.seconds(total))")
        let width = ruleTimes.map(\.ruleID.count).max() ?? 0
        for (ruleID, time) in ruleTimes {
            let share = total > .zero ? Int((time / total * 100).rounded()) : 0
            lines.append(
                "    \(ruleID.padding(toLength: width, withPad: " ", startingAt: 0))  \(Self.seconds(time))  \(share) %"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        return String(format: "%8.3f s", Double(seconds) + Double(attoseconds) / 1e18)
    }
}

import Foundation
import MVVMAnalyzerCore

/// Keeps indexing out of the way of typing: while an open document is being linted, the
/// indexing workers wait before their next file, so the lint has the processor to itself
/// (the answer to a keystroke is due in milliseconds, the index in seconds).
final class DocumentWorkGate: Sendable {
    private let inFlight = Locked(0)

    /// Runs document work; indexing pauses meanwhile.
    func run<Result>(_ work: () -> Result) -> Result {
        inFlight.withLock { $0 += 1 }
        defer { inFlight.withLock { $0 -= 1 } }
        return work()
    }

    /// Called by an indexing worker before each file: returns once no document work runs, or
    /// after `limit`, so that indexing always progresses.
    func waitWhileDocumentWorkRuns(limit: Duration = .milliseconds(100)) {
        let deadline = ContinuousClock.now + limit
        while inFlight.withLock({ $0 }) > 0, ContinuousClock.now < deadline {
            usleep(200)
        }
    }
}

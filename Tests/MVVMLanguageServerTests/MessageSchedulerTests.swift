import MVVMAnalyzerCore
@testable import MVVMLanguageServer
import XCTest

/// Records the order in which scheduled work starts and ends.
private final class Journal: Sendable {
    private let events = Locked<[String]>([])
    func record(_ event: String) { events.withLock { $0.append(event) } }
    var all: [String] { events.withLock { $0 } }
}

final class MessageSchedulerTests: XCTestCase {
    private func work(_ journal: Journal, _ name: String, milliseconds: Int = 0) -> @Sendable () async -> Void {
        {
            journal.record("start \(name)")
            if milliseconds > 0 { try? await Task.sleep(for: .milliseconds(milliseconds)) }
            journal.record("end \(name)")
        }
    }

    func testUpdatesToOneDocumentRunInOrder() async {
        let scheduler = MessageScheduler()
        let journal = Journal()
        scheduler.schedule(.documentUpdate("a"), work(journal, "1", milliseconds: 40))
        scheduler.schedule(.documentUpdate("a"), work(journal, "2"))
        await scheduler.waitForAll(timeout: .seconds(5))
        XCTAssertEqual(journal.all, ["start 1", "end 1", "start 2", "end 2"])
    }

    func testDocumentRequestWaitsForEarlierUpdateOfThatDocumentOnly() async {
        let scheduler = MessageScheduler()
        let journal = Journal()
        scheduler.schedule(.documentUpdate("a"), work(journal, "update a", milliseconds: 60))
        scheduler.schedule(.documentRequest("b"), work(journal, "request b"))
        scheduler.schedule(.documentRequest("a"), work(journal, "request a"))
        await scheduler.waitForAll(timeout: .seconds(5))
        let events = journal.all
        XCTAssertLessThan(
            events.firstIndex(of: "end request b")!, events.firstIndex(of: "end update a")!,
            "a request on another document must not wait: \(events)")
        XCTAssertLessThan(
            events.firstIndex(of: "end update a")!, events.firstIndex(of: "start request a")!,
            "a request must see the update sent before it: \(events)")
    }

    func testIndependentRequestsRunConcurrently() async {
        let scheduler = MessageScheduler()
        let journal = Journal()
        scheduler.schedule(.documentRequest("a"), work(journal, "a", milliseconds: 80))
        scheduler.schedule(.documentRequest("a"), work(journal, "b", milliseconds: 80))
        scheduler.schedule(.freestanding, work(journal, "c", milliseconds: 80))
        await scheduler.waitForAll(timeout: .seconds(5))
        let events = journal.all
        XCTAssertEqual(Set(events.prefix(3)), ["start a", "start b", "start c"], "\(events)")
    }

    func testBarrierWaitsForEverythingAndEverythingWaitsForIt() async {
        let scheduler = MessageScheduler()
        let journal = Journal()
        scheduler.schedule(.documentRequest("a"), work(journal, "before", milliseconds: 50))
        scheduler.schedule(.barrier, work(journal, "barrier", milliseconds: 20))
        scheduler.schedule(.freestanding, work(journal, "after"))
        await scheduler.waitForAll(timeout: .seconds(5))
        XCTAssertEqual(
            journal.all,
            [
                "start before", "end before", "start barrier", "end barrier",
                "start after", "end after",
            ])
    }

    func testWorkspaceRequestWaitsForEveryDocumentUpdate() async {
        let scheduler = MessageScheduler()
        let journal = Journal()
        scheduler.schedule(.documentUpdate("a"), work(journal, "a", milliseconds: 40))
        scheduler.schedule(.documentUpdate("b"), work(journal, "b", milliseconds: 60))
        scheduler.schedule(.workspaceRequest, work(journal, "workspace"))
        await scheduler.waitForAll(timeout: .seconds(5))
        XCTAssertEqual(journal.all.suffix(2), ["start workspace", "end workspace"])
    }

    func testWaitForAllGivesUpAfterTheTimeout() async {
        let scheduler = MessageScheduler()
        let clock = ContinuousClock()
        let blocker = scheduler.schedule(.freestanding) { try? await Task.sleep(for: .seconds(30)) }
        let elapsed = await clock.measure { await scheduler.waitForAll(timeout: .milliseconds(100)) }
        blocker.cancel()
        XCTAssertLessThan(elapsed, .seconds(5))
    }
}

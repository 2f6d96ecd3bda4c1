import LanguageServerProtocol
@testable import MVVMLanguageServer
import TestSupport
import XCTest

final class PendingWorkTests: XCTestCase {
    /// Random schedules with work finishing in any order its dependencies allow: new work
    /// waits, directly or through what it waits for, for every unfinished earlier work that
    /// `SchedulingKind.dependsOn` names, and directly only for such work.
    func testDependenciesFollowTheRuleTransitively() {
        var generator = SeededGenerator(seed: 3)
        var pending = PendingWork<Void>()
        var direct: [UInt64: [UInt64]] = [:]
        let documents: [DocumentURI] = ["a", "b", "c"]
        for id in UInt64(0)..<3_000 {
            let kind: SchedulingKind
            switch generator.next() % 20 {
            case 0: kind = .barrier
            case 1, 2: kind = .workspaceRequest
            case 3, 4: kind = .freestanding
            case 5...11: kind = .documentUpdate(documents[Int(generator.next() % 3)])
            default: kind = .documentRequest(documents[Int(generator.next() % 3)])
            }
            let dependencies = pending.dependencies(of: kind)
            let required = Set(pending.entries.filter { kind.dependsOn($0.value.kind) }.keys)
            XCTAssertTrue(Set(dependencies).isSubset(of: required), "\(kind) waits for work it need not wait for")
            var reached = Set<UInt64>()
            var frontier = dependencies
            while let next = frontier.popLast() {
                guard reached.insert(next).inserted else { continue }
                frontier += (direct[next] ?? []).filter { pending.entries[$0] != nil }
            }
            XCTAssertTrue(required.isSubset(of: reached), "\(kind) does not wait for \(required.subtracting(reached))")
            pending.add(id, kind: kind, handle: ())
            direct[id] = dependencies
            // Finish some work whose dependencies have all finished.
            for candidate in pending.entries.keys.sorted() where generator.next() % 3 == 0 {
                if direct[candidate, default: []].allSatisfy({ pending.entries[$0] == nil }) {
                    pending.remove(candidate)
                }
            }
        }
    }

    /// However many requests wait behind an update, the next request on that document waits
    /// for one thing: scheduling costs do not grow with the queue.
    func testRequestsBehindAnUpdateWaitForItAlone() {
        var pending = PendingWork<Void>()
        pending.add(0, kind: .documentUpdate("a"), handle: ())
        for id in UInt64(1)...10_000 {
            pending.add(id, kind: id % 2 == 0 ? .documentRequest("a") : .freestanding, handle: ())
        }
        XCTAssertEqual(pending.dependencies(of: .documentRequest("a")), [0])
        XCTAssertEqual(pending.dependencies(of: .freestanding), [])
        XCTAssertEqual(
            pending.dependencies(of: .documentUpdate("a")).count, 5_001, "an update waits for the requests before it")
        pending.add(10_001, kind: .documentUpdate("a"), handle: ())
        XCTAssertEqual(pending.dependencies(of: .documentRequest("a")), [10_001])
    }
}

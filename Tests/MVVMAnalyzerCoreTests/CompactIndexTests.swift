@testable import MVVMAnalyzerCore
import XCTest

/// The compact containers every file of the workspace keeps: line starts at four bytes a line,
/// fact arrays without growth slack, the name indexes' path sets.
final class CompactIndexTests: XCTestCase {
    func testLineStartsReadAsOffsets() {
        let starts = LineStarts([0, 4, 70_000, 5_000_000])
        XCTAssertEqual(Array(starts), [0, 4, 70_000, 5_000_000])
        XCTAssertEqual(starts.count, 4)
        XCTAssertEqual(starts[2], 70_000)
    }

    func testFactArraysKeepNoGrowthSlack() {
        var grown: [Int] = []
        for value in 0..<33 { grown.append(value) }
        XCTAssertGreaterThan(grown.capacity, grown.count)
        let compact = grown.withExactCapacity
        XCTAssertEqual(compact, grown)
        XCTAssertLessThan(compact.capacity, grown.capacity)
    }

    func testAPathSetHoldsEachPathOnce() {
        var paths: PathSet = ["/a.swift"]
        paths.insert("/b.swift")
        paths.insert("/a.swift")
        XCTAssertEqual(Array(paths), ["/a.swift", "/b.swift"])
        paths.remove("/a.swift")
        XCTAssertEqual(Array(paths), ["/b.swift"])
        paths.remove("/b.swift")
        XCTAssertTrue(paths.isEmpty)
    }
}

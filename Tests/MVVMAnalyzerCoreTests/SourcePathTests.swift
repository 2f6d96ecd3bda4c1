import MVVMAnalyzerCore
import XCTest

/// The one helper for paths below a folder: a path is below a folder only at a slash, and a
/// path outside it is shown as it is.
final class SourcePathTests: XCTestCase {
    func testAPathIsRelativeToAFolderOnlyBelowIt() {
        XCTAssertEqual(SourcePath.relative("/ws/Sources/A.swift", below: "/ws"), "Sources/A.swift")
        XCTAssertNil(SourcePath.relative("/ws2/A.swift", below: "/ws"), "a sibling folder sharing the prefix")
        XCTAssertNil(SourcePath.relative("/ws", below: "/ws"), "the folder itself")
        XCTAssertNil(SourcePath.relative("/other/A.swift", below: "/ws"))
        XCTAssertEqual(SourcePath.relative("/wé/Vues/É.swift", below: "/wé"), "Vues/É.swift")
        XCTAssertTrue(SourcePath.isBelow("/ws/A.swift", "/ws"))
        XCTAssertFalse(SourcePath.isBelow("/wsA.swift", "/ws"))
    }

    func testAPathOutsideTheFolderIsShownAsItIs() {
        XCTAssertEqual(SourcePath.shown("/ws/Sources/A.swift", from: "/ws"), "Sources/A.swift")
        XCTAssertEqual(SourcePath.shown("/elsewhere/A.swift", from: "/ws"), "/elsewhere/A.swift")
    }

    func testFoldersSiblingsAndNames() {
        XCTAssertEqual(SourcePath.folder(of: "/ws/Sources/A.swift"), "/ws/Sources")
        XCTAssertEqual(SourcePath.folder(of: "A.swift"), ".")
        XCTAssertEqual(SourcePath.sibling(named: "B.swift", of: "/ws/A.swift"), "/ws/B.swift")
        XCTAssertEqual(SourcePath.sibling(named: "B.swift", of: "A.swift"), "B.swift")
        XCTAssertEqual(SourcePath.fileName(of: "/ws/Sources/A.swift"), "A.swift")
    }
}

import MVVMAnalyzerCore
import XCTest

/// The one helper for paths relative to a folder: a path is below a folder only at a slash, the
/// folder itself is `.`, and a path elsewhere is shown as it is.
final class RelativePathTests: XCTestCase {
    func testAPathIsBelowAFolderOnlyAtASlash() {
        XCTAssertEqual(RelativePath.of("/ws/Sources/A.swift", in: "/ws"), "Sources/A.swift")
        XCTAssertEqual(RelativePath.of("/ws", in: "/ws"), ".")
        XCTAssertNil(RelativePath.of("/ws2/A.swift", in: "/ws"), "a sibling folder sharing the prefix")
        XCTAssertNil(RelativePath.of("/other/A.swift", in: "/ws"))
        XCTAssertEqual(RelativePath.of("/A.swift", in: "/"), "A.swift")
        XCTAssertEqual(RelativePath.of("/wé/Vues/É.swift", in: "/wé"), "Vues/É.swift")
    }

    func testASubpathIsStrictlyBelowAndPartOfThePath() {
        XCTAssertEqual(RelativePath.subpath(of: "/ws/Sources/A.swift", below: "/ws"), "Sources/A.swift")
        XCTAssertNil(RelativePath.subpath(of: "/ws", below: "/ws"), "the folder itself")
        XCTAssertNil(RelativePath.subpath(of: "/wsA.swift", below: "/ws"))
        XCTAssertEqual(
            RelativePath.subpath(of: "Sources/App/A.swift", below: "Sources/App"), "A.swift", "relative paths too")
    }

    func testAPathElsewhereIsDisplayedAsItIs() {
        XCTAssertEqual(RelativePath.display("/ws/Sources/A.swift", in: "/ws"), "Sources/A.swift")
        XCTAssertEqual(RelativePath.display("/elsewhere/A.swift", in: "/ws"), "/elsewhere/A.swift")
        XCTAssertEqual(RelativePath.joined("/ws", "."), "/ws")
        XCTAssertEqual(RelativePath.joined("/ws", "Sources"), "/ws/Sources")
    }
}

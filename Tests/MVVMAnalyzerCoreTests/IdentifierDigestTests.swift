import MVVMAnalyzerCore
import XCTest

final class IdentifierDigestTests: XCTestCase {
    func testHoldsEveryWholeIdentifierAndNoPartOfOne() {
        let digest = IdentifierDigest(
            Array("struct A: View { let r: AppRouter; // Router? no\n let s = \"Coordinator\" }".utf8))
        for word in ["struct", "A", "View", "r", "AppRouter", "Router", "no", "s", "Coordinator"] {
            XCTAssertTrue(digest.mayContain(word), word)
        }
        // Parts of identifiers and absent words are not there (no hash of these collides here).
        for word in ["App", "Route", "Appr", "iew", "Navigator"] {
            XCTAssertFalse(digest.mayContain(word), word)
        }
    }

    func testTextOfSeveralIdentifiersNeedsEachOfThem() {
        let digest = IdentifierDigest(Array("let router: Router<Home> = .init()".utf8))
        XCTAssertTrue(digest.mayContain("Router<Home>"))
        XCTAssertFalse(digest.mayContain("Router<Away>"))
        XCTAssertTrue(digest.mayContain("<>"), "text without identifiers rules out nothing")
    }

    /// `files(naming:)` follows edits and removals, and lists files by path.
    func testFilesNamingFollowTheSnapshot() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/B.swift", text: "struct B: View { let router: AppRouter }")
        workspace.update(path: "/ws/A.swift", text: "final class AppRouter { func push() {} }")
        workspace.update(path: "/ws/C.swift", text: "struct C {}")
        XCTAssertEqual(workspace.files(naming: "AppRouter").map(\.path), ["/ws/A.swift", "/ws/B.swift"])
        workspace.update(path: "/ws/B.swift", text: "struct B: View {}")
        XCTAssertEqual(workspace.files(naming: "AppRouter").map(\.path), ["/ws/A.swift"])
        workspace.remove(path: "/ws/A.swift")
        XCTAssertEqual(workspace.files(naming: "AppRouter").map(\.path), [])
    }

    /// A derived value is computed once per state of the snapshot, and again after any change.
    func testDerivedValuesLastOneStateOfTheSnapshot() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/A.swift", text: "struct A {}")
        let key = DerivedValueKey("test", "files")
        var computed = 0
        func fileCount(_ snapshot: WorkspaceSnapshot) -> Int {
            snapshot.derived.value(key) {
                computed += 1
                return snapshot.sourceFiles.count
            }
        }
        XCTAssertEqual(fileCount(workspace), 1)
        let copy = workspace
        XCTAssertEqual(fileCount(copy), 1)
        XCTAssertEqual(computed, 1, "a copy of the same state shares its values")
        workspace.update(path: "/ws/B.swift", text: "struct B {}")
        XCTAssertEqual(fileCount(workspace), 2)
        XCTAssertEqual(computed, 2)
        XCTAssertEqual(fileCount(copy), 1, "the older state keeps its own value")
    }

    func testAnOptionalDerivedValueIsComputedOnceAndMayBeNil() {
        let workspace = WorkspaceSnapshot(root: "/ws")
        var computed = 0
        func lookUp(_ name: String, found: String?) -> String? {
            workspace.derived.value(DerivedValueKey("test", name), as: String?.self) {
                computed += 1
                return found
            }
        }
        XCTAssertEqual(lookUp("present", found: "Bundle.module"), "Bundle.module")
        XCTAssertEqual(lookUp("present", found: nil), "Bundle.module", "computed once")
        XCTAssertNil(lookUp("absent", found: nil))
        XCTAssertNil(lookUp("absent", found: "late"), "a nil value is a value, kept as well")
        XCTAssertEqual(computed, 2)
    }
}

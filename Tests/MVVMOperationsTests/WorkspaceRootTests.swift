import Foundation
import MVVMOperations
import TestSupport
import XCTest

/// Paths clients give are kept inside the served folder.
final class WorkspaceRootTests: XCTestCase {
    func testRelativeAndAbsolutePathsInsideTheRootAreAccepted() throws {
        let root = WorkspaceRoot("/work/app/")
        XCTAssertEqual(try root.absolutePath("Sources/A.swift"), "/work/app/Sources/A.swift")
        XCTAssertEqual(try root.absolutePath("Sources/../B.swift"), "/work/app/B.swift")
        XCTAssertEqual(try root.absolutePath("/work/app/C.swift"), "/work/app/C.swift")
        XCTAssertEqual(root.relativePath("/work/app/Sources/A.swift"), "Sources/A.swift")
    }

    func testPathsLeadingOutOfTheRootAreRefused() {
        let root = WorkspaceRoot("/work/app")
        XCTAssertThrowsError(try root.absolutePath("../other/A.swift")) {
            XCTAssertEqual("\($0)", "../other/A.swift is outside the workspace root /work/app")
        }
        XCTAssertThrowsError(try root.absolutePath("/work/application/A.swift"))
        XCTAssertThrowsError(try root.absolutePath("/etc/passwd"))
    }

    func testASymbolicLinkOutOfTheRootIsRefused() throws {
        let rootFolder = try TestWorkspace(named: "root")
        let outside = try TestWorkspace(named: "outside")
        let root = rootFolder.root
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("link"), withDestinationURL: outside.root)
        let workspace = WorkspaceRoot(root.path)
        XCTAssertFalse(workspace.contains(root.appendingPathComponent("link/A.swift").path))
        XCTAssertTrue(workspace.contains(root.appendingPathComponent("Sources/A.swift").path))
    }
}

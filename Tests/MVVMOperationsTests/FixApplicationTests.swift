import Foundation
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules
import TestSupport
import XCTest

/// Fixes written to disk: inside the root only, never over overlapping text, never over a file
/// that changed since it was read.
final class FixApplicationTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var root: URL { workspace.root }

    override func setUpWithError() throws {
        workspace = try TestWorkspace()
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = root.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func finding(_ path: String, _ changes: [WorkspaceChange]) -> (diagnostic: MVVMRules.Finding, fix: Fix) {
        let diagnostic = Finding(ruleID: "test/rule", severity: .warning, message: "m", path: path, range: ByteRange(start: 0, end: 1))
        return (diagnostic, Fix(title: "fix", isPreferred: true, changes: changes))
    }

    private func replace(_ start: Int, _ end: Int, with text: String) -> TextReplacement {
        TextReplacement(range: ByteRange(start: start, end: end), newText: text)
    }

    func testEditsCreatesAndMovesFilesInThatOrder() throws {
        let a = try write("let a = 1\n", to: "A.swift")
        let b = try write("let b = 2\n", to: "B.swift")
        let created = root.appendingPathComponent("New/C.swift").path
        let moved = root.appendingPathComponent("D.swift").path
        let texts = [a: "let a = 1\n", b: "let b = 2\n"]
        let application = FixApplication(root: WorkspaceRoot(root.path), candidates: [
            finding(a, [.edit(path: a, replacements: [replace(8, 9, with: "10")])]),
            finding(created, [.create(path: created, contents: "let c = 3\n")]),
            finding(b, [.edit(path: b, replacements: [replace(4, 5, with: "bee")]), .rename(from: b, to: moved)]),
        ], readText: { texts[$0] })
        let changed = try application.write()
        XCTAssertEqual(changed, [
            ChangedFile(path: "A.swift", change: .edited),
            ChangedFile(path: "New/C.swift", change: .created),
            ChangedFile(path: "D.swift", change: .renamed, from: "B.swift"),
        ])
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "let a = 10\n")
        XCTAssertEqual(try String(contentsOfFile: created, encoding: .utf8), "let c = 3\n")
        XCTAssertEqual(try String(contentsOfFile: moved, encoding: .utf8), "let bee = 2\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: b))
    }

    func testAFileChangedSinceItWasReadIsNotOverwrittenAndNothingIsWritten() throws {
        let a = try write("let a = 1\n", to: "A.swift")
        let b = try write("let b = 2, edited meanwhile\n", to: "B.swift")
        let application = FixApplication(root: WorkspaceRoot(root.path), candidates: [
            finding(a, [.edit(path: a, replacements: [replace(8, 9, with: "10")])]),
            finding(b, [.edit(path: b, replacements: [replace(8, 9, with: "20")])]),
        ], readText: { [a: "let a = 1\n", b: "let b = 2\n"][$0] })
        XCTAssertThrowsError(try application.write()) { error in
            XCTAssertEqual("\(error)", "B.swift changed since it was read; nothing was written (check again, then fix)")
        }
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "let a = 1\n")
        XCTAssertEqual(try String(contentsOfFile: b, encoding: .utf8), "let b = 2, edited meanwhile\n")
    }

    func testAFixReachingOutsideTheRootIsSkipped() throws {
        let a = try write("let a = 1\n", to: "A.swift")
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).swift").path
        let application = FixApplication(root: WorkspaceRoot(root.path), candidates: [
            finding(a, [.edit(path: a, replacements: [replace(0, 0, with: "// x\n")]),
                        .create(path: outside, contents: "escaped\n")]),
            finding(a, [.rename(from: a, to: root.appendingPathComponent("../A.swift").path)]),
        ], readText: { _ in "let a = 1\n" })
        XCTAssertTrue(application.applied.isEmpty)
        XCTAssertEqual(application.skipped.count, 2)
        XCTAssertTrue(application.skipped.allSatisfy { $0.reason.contains("outside the workspace root") }, "\(application.skipped.map(\.reason))")
        XCTAssertEqual(try application.write(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside))
    }

    func testAFixOverlappingOneTakenIsSkipped() throws {
        let a = try write("let a = 1\n", to: "A.swift")
        let application = FixApplication(root: WorkspaceRoot(root.path), candidates: [
            finding(a, [.edit(path: a, replacements: [replace(4, 5, with: "x")])]),
            finding(a, [.edit(path: a, replacements: [replace(4, 9, with: "y = 2")])]),
            finding(a, [.edit(path: a, replacements: [replace(9, 10, with: "\n\n")])]),
        ], readText: { _ in "let a = 1\n" })
        XCTAssertEqual(application.applied.count, 2)
        XCTAssertEqual(application.skipped.map(\.reason), ["it overlaps a fix applied in this call; run fix again"])
        _ = try application.write()
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "let x = 1\n\n")
    }

    func testAFileToCreateThatExistsIsRefused() throws {
        let existing = try write("mine\n", to: "Mine.swift")
        let application = FixApplication(root: WorkspaceRoot(root.path), candidates: [
            finding(existing, [.create(path: existing, contents: "theirs\n")]),
        ], readText: { _ in nil })
        XCTAssertThrowsError(try application.write()) { XCTAssertEqual("\($0)", "Mine.swift exists already; nothing was written") }
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "mine\n")
    }
}

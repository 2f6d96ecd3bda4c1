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

    /// Writes `text` (markers stripped) to `name`; returns its path.
    private func write(_ text: String, to name: String) throws -> String {
        try workspace.write(name, text)
        return workspace.path(name)
    }

    private func finding(_ path: String, _ changes: [WorkspaceChange]) -> (finding: MVVMRules.Finding, fix: Fix) {
        let found = Finding(
            ruleID: "test/rule", severity: .warning, message: "m", path: path, range: ByteRange(start: 0, end: 1))
        return (found, Fix(title: "fix", isPreferred: true, changes: changes))
    }

    /// `text` in place of what lies between markers `start` and `end` of `marked`.
    private func replace(_ start: String, _ end: String, of marked: MarkedText, with text: String) -> TextReplacement {
        TextReplacement(range: ByteRange(start: marked.offset(start), end: marked.offset(end)), newText: text)
    }

    func testEditsCreatesAndMovesFilesInThatOrder() throws {
        let a = try write("let a = 1️⃣12️⃣\n", to: "A.swift")
        let b = try write("let 1️⃣b2️⃣ = 2\n", to: "B.swift")
        let created = root.appendingPathComponent("New/C.swift").path
        let moved = root.appendingPathComponent("D.swift").path
        let (markedA, markedB) = (workspace.marked("A.swift"), workspace.marked("B.swift"))
        let texts = [a: markedA.text, b: markedB.text]
        let application = FixApplication(
            root: WorkspaceRoot(root.path),
            candidates: [
                finding(a, [.edit(path: a, replacements: [replace("1️⃣", "2️⃣", of: markedA, with: "10")])]),
                finding(created, [.create(path: created, contents: "let c = 3\n")]),
                finding(
                    b,
                    [
                        .edit(path: b, replacements: [replace("1️⃣", "2️⃣", of: markedB, with: "bee")]),
                        .rename(from: b, to: moved),
                    ]),
            ], readText: { texts[$0] })
        let changed = try application.write()
        XCTAssertEqual(
            changed,
            [
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
        let a = try write("let a = 1️⃣12️⃣\n", to: "A.swift")
        let b = try write("let b = 2, edited meanwhile\n", to: "B.swift")
        let markedA = workspace.marked("A.swift")
        let readB = MarkedText("let b = 1️⃣22️⃣\n") // what B.swift held when it was read
        let application = FixApplication(
            root: WorkspaceRoot(root.path),
            candidates: [
                finding(a, [.edit(path: a, replacements: [replace("1️⃣", "2️⃣", of: markedA, with: "10")])]),
                finding(b, [.edit(path: b, replacements: [replace("1️⃣", "2️⃣", of: readB, with: "20")])]),
            ], readText: { [a: markedA.text, b: readB.text][$0] })
        XCTAssertThrowsError(try application.write()) { error in
            XCTAssertEqual("\(error)", "B.swift changed since it was read; nothing was written (check again, then fix)")
        }
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "let a = 1\n")
        XCTAssertEqual(try String(contentsOfFile: b, encoding: .utf8), "let b = 2, edited meanwhile\n")
    }

    func testAFixReachingOutsideTheRootIsSkipped() throws {
        let a = try write("1️⃣let a = 1\n", to: "A.swift")
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).swift").path
        let application = FixApplication(
            root: WorkspaceRoot(root.path),
            candidates: [
                finding(
                    a,
                    [
                        .edit(
                            path: a, replacements: [replace("1️⃣", "1️⃣", of: workspace.marked("A.swift"), with: "// x\n")]),
                        .create(path: outside, contents: "escaped\n"),
                    ]),
                finding(a, [.rename(from: a, to: root.appendingPathComponent("../A.swift").path)]),
            ], readText: { _ in "let a = 1\n" })
        XCTAssertTrue(application.applied.isEmpty)
        XCTAssertEqual(application.skipped.count, 2)
        XCTAssertTrue(
            application.skipped.allSatisfy { $0.reason.contains("outside the workspace root") },
            "\(application.skipped.map(\.reason))")
        XCTAssertEqual(try application.write(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside))
    }

    func testAFixOverlappingOneTakenIsSkipped() throws {
        let a = try write("let 1️⃣a2️⃣ = 13️⃣\n4️⃣", to: "A.swift")
        let marked = workspace.marked("A.swift")
        let application = FixApplication(
            root: WorkspaceRoot(root.path),
            candidates: [
                finding(a, [.edit(path: a, replacements: [replace("1️⃣", "2️⃣", of: marked, with: "x")])]),
                finding(a, [.edit(path: a, replacements: [replace("1️⃣", "3️⃣", of: marked, with: "y = 2")])]),
                finding(a, [.edit(path: a, replacements: [replace("3️⃣", "4️⃣", of: marked, with: "\n\n")])]),
            ], readText: { _ in marked.text })
        XCTAssertEqual(application.applied.count, 2)
        XCTAssertEqual(application.skipped.map(\.reason), ["it overlaps a fix applied in this call; run fix again"])
        _ = try application.write()
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "let x = 1\n\n")
    }

    func testAFileToCreateThatExistsIsRefused() throws {
        let existing = try write("mine\n", to: "Mine.swift")
        let application = FixApplication(
            root: WorkspaceRoot(root.path),
            candidates: [
                finding(existing, [.create(path: existing, contents: "theirs\n")])
            ], readText: { _ in nil })
        XCTAssertThrowsError(try application.write()) {
            XCTAssertEqual("\($0)", "Mine.swift exists already; nothing was written")
        }
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "mine\n")
    }
}

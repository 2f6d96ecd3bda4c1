@testable import MVVMOperations
import TestSupport
import XCTest

/// What a baseline hides: entries match by file, rule and trimmed line text, with counts; files
/// renamed away from their entries keep them; what is left over is stale.
final class BaselineMatcherTests: XCTestCase {
    private let folder = "/w"

    private func finding(_ file: String, _ line: String, rule: String = "mvvm/hardcoded-text") -> BaselineEntry {
        BaselineEntry(path: "/w/" + file, rule: rule, lineText: line)
    }

    private func matcher(_ entries: [Baseline.Entry], existing: Set<String> = ["/w/A.swift", "/w/B.swift"])
        -> BaselineMatcher
    {
        BaselineMatcher(Baseline(findings: entries), folder: folder, fileExists: existing.contains)
    }

    func testCountsHideThatManyFindingsOfTheSameLineText() {
        var matcher = matcher([.init(file: "A.swift", rule: "mvvm/hardcoded-text", line: #"Text("Hi")"#, count: 2)])
        XCTAssertTrue(matcher.hides(finding("A.swift", #"  Text("Hi")  "#)), "line text is compared trimmed")
        XCTAssertTrue(matcher.hides(finding("A.swift", #"Text("Hi")"#)))
        XCTAssertFalse(matcher.hides(finding("A.swift", #"Text("Hi")"#)), "a third copy is new")
        XCTAssertEqual(matcher.staleEntries { _ in true }, [])
    }

    func testRuleFileAndLineTextMustAllMatch() {
        var matcher = matcher([.init(file: "A.swift", rule: "mvvm/hardcoded-text", line: #"Text("Hi")"#, count: 1)])
        XCTAssertFalse(matcher.hides(finding("A.swift", #"Text("Hi")"#, rule: "mvvm/missing-preview")))
        XCTAssertFalse(
            matcher.hides(finding("B.swift", #"Text("Hi")"#)), "B.swift is named nowhere but A.swift still exists")
        XCTAssertFalse(matcher.hides(finding("A.swift", #"Text("Hello")"#)))
        XCTAssertEqual(matcher.staleEntries { _ in true }.map { $0.count }, [1])
        XCTAssertEqual(matcher.staleEntries { $0 == "/w/B.swift" }, [], "entries of files not judged are left alone")
    }

    func testEntriesOfAGoneFileFollowItToAFileTheBaselineDoesNotName() {
        var matcher = matcher(
            [
                .init(file: "Old.swift", rule: "mvvm/hardcoded-text", line: #"Text("Hi")"#, count: 1),
                .init(file: "A.swift", rule: "mvvm/hardcoded-text", line: #"Text("A")"#, count: 1),
            ], existing: ["/w/A.swift", "/w/New.swift"])
        XCTAssertFalse(
            matcher.hides(finding("A.swift", #"Text("Hi")"#)), "a file with entries of its own takes no others")
        XCTAssertTrue(matcher.hides(finding("New.swift", #"Text("Hi")"#)))
        XCTAssertFalse(matcher.hides(finding("New.swift", #"Text("Hi")"#)))
        XCTAssertTrue(matcher.hides(finding("A.swift", #"Text("A")"#)))
        XCTAssertEqual(
            matcher.staleEntries { _ in true }.map { $0.file }, ["Old.swift"], "matched under a new path: rewrite")
    }

    func testWrittenBaselinesCountDuplicatesAndSortEntries() {
        let baseline = Baseline(
            accepting: [
                finding("B.swift", #"Text("B")"#), finding("A.swift", #"Text("A")"#), finding("B.swift", #"Text("B")"#),
                BaselineEntry(path: "/elsewhere/C.swift", rule: "mvvm/hardcoded-text", lineText: "x"),
            ], relativeTo: folder)
        XCTAssertEqual(baseline.findings.map(\.file), ["/elsewhere/C.swift", "A.swift", "B.swift"])
        XCTAssertEqual(baseline.findings.map(\.count), [1, 1, 2])
    }

    func testUnreadableOrForeignFilesAreTypedErrors() throws {
        let scratch = try TestWorkspace()
        let file = scratch.url("baseline.json")
        XCTAssertThrowsError(try Baseline.load(path: file.path)) { error in
            XCTAssertEqual(
                (error as? BaselineError)?.message,
                "no such file; record one with `mvvm-lsp check --write-baseline \(file.path)`")
        }
        try Data(#"{"version": 2, "findings": []}"#.utf8).write(to: file)
        XCTAssertThrowsError(try Baseline.load(path: file.path)) { error in
            XCTAssertEqual((error as? BaselineError)?.message, "baseline version 2 is not supported (expected 1)")
        }
        try Data(#"{"version": 1, "findings": [{"file": "A.swift", "rule": "r", "line": "x", "count": 0}]}"#.utf8)
            .write(to: file)
        XCTAssertThrowsError(try Baseline.load(path: file.path)) { error in
            XCTAssertTrue((error as? BaselineError)?.message.contains("counts start at 1") == true, "\(error)")
        }
    }
}

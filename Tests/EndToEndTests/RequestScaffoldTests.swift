import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp scaffold --kind request` on a copy of `Tests/Fixtures/FOSMVVMWorkspace`: a
/// noun-first request of each verb, its controller and tests, which our own rules leave silent
/// (with `--fail-on info`), and which a second scaffold never overwrites.
final class RequestScaffoldTests: XCTestCase {
    func testEveryVerbInBothSpellingsPassesOurOwnRules() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        var written: Set<String> = []
        for (noun, version) in [("Idea", "seeds"), ("Berth", "current")] {
            for verb in ["show", "create", "update", "replace", "delete", "destroy"] {
                let run = try workspace.scaffold([
                    noun, "--kind", "request", "--verb", verb, "--fosmvvm-version", version,
                ])
                XCTAssertEqual(run.status, 0, "\(noun) \(verb): \(run.stderr)")
                let files = run.createdFiles
                let request = noun + verb.prefix(1).uppercased() + verb.dropFirst() + "Request"
                XCTAssertEqual(
                    files.map { ($0 as NSString).lastPathComponent },
                    [
                        request + ".swift", request.dropLast("Request".count) + "Controller.swift",
                        request + "Tests.swift",
                    ])
                written.formUnion(files)
            }
        }
        XCTAssertEqual(written.count, 36)
        let findings = try workspace.findingsLintingTests(in: written)
        XCTAssertEqual(findings.inFiles.count, 0, "the request scaffolds must obey our rules: \(findings.inFiles)")
        XCTAssertFalse(findings.all.isEmpty, "the fixture's own violations are reported, so the check ran")
    }

    func testNeverOverwritesARequestsFiles() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let first = try workspace.scaffold(["IdeaMoveRequest", "--kind", "request", "--verb", "update"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let files = first.createdFiles
        XCTAssertEqual(files.count, 3, first.stdout)
        try "// my own controller\n".write(to: workspace.url(files[1]), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: workspace.url(files[0]))
        try FileManager.default.removeItem(at: workspace.url(files[2]))
        let again = try workspace.scaffold(["IdeaMove", "--kind", "request", "--verb", "update"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("exist already") && again.stderr.contains(files[1]), again.stderr)
        XCTAssertEqual(try String(contentsOf: workspace.url(files[1]), encoding: .utf8), "// my own controller\n")
        for removed in [files[0], files[2]] {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: workspace.url(removed).path), "\(removed) must not be written")
        }
    }

    func testAVerbFirstNameIsRefused() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let run = try workspace.scaffold(["CreateIdea", "--kind", "request", "--verb", "create"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("noun-first"), run.stderr)
    }
}

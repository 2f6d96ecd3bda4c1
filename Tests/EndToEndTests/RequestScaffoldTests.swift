import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp scaffold --kind request` on a copy of `Tests/Fixtures/FOSMVVMWorkspace`: a
/// noun-first request of each verb, its controller and tests, which our own rules leave silent
/// (with `--fail-on info`), and which a second scaffold never overwrites.
final class RequestScaffoldTests: XCTestCase {
    private func scaffold(_ arguments: [String], in workspace: FixtureWorkspace) throws -> CommandRun {
        try CommandRun(["scaffold"] + arguments + ["--root", workspace.root.path])
    }

    private func created(_ run: CommandRun) -> [String] {
        run.stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }.map { String($0.dropFirst("created ".count)) }
    }

    func testEveryVerbInBothSpellingsPassesOurOwnRules() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        var written: Set<String> = []
        for (noun, version) in [("Idea", "seeds"), ("Berth", "current")] {
            for verb in ["show", "create", "update", "replace", "delete", "destroy"] {
                let run = try scaffold([noun, "--kind", "request", "--verb", verb, "--fosmvvm-version", version], in: workspace)
                XCTAssertEqual(run.status, 0, "\(noun) \(verb): \(run.stderr)")
                let files = created(run)
                let request = noun + verb.prefix(1).uppercased() + verb.dropFirst() + "Request"
                XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent },
                               [request + ".swift", request.dropLast("Request".count) + "Controller.swift", request + "Tests.swift"])
                written.formUnion(files)
            }
        }
        XCTAssertEqual(written.count, 36)
        // Test targets are linted only with lintNonAppCode.
        let configuration = workspace.url(".mvvm-lsp.yml")
        try (String(contentsOf: configuration, encoding: .utf8) + "lintNonAppCode: true\n").write(to: configuration, atomically: true, encoding: .utf8)
        let check = try CommandRun(["check", ".", "--format", "json", "--fail-on", "info"], in: workspace.root)
        let diagnostics = try XCTUnwrap(check.json?["diagnostics"]?.arrayValue, check.stdout)
        let inScaffolded = diagnostics.filter { diagnostic in
            written.contains { (diagnostic["file"]?.stringValue ?? "").hasSuffix($0) }
        }
        XCTAssertEqual(inScaffolded.count, 0, "the request scaffolds must obey our rules: \(inScaffolded)")
        XCTAssertFalse(diagnostics.isEmpty, "the fixture's own violations are reported, so the check ran")
    }

    func testNeverOverwritesARequestsFiles() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        let first = try scaffold(["IdeaMoveRequest", "--kind", "request", "--verb", "update"], in: workspace)
        XCTAssertEqual(first.status, 0, first.stderr)
        let files = created(first)
        XCTAssertEqual(files.count, 3, first.stdout)
        try "// my own controller\n".write(to: workspace.url(files[1]), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: workspace.url(files[0]))
        try FileManager.default.removeItem(at: workspace.url(files[2]))
        let again = try scaffold(["IdeaMove", "--kind", "request", "--verb", "update"], in: workspace)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("exist already") && again.stderr.contains(files[1]), again.stderr)
        XCTAssertEqual(try String(contentsOf: workspace.url(files[1]), encoding: .utf8), "// my own controller\n")
        for removed in [files[0], files[2]] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.url(removed).path), "\(removed) must not be written")
        }
    }

    func testAVerbFirstNameIsRefused() throws {
        let workspace = try FixtureWorkspace(copying: "FOSMVVMWorkspace")
        let run = try scaffold(["CreateIdea", "--kind", "request", "--verb", "create"], in: workspace)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("noun-first"), run.stderr)
    }
}

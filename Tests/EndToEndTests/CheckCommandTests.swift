import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `mvvm-lsp check` in every output format, with its exit codes.
final class CheckCommandTests: XCTestCase {
    private let expected = [
        "Sources/App/Orders/OrdersScreen.swift:3:8: info: [mvvm/missing-preview]",
        "Sources/App/Orders/OrdersScreen.swift:3:8: warning: [mvvm/view-name-mismatch]",
        "Sources/App/Orders/OrdersScreen.swift:4:5: warning: [mvvm/observed-object-created-in-view]",
        "Sources/App/Orders/OrdersScreen.swift:9:16: warning: [mvvm/view-computes-condition]",
        "Sources/App/Orders/OrdersScreen.swift:11:43: warning: [mvvm/navigation-in-view]",
        "Sources/App/Orders/OrdersScreen.swift:14:37: warning: [mvvm/view-formats-data]",
        "Sources/App/Orders/OrdersScreen.swift:16:26: warning: [mvvm/hardcoded-text]",
        "Sources/App/Settings/Settings.swift:3:8: warning: [mvvm/view-name-mismatch]",
        "Sources/App/Settings/Settings.swift:4:5: warning: [mvvm/superfluous-suppression]",
    ]

    func testTextFormatListsEveryFindingAndExitsZeroBelowTheThreshold() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", "."], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let findings = lines.dropLast().map { line -> String in
            // `file:line:col: severity: message [rule]` → without the message.
            let parts = line.components(separatedBy: ": ")
            let rule = line[line.range(of: " [", options: .backwards)!.upperBound...].dropLast()
            return "\(parts[0]): \(parts[1]): [\(rule)]"
        }
        XCTAssertEqual(findings, expected)
        XCTAssertEqual(lines.last?.hasPrefix("9 finding(s)"), true, run.stdout)
    }

    func testFailOnDecidesTheExitCode() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        XCTAssertEqual(try CommandRun(["check", ".", "--fail-on", "warning"], in: workspace.root).status, 1)
        XCTAssertEqual(try CommandRun(["check", ".", "--fail-on", "never"], in: workspace.root).status, 0)
        XCTAssertEqual(
            try CommandRun(
                ["check", "Sources/App/Profile/ProfileView.swift", "--fail-on", "info"],
                in: workspace.root
            ).status, 0, "a clean file passes at any threshold")
    }

    func testJSONFormat() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "json"], in: workspace.root)
        let object = try XCTUnwrap(run.json?.objectValue, run.stdout)
        let diagnostics = try XCTUnwrap(object["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.count, expected.count)
        let first = try XCTUnwrap(diagnostics.first?.objectValue)
        XCTAssertEqual(
            Set(first.keys), ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message"])
        XCTAssertEqual(first["file"]?.stringValue, "Sources/App/Orders/OrdersScreen.swift")
        XCTAssertEqual(first["line"]?.intValue, 3)
        XCTAssertEqual(first["endColumn"]?.intValue, 20)
        let summary = try XCTUnwrap(object["summary"]?.objectValue)
        XCTAssertEqual(summary["warnings"]?.intValue, 8)
        XCTAssertEqual(summary["infos"]?.intValue, 1)
    }

    func testSARIFFormatHasTheSARIF210Structure() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "sarif"], in: workspace.root)
        let log = try XCTUnwrap(run.json?.objectValue, run.stdout)
        XCTAssertEqual(log["version"]?.stringValue, "2.1.0")
        XCTAssertEqual(log["$schema"]?.stringValue, "https://json.schemastore.org/sarif-2.1.0.json")
        let sarifRun = try XCTUnwrap(log["runs"]?[0]?.objectValue)
        let driver = try XCTUnwrap(sarifRun["tool"]?["driver"]?.objectValue)
        XCTAssertEqual(driver["name"]?.stringValue, "mvvm-lsp")
        let rules = try XCTUnwrap(driver["rules"]?.arrayValue)
        let rulesJSON = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json?.arrayValue)
        XCTAssertEqual(rules.compactMap { $0["id"]?.stringValue }, rulesJSON.compactMap { $0["id"]?.stringValue })
        for rule in rules {
            XCTAssertNotNil(rule["shortDescription"]?["text"]?.stringValue)
            XCTAssertNotNil(rule["helpUri"]?.stringValue)
            XCTAssertTrue(["error", "warning", "note"].contains(rule["defaultConfiguration"]?["level"]?.stringValue))
        }
        let results = try XCTUnwrap(sarifRun["results"]?.arrayValue)
        XCTAssertEqual(results.count, expected.count)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"]?.stringValue)
            let index = try XCTUnwrap(result["ruleIndex"]?.intValue)
            XCTAssertEqual(rules[index]["id"]?.stringValue, ruleID, "ruleIndex points at the rule")
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"]?.stringValue))
            XCTAssertNotNil(result["message"]?["text"]?.stringValue)
            let location = try XCTUnwrap(result["locations"]?[0]?["physicalLocation"]?.objectValue)
            let artifact = try XCTUnwrap(location["artifactLocation"]?.objectValue)
            XCTAssertEqual(artifact["uriBaseId"]?.stringValue, "SRCROOT")
            XCTAssertTrue(artifact["uri"]?.stringValue?.hasPrefix("Sources/App/") == true)
            let region = try XCTUnwrap(location["region"]?.objectValue)
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                XCTAssertGreaterThanOrEqual(region[key]?.intValue ?? 0, 1, key)
            }
        }
        let base = sarifRun["originalUriBaseIds"]?["SRCROOT"]
        XCTAssertEqual(
            base?["uri"]?.stringValue, workspace.root.standardizedFileURL.absoluteString + "/",
            "a base URI ends with a slash, as SARIF requires")
    }

    func testGitHubFormatWritesWorkflowCommands() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "github"], in: workspace.root)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, expected.count)
        XCTAssertEqual(
            lines.first.map(String.init)?.hasPrefix(
                "::notice file=Sources/App/Orders/OrdersScreen.swift,line=3,col=8,endLine=3,endColumn=20,title=mvvm/missing-preview::"
            ),
            true, run.stdout)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("::warning file=") })
    }

    func testConfigurationAndUsageErrorsExitWithTwo() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", "rules:\n  mvvm/hardcoded-text: loud\n")
        let broken = try CommandRun(["check", "."], in: workspace.root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains(".mvvm-lsp.yml:2:"), broken.stderr)
        XCTAssertEqual(try CommandRun(["check", "no/such/folder"]).status, 2)
        XCTAssertEqual(try CommandRun(["check", "--format", "xml"]).status, 2)
        XCTAssertEqual(try CommandRun(["check", "--jobs", "0"]).status, 2)
    }

    func testABuildStampIsWrittenAfterTheReportAndAnUnwritableOneIsAnError() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let stamp = workspace.root.appendingPathComponent(".build/MVVMCheckStamp.swift")
        try FileManager.default.createDirectory(
            at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try CommandRun(["check", ".", "--format", "xcode", "--build-stamp", stamp.path], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").count, expected.count, "the report is printed as without a stamp")
        XCTAssertTrue(try String(contentsOf: stamp, encoding: .utf8).hasPrefix("// "), "the stamp is one Swift comment")
        let unwritable = try CommandRun(
            ["check", ".", "--build-stamp", "no-such-folder/stamp.swift"], in: workspace.root)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("error: cannot write the build stamp"), unwritable.stderr)
    }

    func testOneAndTwoWorkersReportTheSame() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let serial = try CommandRun(["check", ".", "--jobs", "1", "--format", "json"], in: workspace.root)
        let parallel = try CommandRun(["check", ".", "--jobs", "2", "--format", "json"], in: workspace.root)
        XCTAssertEqual(serial.stdout, parallel.stdout)
    }
}

/// `mvvm-lsp rules`.
final class RulesCommandTests: XCTestCase {
    func testListsEveryRuleAsTextAndJSON() throws {
        let json = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json?.arrayValue)
        let ids = json.compactMap { $0["id"]?.stringValue }
        XCTAssertTrue(ids.contains("mvvm/hardcoded-text"))
        XCTAssertEqual(Set(ids).count, ids.count)
        let text = try CommandRun(["rules"]).stdout
        for id in ids { XCTAssertTrue(text.contains(id), id) }
    }

    func testMarkdownReferenceMatchesTheCommittedDocument() throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/rules.md")
        let generated = try CommandRun(["rules", "--markdown", "-"]).stdout
        XCTAssertEqual(
            generated, try String(contentsOf: committed, encoding: .utf8),
            "run `mvvm-lsp rules --markdown Protocol/rules.md` to regenerate")
    }
}

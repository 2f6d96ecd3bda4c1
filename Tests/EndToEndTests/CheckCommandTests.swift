import Foundation
import XCTest

/// `mvvm-lsp check` in every output format, with its exit codes.
final class CheckCommandTests: XCTestCase {
    private let expected = [
        "Sources/App/Orders/OrdersScreen.swift:3:8: info: [mvvm/missing-preview]",
        "Sources/App/Orders/OrdersScreen.swift:3:8: warning: [mvvm/view-name-mismatch]",
        "Sources/App/Orders/OrdersScreen.swift:4:5: warning: [mvvm/observed-object-created-in-view]",
        "Sources/App/Orders/OrdersScreen.swift:5:9: warning: [mvvm/navigation-in-view]",
        "Sources/App/Orders/OrdersScreen.swift:9:16: warning: [mvvm/view-computes-condition]",
        "Sources/App/Orders/OrdersScreen.swift:14:37: warning: [mvvm/view-formats-data]",
        "Sources/App/Orders/OrdersScreen.swift:16:26: warning: [mvvm/hardcoded-text]",
        "Sources/App/Settings/Settings.swift:3:8: warning: [mvvm/view-name-mismatch]",
        "Sources/App/Settings/Settings.swift:4:5: warning: [mvvm/superfluous-suppression]",
    ]

    func testTextFormatListsEveryFindingAndExitsZeroBelowTheThreshold() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
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
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        XCTAssertEqual(try CommandRun(["check", ".", "--fail-on", "warning"], in: workspace.root).status, 1)
        XCTAssertEqual(try CommandRun(["check", ".", "--fail-on", "never"], in: workspace.root).status, 0)
        XCTAssertEqual(try CommandRun(["check", "Sources/App/Profile/ProfileView.swift", "--fail-on", "info"],
                                      in: workspace.root).status, 0, "a clean file passes at any threshold")
    }

    func testJSONFormat() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "json"], in: workspace.root)
        let object = try XCTUnwrap(run.json as? [String: Any], run.stdout)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, expected.count)
        let first = diagnostics[0]
        XCTAssertEqual(Set(first.keys), ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message"])
        XCTAssertEqual(first["file"] as? String, "Sources/App/Orders/OrdersScreen.swift")
        XCTAssertEqual(first["line"] as? Int, 3)
        XCTAssertEqual(first["endColumn"] as? Int, 20)
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["warnings"] as? Int, 8)
        XCTAssertEqual(summary["infos"] as? Int, 1)
    }

    func testSARIFFormatHasTheSARIF210Structure() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "sarif"], in: workspace.root)
        let log = try XCTUnwrap(run.json as? [String: Any], run.stdout)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "mvvm-lsp")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let rulesJSON = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, rulesJSON.compactMap { $0["id"] as? String })
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil(rule["helpUri"] as? String)
            XCTAssertTrue(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String))
        }
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, expected.count)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleID, "ruleIndex points at the rule")
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
            XCTAssertTrue((artifact["uri"] as? String)?.hasPrefix("Sources/App/") == true)
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                XCTAssertGreaterThanOrEqual(region[key] as? Int ?? 0, 1, key)
            }
        }
        let base = (sarifRun["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
        XCTAssertEqual(base?["uri"] as? String, workspace.root.standardizedFileURL.absoluteString + "/",
                       "a base URI ends with a slash, as SARIF requires")
    }

    func testGitHubFormatWritesWorkflowCommands() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let run = try CommandRun(["check", ".", "--format", "github"], in: workspace.root)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, expected.count)
        XCTAssertEqual(lines.first.map(String.init)?.hasPrefix(
            "::notice file=Sources/App/Orders/OrdersScreen.swift,line=3,col=8,endLine=3,endColumn=20,title=mvvm/missing-preview::"),
            true, run.stdout)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("::warning file=") })
    }

    func testConfigurationAndUsageErrorsExitWithTwo() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        try workspace.write(".mvvm-lsp.yml", "rules:\n  mvvm/hardcoded-text: loud\n")
        let broken = try CommandRun(["check", "."], in: workspace.root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains(".mvvm-lsp.yml:2:"), broken.stderr)
        XCTAssertEqual(try CommandRun(["check", "no/such/folder"]).status, 2)
        XCTAssertEqual(try CommandRun(["check", "--format", "xml"]).status, 2)
        XCTAssertEqual(try CommandRun(["check", "--jobs", "0"]).status, 2)
    }

    func testOneAndTwoWorkersReportTheSame() throws {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        let serial = try CommandRun(["check", ".", "--jobs", "1", "--format", "json"], in: workspace.root)
        let parallel = try CommandRun(["check", ".", "--jobs", "2", "--format", "json"], in: workspace.root)
        XCTAssertEqual(serial.stdout, parallel.stdout)
    }
}

/// `mvvm-lsp rules`.
final class RulesCommandTests: XCTestCase {
    func testListsEveryRuleAsTextAndJSON() throws {
        let json = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json as? [[String: Any]])
        let ids = json.compactMap { $0["id"] as? String }
        XCTAssertTrue(ids.contains("mvvm/hardcoded-text"))
        XCTAssertEqual(Set(ids).count, ids.count)
        let text = try CommandRun(["rules"]).stdout
        for id in ids { XCTAssertTrue(text.contains(id), id) }
    }

    func testMarkdownReferenceMatchesTheCommittedDocument() throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/rules.md")
        let generated = try CommandRun(["rules", "--markdown", "-"]).stdout
        XCTAssertEqual(generated, try String(contentsOf: committed, encoding: .utf8),
                       "run `mvvm-lsp rules --markdown Protocol/rules.md` to regenerate")
    }
}

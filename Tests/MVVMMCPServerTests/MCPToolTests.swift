import Foundation
import LanguageServerProtocol
import MVVMOperations
import TestSupport
import XCTest

/// Every MCP tool, called through the server's own transport (`MCPSession`) on a copy of
/// `Tests/Fixtures/SampleWorkspace`. The Python MCP SDK's suite (`Tests/Clients/mcp`) checks the
/// same tools from a client that is not ours.
final class MCPToolTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var session: MCPSession!

    override func setUpWithError() throws {
        workspace = try TestWorkspace(copying: "SampleWorkspace")
        session = try MCPSession(root: workspace.path)
    }

    override func tearDown() {
        session.close()
        session = nil
        workspace = nil
    }

    func testToolsListNamesEveryTool() throws {
        let tools = try session.request("tools/list", [:])["tools"]?.arrayValue ?? []
        XCTAssertEqual(
            tools.compactMap { $0["name"]?.stringValue },
            ["check", "fix", "scaffold", "matching_file", "explain_rule", "conventions"])
    }

    func testCheckAnswersWhatTheCommandLinesJSONReportSays() throws {
        let answer = try session.call("check")
        XCTAssertFalse(answer.isError, answer.text)
        let report = try CheckRun(CheckOptions(root: workspace.path, jobs: 1, reportPathsRelativeTo: workspace.path))
            .run().report
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(CheckOutputFormat.json.render(report).utf8))
        // The tool adds each finding's fixes (their titles) to what the report says.
        let diagnostics = answer.structured?["diagnostics"]?.arrayValue ?? []
        XCTAssertTrue(diagnostics.allSatisfy { $0["fixes"]?.arrayValue != nil })
        let withoutFixes = diagnostics.compactMap(\.objectValue).map {
            JSONValue.object($0.filter { $0.key != "fixes" })
        }
        XCTAssertEqual(withoutFixes, expected["diagnostics"]?.arrayValue)
        XCTAssertFalse(withoutFixes.isEmpty, "the fixture has findings")
    }

    func testFixAppliesARulesPreferredFixesAndCheckNoLongerReportsThem() throws {
        let before = try session.call("check").structured?["diagnostics"]?.arrayValue ?? []
        let rule = "mvvm/observed-object-created-in-view"
        XCTAssertTrue(before.contains { $0["rule"]?.stringValue == rule }, "the fixture has the finding")
        let answer = try session.call("fix", ["rules": [.string(rule)]])
        XCTAssertFalse(answer.isError, answer.text)
        let changed = answer.structured?["changedFiles"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        XCTAssertEqual(changed, ["Sources/App/Orders/OrdersScreen.swift"])
        XCTAssertTrue(try workspace.read("Sources/App/Orders/OrdersScreen.swift").contains("@StateObject"))
        let after = try session.call("check").structured?["diagnostics"]?.arrayValue ?? []
        XCTAssertFalse(after.contains { $0["rule"]?.stringValue == rule })

        let gone = try session.call(
            "fix",
            [
                "findings": [
                    [
                        "file": "Sources/App/Orders/OrdersScreen.swift", "line": 999, "column": 1,
                        "rule": .string(rule),
                    ]
                ]
            ])
        XCTAssertTrue(gone.isError)
        XCTAssertTrue(gone.text.hasPrefix("no such finding now"), gone.text)
    }

    func testScaffoldDryRunWritesNothingAndTheCallWritesWhatItListed() throws {
        let dryRun = try session.call("scaffold", ["name": "Invoices", "dryRun": true])
        XCTAssertFalse(dryRun.isError, dryRun.text)
        let listed = dryRun.structured?["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        XCTAssertFalse(listed.isEmpty)
        XCTAssertTrue(
            listed.allSatisfy { !FileManager.default.fileExists(atPath: workspace.path($0)) },
            "a dry run writes nothing")
        let written = try session.call("scaffold", ["name": "Invoices"])
        XCTAssertEqual(written.structured?["created"]?.arrayValue?.compactMap(\.stringValue), listed)
        for file in dryRun.structured?["files"]?.arrayValue ?? [] {
            let path = try XCTUnwrap(file["path"]?.stringValue)
            XCTAssertEqual(try workspace.read(path), file["contents"]?.stringValue, path)
        }
    }

    func testMatchingFileFindsTheViewModelOfAViewAndTheViewOfAViewModel() throws {
        let ofView = try session.call("matching_file", ["file": "Sources/App/Profile/ProfileView.swift"])
        XCTAssertEqual(
            ofView.structured?["matches"]?.arrayValue?.compactMap { $0["type"]?.stringValue },
            ["ProfileViewModelContract", "ProfileViewModel"])
        let ofModel = try session.call("matching_file", ["type": "ProfileViewModel"])
        XCTAssertEqual(
            ofModel.structured?["matches"]?.arrayValue?.compactMap { $0["file"]?.stringValue },
            ["Sources/App/Profile/ProfileView.swift"])
        let unknown = try session.call("matching_file", ["type": "NoSuchViewModel"])
        XCTAssertTrue(unknown.isError)
        XCTAssertTrue(unknown.text.contains("no type named NoSuchViewModel"), unknown.text)
    }

    func testExplainRuleAnswersTheRulesReferenceSection() throws {
        let answer = try session.call("explain_rule", ["rule": "mvvm/view-formats-data"])
        XCTAssertTrue(answer.text.hasPrefix("## mvvm/view-formats-data\n"), answer.text)
        XCTAssertEqual(answer.structured?["id"]?.stringValue, "mvvm/view-formats-data")
        XCTAssertEqual(answer.structured?["documentation"]?.stringValue, answer.text)
        let reference = try String(
            contentsOf: TestWorkspace.fixture("SampleWorkspace")
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Protocol/rules.md"), encoding: .utf8)
        XCTAssertTrue(reference.contains(answer.text), "the section of Protocol/rules.md")
        XCTAssertThrowsError(try session.call("explain_rule", ["rule": "mvvm/no-such-rule"])) { error in
            XCTAssertTrue("\(error)".contains("unknown rule 'mvvm/no-such-rule'"), "\(error)")
        }
    }

    /// Arguments that do not fit a tool are an invalid-params error naming the argument: an
    /// unknown name (the tool's own listed), a value of the wrong type, a required one missing or
    /// null.
    func testArgumentsThatDoNotFitTheToolAreInvalidParams() throws {
        let notFindings = "argument 'findings' of tool fix must be an array of {file, line, column, rule} objects"
        let refusals: [(tool: String, arguments: [String: JSONValue], message: String)] = [
            ("check", ["bogus": 1], "unknown argument 'bogus' of tool check; it takes paths, rules, minSeverity"),
            ("conventions", ["paths": []], "unknown argument 'paths' of tool conventions; it takes none"),
            ("check", ["paths": "Sources"], "argument 'paths' of tool check must be an array of strings"),
            (
                "check", ["rules": ["mvvm/hardcoded-text", .null]],
                "argument 'rules' of tool check must be an array of strings"
            ),
            ("check", ["minSeverity": "fatal"], "minSeverity must be info, warning or error, not 'fatal'"),
            (
                "scaffold", ["name": "Thing", "dryRun": "yes"],
                "argument 'dryRun' of tool scaffold must be true or false"
            ),
            ("matching_file", ["type": 3], "argument 'type' of tool matching_file must be a string"),
            ("scaffold", ["dryRun": true], "tool scaffold needs the argument 'name'"),
            ("explain_rule", ["rule": .null], "tool explain_rule needs the argument 'rule'"),
            ("fix", ["findings": [["file": "A.swift", "line": 1]]], notFindings),
            ("fix", ["findings": [["file": "A.swift", "line": 1.5, "column": 1, "rule": "mvvm/x"]]], notFindings),
            (
                "fix", ["findings": [["file": "A.swift", "line": 1, "column": 1, "rule": "mvvm/x", "fix": "Y"]]],
                notFindings
            ),
        ]
        for (tool, arguments, message) in refusals {
            XCTAssertThrowsError(try session.call(tool, arguments), "\(tool) \(arguments)") { error in
                XCTAssertTrue("\(error)".contains("-32602"), "\(error)")
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    /// A word naming no choice fails the scaffold with the command line's message, listing every
    /// kind; a kind of another convention is refused by the convention the scaffold follows.
    func testScaffoldRefusesAnUnknownKindAndAKindOfAnotherConvention() throws {
        let unknown = try session.call("scaffold", ["name": "Thing", "kind": "gallery"])
        XCTAssertTrue(unknown.isError)
        XCTAssertEqual(
            unknown.text,
            "invalid kind 'gallery': expected display, interactive, form, container, error, result, request, "
                + "viewmodel-test, stateful, stateless or screen")
        let otherConventions = try session.call(
            "scaffold", ["name": "Thing", "convention": "contract", "kind": "form"])
        XCTAssertTrue(otherConventions.isError)
        XCTAssertEqual(otherConventions.text, "a contract scaffold cannot be 'form'; choose one of stateful, stateless")
    }

    func testConventionsListTheModulesWithTheirEvidence() throws {
        let answer = try session.call("conventions")
        XCTAssertFalse(answer.isError, answer.text)
        let modules = answer.structured?["modules"]?.arrayValue ?? []
        XCTAssertFalse(modules.isEmpty)
        for module in modules {
            XCTAssertEqual(
                Set(module.objectValue?.keys.map { $0 } ?? []).isSuperset(of: [
                    "path", "module", "kind", "files", "linted", "conventions",
                ]), true,
                module.canonicalText)
            XCTAssertTrue(answer.text.contains(try XCTUnwrap(module["module"]?.stringValue)), answer.text)
        }
    }
}

import Foundation
import TestSupport
import XCTest

/// `check --write-baseline / --baseline / --strict-baseline` and the `baseline:` setting: a
/// baseline hides exactly the recorded findings, matched by file, rule and line text with counts.
final class BaselineTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"
    private let baselineFile = ".mvvm-lsp-baseline.json"

    /// A copy of the sample workspace (9 findings) with every finding recorded in a baseline.
    private func baselinedWorkspace() throws -> TestWorkspace {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let written = try CommandRun(["check", "--write-baseline", baselineFile], in: workspace.root)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.contains("Wrote 9 finding(s)"), written.stderr)
        return workspace
    }

    private func check(_ workspace: TestWorkspace, _ extra: [String] = []) throws -> CommandRun {
        try CommandRun(["check", "--baseline", baselineFile, "--fail-on", "info"] + extra, in: workspace.root)
    }

    func testABaselineHidesEveryRecordedFinding() throws {
        let workspace = try baselinedWorkspace()
        let run = try check(workspace)
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertEqual(run.reportedFindings, [])
        XCTAssertTrue(
            run.stdout.contains("0 finding(s) in 9 files: 0 error(s), 0 warning(s), 0 info; 9 hidden by the baseline"),
            run.stdout)
        let json = try CommandRun(["check", "--baseline", baselineFile, "--format", "json"], in: workspace.root)
        XCTAssertTrue(json.stdout.contains("\"baselined\" : 9"), json.stdout)
    }

    func testTheBaselineFileIsStableAndNamesFilesRelativeToItsFolder() throws {
        let workspace = try baselinedWorkspace()
        let first = try workspace.read(baselineFile)
        XCTAssertTrue(first.contains("\"file\" : \"Sources/App/Orders/OrdersScreen.swift\""), first)
        XCTAssertTrue(
            first.contains("\"line\" : \".navigationTitle(\\\"Orders\\\")\""), "the trimmed line text: \(first)")
        XCTAssertFalse(first.contains(workspace.root.path), "paths are relative: \(first)")
        _ = try CommandRun(["check", "--write-baseline", baselineFile], in: workspace.root)
        XCTAssertEqual(try workspace.read(baselineFile), first, "rewriting an unchanged workspace changes nothing")
    }

    func testMovingCodeAndEditingNeighbouringLinesKeepFindingsHidden() throws {
        let workspace = try baselinedWorkspace()
        var text = try workspace.read(ordersScreen)
        // New code above moves every finding down; the lines around them change too.
        text = text.replacingOccurrences(
            of: "import SwiftUI\n",
            with: """
                import SwiftUI

                /// How many orders a page shows.
                enum OrdersPaging {
                    static let pageSize = 20
                    static let prefetchDistance = 5
                }

                """)
        text = text.replacingOccurrences(
            of: "    let router: AppRouter\n", with: "    let router: AppRouter\n    let showsHeader = true\n")
        text = text.replacingOccurrences(of: "        VStack {", with: "        VStack(alignment: .leading) {")
        try workspace.write(ordersScreen, text)
        let run = try check(workspace)
        XCTAssertEqual(run.reportedFindings, [], run.stdout)
        XCTAssertEqual(run.status, 0)
    }

    func testASecondCopyOfABaselinedMistakeIsReported() throws {
        let workspace = try baselinedWorkspace()
        let text = try workspace.read(ordersScreen)
        try workspace.write(
            ordersScreen,
            text.replacingOccurrences(
                of: "        .navigationTitle(\"Orders\")\n",
                with: "        .navigationTitle(\"Orders\")\n        .navigationTitle(\"Orders\")\n"))
        let run = try check(workspace)
        XCTAssertEqual(run.reportedFindings, ["\(ordersScreen):17 [mvvm/hardcoded-text]"], run.stdout)
        XCTAssertEqual(run.status, 1)
    }

    func testARenamedFileKeepsItsFindingsHiddenAndStrictModeAsksForARewrite() throws {
        let workspace = try baselinedWorkspace()
        try FileManager.default.moveItem(
            at: workspace.url("Sources/App/Settings/Settings.swift"),
            to: workspace.url("Sources/App/Settings/SettingsScreenFile.swift"))
        let run = try check(workspace)
        XCTAssertEqual(run.reportedFindings, [], run.stdout)
        let strict = try check(workspace, ["--strict-baseline"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(
            strict.stderr.contains("Sources/App/Settings/Settings.swift [mvvm/view-name-mismatch]"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("rewrite it with --write-baseline"), strict.stderr)
    }

    func testStrictBaselineFailsOnlyWhenEntriesAreGone() throws {
        let workspace = try baselinedWorkspace()
        XCTAssertEqual(try check(workspace, ["--strict-baseline"]).status, 0)
        let text = try workspace.read(ordersScreen)
        try workspace.write(
            ordersScreen, text.replacingOccurrences(of: ".navigationTitle(\"Orders\")", with: ".navigationTitle(title)")
        )
        XCTAssertEqual(try check(workspace).status, 0, "a fixed finding is not an error by itself")
        let strict = try check(workspace, ["--strict-baseline"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("[mvvm/hardcoded-text] ×1: .navigationTitle(\"Orders\")"), strict.stderr)
        let nothingUsed = try CommandRun(["check", "--strict-baseline"], in: workspace.root)
        XCTAssertEqual(nothingUsed.status, 2, "strict mode without a baseline is a usage error")
    }

    func testTheBaselineSettingAppliesWithoutAFlagAndABrokenBaselineIsAnError() throws {
        let workspace = try baselinedWorkspace()
        let configuration = try workspace.read(".mvvm-lsp.yml")
        try workspace.write(".mvvm-lsp.yml", configuration + "\nbaseline: \(baselineFile)\n")
        let run = try CommandRun(["check", "--fail-on", "info"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.reportedFindings, [])

        try workspace.write(baselineFile, "{ \"findings\": 3 }")
        let broken = try CommandRun(["check"], in: workspace.root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(
            broken.stderr.contains("error: \(workspace.url(baselineFile).path): not a baseline written by"),
            broken.stderr)
    }
}

extension CommandRun {
    /// The findings of a text report as `file:line [rule]`.
    var reportedFindings: [String] {
        stdout.split(separator: "\n").dropLast().map { line in
            let parts = line.split(separator: ":", maxSplits: 2)
            let rule = line[line.range(of: " [", options: .backwards)!.upperBound...].dropLast()
            return "\(parts[0]):\(parts[1]) [\(rule)]"
        }
    }
}

import Foundation
import MVVMOperations
import MVVMRules
import TestSupport
import XCTest

/// `CheckRun`, the one check pipeline: read from disk or handed a workspace already read (the
/// MCP server's warm one), it filters, hides baselined findings and reports the same way.
final class CheckRunTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var root: String { workspace.path }

    override func setUpWithError() throws {
        workspace = try TestWorkspace()
        try write("Sources/App/ProfileView.swift", Self.view("ProfileView", texts: ["profile", "name"]))
        try write("Sources/App/OrdersView.swift", Self.view("OrdersView", texts: ["orders"]))
        try write(".mvvm-lsp.yml", "convention: contract\n")
    }

    override func tearDown() {
        workspace = nil
    }

    private func path(_ relative: String) -> String { workspace.path(relative) }

    private func write(_ relative: String, _ text: String) throws {
        try workspace.write(relative, text)
    }

    private static func view(_ name: String, texts: [String]) -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                VStack {
        \(texts.map { "            Text(\"\($0)\")" }.joined(separator: "\n"))
                }
            }
        }

        """
    }

    private func options(
        paths: [String] = [], baseline: BaselineChoice = .configured,
        filter: FindingFilter = .everything
    ) -> CheckOptions {
        CheckOptions(paths: paths, root: root, baseline: baseline, filter: filter, jobs: 1, reportPathsRelativeTo: root)
    }

    func testAWorkspaceAlreadyReadIsReportedAsTheDiskRunReportsItInEveryFormat() throws {
        let run = CheckRun(options(paths: [path("Sources/App/ProfileView.swift")]))
        let fromDisk = try run.run()
        XCTAssertEqual(Set(fromDisk.report.findings.map(\.file)), ["Sources/App/ProfileView.swift"])
        XCTAssertEqual(fromDisk.report.findings.count, 3, "two hardcoded texts and a missing preview")
        let loaded = DiskWorkspace.load(root: root, files: nil, jobs: 1)
        var linted: [[String]] = []
        let warm = try run.run(on: loaded) { workspace in
            linted.append(workspace.selectedPaths)
            return workspace.lint(jobs: 1)
        }
        XCTAssertEqual(linted, [[path("Sources/App/ProfileView.swift")]], "the paths narrow what the seam lints")
        for format in CheckOutputFormat.allCases {
            XCTAssertEqual(try format.render(warm.report), try format.render(fromDisk.report), "\(format)")
        }
    }

    func testTheFilterKeepsOnlyTheRulesAndSeveritiesAskedFor() throws {
        let everything = try CheckRun(options()).run().report.findings
        let rule = try XCTUnwrap(everything.first?.rule)
        XCTAssertEqual(
            try CheckRun(options(filter: FindingFilter(rules: [rule], minSeverity: .info))).run().report.findings,
            everything.filter { $0.rule == rule })
        XCTAssertEqual(
            try CheckRun(options(filter: FindingFilter(rules: [], minSeverity: .error))).run().report.findings,
            everything.filter { $0.severity == "error" })
    }

    func testARecordedBaselineHidesEveryFindingAndAnEntryNoLongerFoundIsStale() throws {
        let recorded = try CheckRun(options(baseline: .ignored)).run()
        XCTAssertEqual(recorded.report.findings.count, 5, "three hardcoded texts and two missing previews")
        XCTAssertEqual(recorded.baselinesUsed, [])
        let baselinePath = path("baseline.json")
        try Baseline(recording: recorded.findings, path: baselinePath).write(to: baselinePath)

        let hidden = try CheckRun(options(baseline: .file(baselinePath))).run()
        XCTAssertEqual(hidden.report.findings, [])
        XCTAssertEqual(hidden.report.hiddenByBaseline, 5)
        XCTAssertEqual(hidden.baselinesUsed, [baselinePath])
        XCTAssertTrue(hidden.staleBaselineEntries.isEmpty)

        try write("Sources/App/OrdersView.swift", Self.view("OrdersView", texts: []))
        let stale = try CheckRun(options(baseline: .file(baselinePath))).run()
        XCTAssertEqual(stale.report.hiddenByBaseline, 4)
        XCTAssertEqual(stale.staleBaselineEntries.map(\.path), [baselinePath])
        XCTAssertEqual(stale.staleBaselineEntries.first?.entries.map(\.file), ["Sources/App/OrdersView.swift"])
        XCTAssertEqual(stale.staleBaselineEntries.first?.entries.map(\.rule), ["mvvm/hardcoded-text"])
    }

    func testTheConfiguredBaselineAppliesAndAnUnreadableOneFailsTheRun() throws {
        let recorded = try CheckRun(options(baseline: .ignored)).run()
        try Baseline(recording: recorded.findings, path: path(".b.json")).write(to: path(".b.json"))
        try write(".mvvm-lsp.yml", "convention: contract\nbaseline: .b.json\n")
        XCTAssertEqual(try CheckRun(options()).run().report.hiddenByBaseline, 5)

        try write(".b.json", "{")
        XCTAssertThrowsError(try CheckRun(options()).run()) { error in
            guard let failure = error as? CheckRunError, case .baseline(let baseline) = failure else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(baseline.path, self.path(".b.json"))
            XCTAssertEqual(failure.messages, [baseline.description], "one line, the baseline's own reason")
            XCTAssertEqual(failure.description, baseline.description)
        }
    }

    func testAFatalConfigurationErrorFailsTheRunWithoutLinting() throws {
        try write(".mvvm-lsp.yml", "convention: contract\nrules: [\n")
        let loaded = DiskWorkspace.load(root: root, files: nil, jobs: 1)
        var linted = false
        XCTAssertThrowsError(
            try CheckRun(options()).run(on: loaded) { _ in
                linted = true
                return []
            }
        ) { error in
            guard let failure = error as? CheckRunError, case .configuration(let errors) = failure else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(errors.isEmpty)
            // The command line prints each error on its own line; a tool call answers them under a heading.
            XCTAssertEqual(failure.messages, errors.map(\.description))
            XCTAssertEqual(
                failure.description,
                (["the workspace's configuration has errors:"] + errors.map { "  \($0)" }).joined(separator: "\n"))
        }
        XCTAssertFalse(linted)
    }
}

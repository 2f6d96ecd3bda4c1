import Foundation
@testable import MVVMMCPServer
import MVVMOperations
import TestSupport
import XCTest

/// The MCP `check` and `fix` tools run `CheckRun` on the served (warm) workspace: the same
/// report as the command line's run from disk, the workspace's baseline applied for `check`
/// and not for `fix`, configuration errors failing the call.
final class MCPWorkspaceCheckTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var root: String { workspace.path }

    override func setUpWithError() throws {
        workspace = try TestWorkspace()
        try write(
            "Sources/App/ProfileView.swift",
            "import SwiftUI\n\nstruct ProfileView: View {\n    var body: some View { Text(\"profile\") }\n}\n")
        try write(".mvvm-lsp.yml", "convention: contract\n")
    }

    override func tearDown() {
        workspace = nil
    }

    private func write(_ relative: String, _ text: String) throws {
        try workspace.write(relative, text)
    }

    private func fromDisk() throws -> CheckOutcome {
        try CheckRun(CheckOptions(root: root, jobs: 1, reportPathsRelativeTo: root)).run()
    }

    func testCheckReportsAsTheRunFromDiskAndHidesWhatTheConfiguredBaselineAccepts() throws {
        let served = MCPWorkspace(root: WorkspaceRoot(root), jobs: 1)
        let warm = try served.check(paths: [], baseline: .configured).outcome
        let disk = try fromDisk()
        XCTAssertFalse(disk.report.findings.isEmpty)
        for format in CheckOutputFormat.allCases {
            XCTAssertEqual(try format.render(warm.report), try format.render(disk.report), "\(format)")
        }

        try Baseline(recording: warm.findings, path: root + "/.b.json").write(to: root + "/.b.json")
        try write(".mvvm-lsp.yml", "convention: contract\nbaseline: .b.json\n")
        let baselined = try served.check(paths: [], baseline: .configured).outcome
        XCTAssertEqual(baselined.report.findings, [])
        XCTAssertEqual(baselined.report.hiddenByBaseline, warm.report.findings.count)
        XCTAssertEqual(try fromDisk().report.hiddenByBaseline, warm.report.findings.count)
        XCTAssertEqual(
            try served.check(paths: [], baseline: .ignored).outcome.report.findings, warm.report.findings,
            "fix sees every finding")
    }

    func testAConfigurationErrorFailsTheCallWithEveryError() throws {
        try write(".mvvm-lsp.yml", "convention: contract\nrules: [\n")
        let served = MCPWorkspace(root: WorkspaceRoot(root), jobs: 1)
        XCTAssertThrowsError(try served.check(paths: [], baseline: .configured)) { error in
            guard case ToolFailure.failed(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("the workspace's configuration has errors:\n  "), message)
        }
    }
}

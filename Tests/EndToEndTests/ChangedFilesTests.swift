import Foundation
import TestSupport
import XCTest

/// `check --changed[=REV]` and `--changed-lines`: only files (and lines) changed since a git
/// revision are reported, while cross-file rules still read the whole workspace.
final class ChangedFilesTests: XCTestCase {
    private let ordersScreen = "Sources/App/Orders/OrdersScreen.swift"
    private let settings = "Sources/App/Settings/Settings.swift"

    /// The sample workspace as a git repository on `main`, with a `feature` branch checked out.
    private func repository() throws -> TestWorkspace {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        try git(["init", "--quiet", "--initial-branch=main"], in: workspace)
        try git(["add", "--all"], in: workspace)
        try git(["commit", "--quiet", "--message", "Start"], in: workspace)
        try git(["checkout", "--quiet", "-b", "feature"], in: workspace)
        return workspace
    }

    @discardableResult
    private func git(_ arguments: [String], in workspace: TestWorkspace) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.currentDirectoryURL = workspace.root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    private func edit(_ path: String, in workspace: TestWorkspace, _ change: (String) -> String) throws {
        try workspace.write(path, change(try workspace.read(path)))
    }

    func testOnlyChangedFilesAreReportedButCrossFileRulesSeeTheWorkspace() throws {
        let workspace = try repository()
        try edit(ordersScreen, in: workspace) { $0.replacingOccurrences(of: "\"Orders\"", with: "\"All orders\"") }
        let run = try CommandRun(["check", "--changed"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = Set(run.reportedFindings.map { $0.components(separatedBy: ":")[0] })
        XCTAssertEqual(files, [ordersScreen], run.stdout)
        // The name check needs the view model, declared in another (unchanged) file.
        XCTAssertTrue(run.reportedFindings.contains("\(ordersScreen):3 [mvvm/view-name-mismatch]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("in 1 file"), run.stdout)
    }

    func testChangedLinesDropFindingsElsewhereInTheFile() throws {
        let workspace = try repository()
        try edit(ordersScreen, in: workspace) { $0.replacingOccurrences(of: "\"Orders\"", with: "\"All orders\"") }
        let run = try CommandRun(["check", "--changed", "--changed-lines", "--fail-on", "warning"], in: workspace.root)
        XCTAssertEqual(run.reportedFindings, ["\(ordersScreen):16 [mvvm/hardcoded-text]"], run.stdout)
        XCTAssertEqual(run.status, 1)
    }

    func testCommittedStagedAndUntrackedChangesSinceTheMergeBaseCount() throws {
        let workspace = try repository()
        try edit(ordersScreen, in: workspace) { $0.replacingOccurrences(of: "\"Orders\"", with: "\"All orders\"") }
        try git(["commit", "--quiet", "--all", "--message", "Rename the title"], in: workspace)
        try workspace.write(
            "Sources/App/Cart/CartScreen.swift",
            """
            import SwiftUI

            struct CartScreen: View {
                @ObservedObject var viewModel = CartViewModel()
                var body: some View { Text(viewModel.total) }
            }

            final class CartViewModel: ObservableObject {
                @Published var total = ""
            }
            """)
        // A change on main after the branch point is not the branch's change.
        try git(["checkout", "--quiet", "main"], in: workspace)
        try edit(settings, in: workspace) { $0 + "\n// main moved on\n" }
        try git(["commit", "--quiet", "--all", "--message", "Main moves on"], in: workspace)
        try git(["checkout", "--quiet", "feature"], in: workspace)

        let run = try CommandRun(["check", "--changed", "--changed-lines"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            Set(run.reportedFindings),
            [
                "\(ordersScreen):16 [mvvm/hardcoded-text]",
                "Sources/App/Cart/CartScreen.swift:3 [mvvm/missing-preview]",
                "Sources/App/Cart/CartScreen.swift:4 [mvvm/observed-object-created-in-view]",
            ], run.stdout)
    }

    func testAnExplicitRevisionAndTheGitHubFormatForPullRequests() throws {
        let workspace = try repository()
        try edit(settings, in: workspace) {
            $0.replacingOccurrences(of: "struct SettingsView", with: "struct SettingsView ")
        }
        try git(["commit", "--quiet", "--all", "--message", "Touch settings"], in: workspace)
        let sinceHead = try CommandRun(["check", "--changed=HEAD"], in: workspace.root)
        XCTAssertEqual(sinceHead.reportedFindings, [], "nothing changed since HEAD: \(sinceHead.stdout)")
        let run = try CommandRun(
            ["check", "--changed=HEAD~1", "--changed-lines", "--format", "github"], in: workspace.root)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("::warning file=\(settings),line=3,"), run.stdout)
        XCTAssertTrue(run.stdout.contains("title=mvvm/view-name-mismatch::"), run.stdout)
    }

    func testUnknownRevisionsAndFoldersOutsideGitAreUsageErrors() throws {
        let workspace = try repository()
        let unknown = try CommandRun(["check", "--changed=no-such-branch"], in: workspace.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown revision `no-such-branch`"), unknown.stderr)
        let plain = try TestWorkspace(copying: "SampleWorkspace")
        let outside = try CommandRun(["check", "--changed"], in: plain.root)
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.stderr.contains("is not inside a git repository"), outside.stderr)
    }
}

import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `check` keeps facts and findings between runs (`--cache-path`); whatever the cache holds,
/// a run reports exactly what a run without cache (`--no-cache`) reports on the same files.
final class CheckCacheTests: XCTestCase {
    /// A folder of its own for each test, holding its cache folder (made by the first cached run).
    private var scratch: TestWorkspace!
    private var cacheFolder: URL { scratch.url("Cache") }

    override func setUpWithError() throws {
        scratch = try TestWorkspace(named: "Scratch")
    }

    override func tearDownWithError() throws {
        scratch = nil
    }

    private func check(
        _ workspace: TestWorkspace, cached: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (report: String, cacheUse: String) {
        let cacheArguments = cached ? ["--cache-path", cacheFolder.path] : ["--no-cache"]
        let run = try CommandRun(
            ["check", ".", "--format", "json", "--fail-on", "never", "--timing"] + cacheArguments,
            in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let cacheUse =
            run.stderr.split(separator: "\n").first { $0.hasPrefix("  cache ") }.map(String.init) ?? "no cache"
        return (run.stdout, cacheUse)
    }

    /// The findings of a cached run equal those of a run without cache.
    private func assertSameAsUncached(
        _ workspace: TestWorkspace, expecting cacheUse: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let cached = try check(workspace, file: file, line: line)
        let cold = try check(workspace, cached: false, file: file, line: line)
        XCTAssertEqual(cached.report, cold.report, "cache: \(cached.cacheUse)", file: file, line: line)
        if let cacheUse { XCTAssertTrue(cached.cacheUse.contains(cacheUse), cached.cacheUse, file: file, line: line) }
    }

    func testAnUnchangedWorkspaceReusesEverythingAndReportsTheSame() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let first = try check(workspace)
        XCTAssertTrue(first.cacheUse.contains("findings computed"), first.cacheUse)
        let second = try check(workspace)
        XCTAssertEqual(second.report, first.report)
        XCTAssertTrue(second.cacheUse.contains("findings reused, no file parsed"), second.cacheUse)
        XCTAssertEqual(try check(workspace, cached: false).report, first.report)
        let report = try JSONDecoder().decode(JSONValue.self, from: Data(first.report.utf8))
        XCTAssertFalse(report["diagnostics"]?.arrayValue?.isEmpty ?? true, "the fixture has findings to compare")
    }

    /// A change in one file updates the findings it causes in another, unchanged file: the
    /// view's navigation is reported because its own view model navigates with that router.
    func testAChangeInOneFileUpdatesFindingsItCausesElsewhere() throws {
        let workspace = try TestWorkspace(files: [
            "Sources/App/CartScreen.swift": """
            struct CartScreen: View {
                @StateObject private var viewModel: CartViewModel
                let router: AppRouter
                var body: some View {
                    Button(viewModel.checkoutTitle) { router.push(.checkout) }
                }
            }
            """,
            "Sources/App/CartViewModel.swift": """
            final class CartViewModel: ObservableObject {
                private let router: AppRouter
                init(router: AppRouter) { self.router = router }
                func didSelect(_ item: CartItem) { router.push(.product(item.id)) }
            }
            """,
        ])
        let before = try check(workspace)
        XCTAssertTrue(before.report.contains("mvvm/navigation-in-view"), before.report)
        try workspace.write(
            "Sources/App/CartViewModel.swift",
            """
            final class CartViewModel: ObservableObject {
                func didSelect(_ item: CartItem) {}
            }
            """)
        let after = try check(workspace)
        XCTAssertFalse(after.report.contains("mvvm/navigation-in-view"), after.report)
        XCTAssertTrue(after.cacheUse.contains("findings computed"), after.cacheUse)
        XCTAssertEqual(after.report, try check(workspace, cached: false).report)
    }

    func testEditedAddedAndRemovedFilesAndAChangedConfigurationReportAsWithoutCache() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        _ = try check(workspace)
        let swiftFiles = try XCTUnwrap(
            FileManager.default.enumerator(atPath: workspace.root.path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
                .sorted())
        XCTAssertGreaterThan(swiftFiles.count, 3)
        // An edit that breaks the syntax, a removed file, an added view, a changed configuration.
        let edited = swiftFiles[0]
        try workspace.write(edited, try workspace.read(edited) + "\nfunc broken( {\n")
        try assertSameAsUncached(workspace, expecting: "findings computed")
        try FileManager.default.removeItem(at: workspace.url(swiftFiles[1]))
        try assertSameAsUncached(workspace, expecting: "findings computed")
        try workspace.write(
            "Sources/Extra/ExtraView.swift",
            """
            import SwiftUI
            struct ExtraView: View {
                var body: some View { Text("Hard-coded") }
            }
            """)
        try assertSameAsUncached(workspace, expecting: "findings computed")
        let configuration = (try? workspace.read(".mvvm-lsp.yml")) ?? ""
        try workspace.write(".mvvm-lsp.yml", configuration + "\nrules:\n  mvvm/hardcoded-text: off\n")
        try assertSameAsUncached(workspace, expecting: "findings computed")
        try assertSameAsUncached(workspace, expecting: "findings reused")
    }

    /// A file whose stamp (size, times, inode) is the one recorded with its digest is not read
    /// again; a file written less than the stamp granularity (2 s) before a run is read every
    /// time, since a second write in the same clock tick could leave its stamp unchanged.
    func testSettledUnchangedFilesAreNotReadAndChangedOnesAre() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let fresh = try check(workspace)
        let total = try XCTUnwrap(fresh.cacheUse.firstMatch(of: /of (\d+) files read/)?.1)
        XCTAssertTrue(fresh.cacheUse.contains("\(total) of \(total) files read"), fresh.cacheUse)
        let racy = try check(workspace)
        XCTAssertTrue(racy.cacheUse.contains("\(total) of \(total) files read"), "just written: \(racy.cacheUse)")
        Thread.sleep(forTimeInterval: 2.1)
        _ = try check(workspace)
        let settled = try check(workspace)
        XCTAssertTrue(
            settled.cacheUse.contains("findings reused, no file parsed, 0 of \(total) files read"), settled.cacheUse)
        XCTAssertEqual(settled.report, fresh.report)
        // Same size, new content: the stamp's times and status-change time differ.
        let view = try XCTUnwrap(
            FileManager.default.enumerator(atPath: workspace.root.path)?
                .compactMap { $0 as? String }.first { $0.hasSuffix("View.swift") })
        let text = try workspace.read(view)
        let edited = text.replacingOccurrences(of: "struct ", with: "struck ", options: [], range: nil)
        XCTAssertEqual(edited.utf8.count, text.utf8.count)
        try workspace.write(view, edited)
        let afterEdit = try check(workspace)
        XCTAssertTrue(afterEdit.cacheUse.contains("findings computed"), afterEdit.cacheUse)
        XCTAssertTrue(afterEdit.cacheUse.contains("1 of \(total) files read"), afterEdit.cacheUse)
        XCTAssertEqual(afterEdit.report, try check(workspace, cached: false).report)
    }

    /// A run on a settled tree takes the last run's listing when no folder's stamp changed; a
    /// file added to a folder, a folder added and a file removed each change a folder's stamp,
    /// and the run after each lists the tree again and reports what a run without cache does.
    func testAnUnchangedTreeIsNotListedAgainAndEveryChangeToAFolderIsSeen() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let view = """
            import SwiftUI
            struct ZzView: View {
                var body: some View { Text("Hard-coded") }
            }
            """
        /// Waits until the tree's last change is older than the stamp granularity, then records
        /// a listing the next run can trust.
        func settle() throws {
            Thread.sleep(forTimeInterval: 2.1)
            _ = try check(workspace)
            let settled = try check(workspace)
            XCTAssertTrue(settled.cacheUse.contains("no folder changed"), settled.cacheUse)
        }
        try settle()
        try workspace.write("Sources/TaskViews/Tasks/ZzView.swift", view)
        try assertSameAsUncached(workspace, expecting: "folders listed")
        XCTAssertTrue(try check(workspace).report.contains("Tasks/ZzView.swift"))
        try settle()
        try workspace.write("Sources/Zz/Deeper/ZzView.swift", view)
        try assertSameAsUncached(workspace, expecting: "folders listed")
        XCTAssertTrue(try check(workspace).report.contains("Deeper/ZzView.swift"))
        try settle()
        try FileManager.default.removeItem(at: workspace.url("Sources/TaskViews/Tasks/ZzView.swift"))
        try assertSameAsUncached(workspace, expecting: "folders listed")
        XCTAssertFalse(try check(workspace).report.contains("Tasks/ZzView.swift"))
    }

    /// A cache whose file table lost its last lines (cut at a line's end, so every line left
    /// reads) is refused: with the listing reused, the files it lost would go unlinted.
    func testATableCutAtALineEndIsRefused() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write(
            "Sources/Zz/ZzView.swift",
            """
            import SwiftUI
            struct ZzView: View {
                var body: some View { Text("Hard-coded") }
            }
            """)
        let expected = try check(workspace, cached: false).report
        XCTAssertTrue(expected.contains("Zz/ZzView.swift"), "the last file in the table has findings")
        Thread.sleep(forTimeInterval: 2.1)
        _ = try check(workspace)
        XCTAssertTrue(try check(workspace).cacheUse.contains("no folder changed"))
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) {
            let url = cacheFolder.appendingPathComponent(name)
            var lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines.removeLast().isEmpty)
            XCTAssertTrue(lines.removeLast().hasSuffix("Zz/ZzView.swift"))
            try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        let afterCut = try check(workspace)
        XCTAssertEqual(afterCut.report, expected)
        XCTAssertTrue(afterCut.cacheUse.contains("findings computed"), afterCut.cacheUse)
    }

    func testATruncatedOrForeignCacheCostsAColdRunNotAWrongFinding() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let expected = try check(workspace, cached: false).report
        _ = try check(workspace)
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        XCTAssertEqual(cacheFiles.map { $0.split(separator: ".").dropFirst().joined(separator: ".") }, ["check-cache"])
        // Truncated: every cache file cut in half.
        for name in cacheFiles {
            let url = cacheFolder.appendingPathComponent(name)
            let data = try Data(contentsOf: url)
            try data.prefix(data.count / 2).write(to: url)
        }
        let afterTruncation = try check(workspace)
        XCTAssertEqual(afterTruncation.report, expected)
        XCTAssertTrue(afterTruncation.cacheUse.contains("findings computed"), afterTruncation.cacheUse)
        // Written by another build: same shape, another tool identity, findings made up.
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) {
            // A JSON line (tool, setup, findings), then the listing and the table of files.
            let url = cacheFolder.appendingPathComponent(name)
            let data = try Data(contentsOf: url)
            let newline = try XCTUnwrap(data.firstIndex(of: UInt8(ascii: "\n")))
            var object = try XCTUnwrap(try JSONDecoder().decode(JSONValue.self, from: data[..<newline]).objectValue)
            object["tool"] = .string("mvvm-lsp 0.0.1 from elsewhere")
            XCTAssertFalse(object["findings"]?.objectValue?.isEmpty ?? true, "the cache holds findings to make up")
            object["findings"] = .object([:])
            try (JSONEncoder().encode(JSONValue.object(object)) + data[newline...]).write(to: url)
        }
        let afterForeign = try check(workspace)
        XCTAssertEqual(afterForeign.report, expected)
        XCTAssertTrue(afterForeign.cacheUse.contains("findings computed"), afterForeign.cacheUse)
        // Not a cache at all.
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) {
            try Data("not json".utf8).write(to: cacheFolder.appendingPathComponent(name))
        }
        XCTAssertEqual(try check(workspace).report, expected)
    }

    func testTwoChecksAtOnceLeaveAUsableCache() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let expected = try check(workspace, cached: false).report
        let lock = NSLock()
        nonisolated(unsafe) var reports: [String] = []
        let arguments = ["check", ".", "--format", "json", "--fail-on", "never", "--cache-path", cacheFolder.path]
        let root = workspace.root
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let run = try? CommandRun(arguments, in: root)
            lock.withLock { reports.append(run?.stdout ?? "failed") }
        }
        XCTAssertEqual(reports, Array(repeating: expected, count: 4))
        let warm = try check(workspace)
        XCTAssertEqual(warm.report, expected)
        XCTAssertTrue(warm.cacheUse.contains("findings reused"), warm.cacheUse)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).filter {
            $0.hasSuffix(".tmp")
        }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    func testNoCacheWritesNothing() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        let run = try check(workspace, cached: false)
        XCTAssertEqual(run.cacheUse, "no cache")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFolder.path))
        let both = try CommandRun(["check", ".", "--no-cache", "--cache-path", cacheFolder.path], in: workspace.root)
        XCTAssertEqual(both.status, 2, both.stderr)
    }
}

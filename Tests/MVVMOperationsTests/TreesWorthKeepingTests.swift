import Foundation
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules
import XCTest

/// `check` keeps a file's syntax tree only when its lint may walk it, and a file read without
/// its tree is linted exactly as with it.
final class TreesWorthKeepingTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("trees-worth-keeping-\(UUID().uuidString)")
        for (path, text) in [
            "Sources/App/Cart/CartView.swift": """
            import SwiftUI
            struct CartView: View {
                @ObservedObject var viewModel = CartViewModel()
                var body: some View { Text("Checkout") }
            }
            """,
            "Sources/App/Cart/CartViewModel.swift": """
            import Combine
            final class CartViewModel: ObservableObject { @Published var total = 0 }
            """,
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func filesWithTrees(_ workspace: CheckWorkspace) -> [String] {
        workspace.snapshot.sourceFiles.values.filter(\.hasTree).map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }

    /// The findings of `workspace` against those of a snapshot that kept every tree.
    private func assertSameFindingsAsWithEveryTree(_ workspace: CheckWorkspace, file: StaticString = #filePath, line: UInt = #line) {
        let everyTree = WorkspaceSnapshot.load(root: root.path, paths: CheckTargets.analysablePaths(under: root.path).paths,
                                               jobs: 1, trees: .all)
        let expected = Linter(configuration: workspace.configuration).lintAll(in: everyTree)
        let found = workspace.lint(jobs: 1).map(\.diagnostic).sorted { ($0.path, $0.range, $0.ruleID) < ($1.path, $1.range, $1.ruleID) }
        XCTAssertEqual(found, expected.sorted { ($0.path, $0.range, $0.ruleID) < ($1.path, $1.range, $1.ruleID) }, file: file, line: line)
    }

    func testAPlainWorkspaceWithDefaultRulesKeepsNoTree() throws {
        XCTAssertFalse(Linter(configuration: ConfigurationSet(root: root.path)).mayWalkPlainFile(at: root.path + "/Sources/App/A.swift"),
                       "the default plain rules read facts only")
        let workspace = CheckWorkspace.load(root: root.path, files: nil, jobs: 1)
        XCTAssertEqual(filesWithTrees(workspace), [])
        assertSameFindingsAsWithEveryTree(workspace)
    }

    func testAConfigurationThatWalksPlainFilesKeepsTheirTrees() throws {
        try write("plainProfile: strict\n", to: ".mvvm-lsp.yml")
        let workspace = CheckWorkspace.load(root: root.path, files: nil, jobs: 1)
        XCTAssertEqual(filesWithTrees(workspace), ["Sources/App/Cart/CartView.swift", "Sources/App/Cart/CartViewModel.swift"])
        let findings = workspace.lint(jobs: 1).map(\.diagnostic.ruleID)
        XCTAssertTrue(findings.contains("mvvm/observed-object-created-in-view"), "\(findings)")
        assertSameFindingsAsWithEveryTree(workspace)
    }

    /// Trees are kept from the first file that shows a convention on; the plain files read
    /// before it are parsed again when their lint walks them.
    func testTreesAreKeptOnceAFileShowsAConvention() throws {
        try write("""
        import FOSMVVM
        import SwiftUI
        struct TaskView: ViewModelView {
            let viewModel: TaskViewModel
            var body: some View { Text("Hard-coded title") }
        }
        """, to: "Sources/App/Tasks/TaskView.swift")
        try write("""
        import FOSMVVM
        @ViewModel struct TaskViewModel { let title: String }
        """, to: "Sources/App/Tasks/TaskViewModel.swift")
        let workspace = CheckWorkspace.load(root: root.path, files: nil, jobs: 1)
        XCTAssertEqual(filesWithTrees(workspace), ["Sources/App/Tasks/TaskView.swift", "Sources/App/Tasks/TaskViewModel.swift"])
        assertSameFindingsAsWithEveryTree(workspace)
        XCTAssertFalse(workspace.lint(jobs: 1).isEmpty, "the FOSMVVM view has findings to compare")
    }
}

import Foundation
import MVVMAnalyzerCore
import MVVMOperations
import MVVMRules
import TestSupport
import XCTest

/// `check` keeps a file's syntax tree only when its lint may walk it, and a file read without
/// its tree is linted exactly as with it.
final class TreesWorthKeepingTests: XCTestCase {
    private var workspace: TestWorkspace!

    override func setUpWithError() throws {
        workspace = try TestWorkspace(files: [
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
        ])
    }

    private func write(_ text: String, to path: String) throws {
        try workspace.write(path, text)
    }

    private func filesWithTrees(_ loaded: DiskWorkspace) -> [String] {
        loaded.snapshot.sourceFiles.values.filter(\.hasTree).map { String($0.path.dropFirst(workspace.path.count + 1)) }
            .sorted()
    }

    /// The findings of `loaded` against those of a snapshot that kept every tree.
    private func assertSameFindingsAsWithEveryTree(
        _ loaded: DiskWorkspace, file: StaticString = #filePath, line: UInt = #line
    ) {
        let everyTree = WorkspaceSnapshot.load(
            root: workspace.path, paths: CheckTargets.analysablePaths(under: workspace.path).paths,
            jobs: 1, trees: .all)
        let expected = Linter(configuration: loaded.configuration).lintAll(in: everyTree)
        let found = loaded.lint(jobs: 1).map(\.finding).sorted {
            ($0.path, $0.range, $0.ruleID) < ($1.path, $1.range, $1.ruleID)
        }
        XCTAssertEqual(
            found, expected.sorted { ($0.path, $0.range, $0.ruleID) < ($1.path, $1.range, $1.ruleID) }, file: file,
            line: line)
    }

    func testAPlainWorkspaceWithDefaultRulesKeepsNoTree() throws {
        XCTAssertFalse(
            Linter(configuration: ConfigurationSet(root: workspace.path)).mayWalkPlainFile(
                at: workspace.path + "/Sources/App/A.swift"),
            "the default plain rules read facts only")
        let loaded = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1)
        XCTAssertEqual(filesWithTrees(loaded), [])
        assertSameFindingsAsWithEveryTree(loaded)
    }

    /// The snapshot reads a manifest's targets from its tree: manifests keep theirs.
    func testAManifestKeepsItsTree() throws {
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App")])
            """, to: "Package.swift")
        let loaded = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1)
        XCTAssertEqual(filesWithTrees(loaded), ["Package.swift"])
        assertSameFindingsAsWithEveryTree(loaded)
    }

    func testAConfigurationThatWalksPlainFilesKeepsTheirTrees() throws {
        try write("plainProfile: strict\n", to: ".mvvm-lsp.yml")
        let loaded = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1)
        XCTAssertEqual(
            filesWithTrees(loaded), ["Sources/App/Cart/CartView.swift", "Sources/App/Cart/CartViewModel.swift"])
        let findings = loaded.lint(jobs: 1).map(\.finding.ruleID)
        XCTAssertTrue(findings.contains("mvvm/observed-object-created-in-view"), "\(findings)")
        assertSameFindingsAsWithEveryTree(loaded)
    }

    /// Trees are kept from the first file that shows a convention on; the plain files read
    /// before it are parsed again when their lint walks them.
    func testTreesAreKeptOnceAFileShowsAConvention() throws {
        try write(
            """
            import FOSMVVM
            import SwiftUI
            struct TaskView: ViewModelView {
                let viewModel: TaskViewModel
                var body: some View { Text("Hard-coded title") }
            }
            """, to: "Sources/App/Tasks/TaskView.swift")
        try write(
            """
            import FOSMVVM
            @ViewModel struct TaskViewModel { let title: String }
            """, to: "Sources/App/Tasks/TaskViewModel.swift")
        let loaded = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1)
        XCTAssertEqual(
            filesWithTrees(loaded), ["Sources/App/Tasks/TaskView.swift", "Sources/App/Tasks/TaskViewModel.swift"])
        assertSameFindingsAsWithEveryTree(loaded)
        XCTAssertFalse(loaded.lint(jobs: 1).isEmpty, "the FOSMVVM view has findings to compare")
    }
}

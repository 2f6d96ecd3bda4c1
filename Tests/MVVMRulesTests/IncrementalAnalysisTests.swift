import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// Incremental reparsing and tree-less files give exactly what a full parse gives.
final class IncrementalAnalysisTests: XCTestCase {
    private let path = "/ws/Sources/ProfileView.swift"
    /// Plain code with the strict profile, so that the observed-object rule runs.
    private var strictConfiguration: ConfigurationSet {
        var configuration = ConfigurationSet(root: "/ws")
        configuration.applyEditorSettings("plainProfile: strict")
        return configuration
    }
    private let source = """
        import SwiftUI

        struct ProfileView: View {
            @ObservedObject var viewModel = ProfileViewModel()

            var body: some View {
                VStack {
                    Text("Hello there")
                    Text(viewModel.name)
                    // mvvm-lsp:disable:next mvvm/hardcoded-text
                    Text("Suppressed words")
                }
            }
        }

        final class ProfileViewModel: ObservableObject {
            @Published var name = ""
        }

        """

    /// Each edit of a sequence (typing into a literal, deleting a brace, adding a type) applied
    /// incrementally leaves the same tree text, facts and findings as parsing the result afresh
    /// (the preview's facts read from nodes the reparse reused from the previous tree).
    func testIncrementalUpdatesMatchFullParses() {
        let source = self.source + "#Preview(\"Profile\") {\n    ProfileView()\n}\n"
        var incremental = WorkspaceSnapshot(root: "/ws")
        incremental.update(path: path, text: source)
        var text = source
        let edits: [(String, String)] = [
            ("Hello there", "Hello there, friend"),
            ("Text(viewModel.name)", "Text(viewModel.name.uppercased())"),
            ("    }\n}\n\nfinal", "    }\n\nfinal"),
            ("    }\n\nfinal", "    }\n}\n\nfinal"),
            ("@Published var name = \"\"", "@Published var name = \"\"\n    @Published var age = 3"),
            ("import SwiftUI\n", "import SwiftUI\nimport FOSMVVM\n"),
        ]
        let linter = Linter(configuration: strictConfiguration)
        for (old, new) in edits {
            let range = text.range(of: old)!
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            let edit = ByteEdit(
                range: ByteRange(start: start, end: start + old.utf8.count), replacement: Array(new.utf8))
            let base = text
            text.replaceSubrange(range, with: new)
            incremental.update(path: path, text: text, changes: TextChanges(base: base, edits: [edit]))

            var full = WorkspaceSnapshot(root: "/ws")
            full.update(path: path, text: text)
            XCTAssertEqual(incremental.sourceFiles[path]!.tree.description, text)
            XCTAssertEqual(incremental.sourceFiles[path]!.facts, full.sourceFiles[path]!.facts, "after \(new)")
            XCTAssertEqual(linter.lint(path: path, in: incremental), linter.lint(path: path, in: full), "after \(new)")
        }
    }

    /// Changes that do not start from the stored text fall back to a full parse.
    func testChangesFromAnotherTextAreIgnored() {
        var snapshot = WorkspaceSnapshot(root: "/ws")
        snapshot.update(path: path, text: source)
        let edit = ByteEdit(range: ByteRange(start: 0, end: 0), replacement: Array("// x\n".utf8))
        snapshot.update(
            path: path, text: "// y\n" + source, changes: TextChanges(base: "something else", edits: [edit]))
        XCTAssertEqual(snapshot.sourceFiles[path]!.tree.description, "// y\n" + source)
    }

    /// The facts walk that skips subtrees without markers finds what the full walk finds, on
    /// every fixture file.
    func testSkippingFactsWalkMatchesTheFullWalk() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: fixtures.path)).filter {
            $0.hasSuffix(".swift")
        }
        XCTAssertGreaterThan(paths.count, 20)
        for relative in paths {
            let text = try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
            let tree = SourceAnalyzer.parse(text)
            XCTAssertEqual(
                SourceAnalyzer.facts(of: tree, path: relative, source: Array(text.utf8)),
                SourceAnalyzer.facts(of: tree, path: relative), relative)
        }
        let tricky =
            source + """
                func load() { struct Local: View { var body: some View { EmptyView() } }; operations.fetch() }
                /* #Preview { ProfileView() } */
                #if DEBUG
                #Preview { ProfileView() }
                #endif

                """
        XCTAssertEqual(
            SourceAnalyzer.facts(of: SourceAnalyzer.parse(tricky), path: path, source: Array(tricky.utf8)),
            SourceAnalyzer.facts(of: SourceAnalyzer.parse(tricky), path: path))
    }

    /// A file stored without its tree lints like one with it.
    func testFilesWithoutTreesLintTheSame() {
        var snapshot = WorkspaceSnapshot(root: "/ws")
        snapshot.insert(SourceFile(path: path, text: source))
        let linter = Linter(configuration: strictConfiguration)
        let withTree = linter.lint(path: path, in: snapshot)
        snapshot.insert(snapshot.sourceFiles[path]!.withoutTree())
        XCTAssertFalse(snapshot.sourceFiles[path]!.hasTree)
        XCTAssertFalse(withTree.isEmpty)
        XCTAssertEqual(linter.lint(path: path, in: snapshot), withTree)
    }
}

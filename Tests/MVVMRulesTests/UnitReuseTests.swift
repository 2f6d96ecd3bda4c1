import Foundation
import MVVMAnalyzerCore
@testable import MVVMRules
import TestSupport
import XCTest

/// Linting an edited file with the memo of its previous lint (`LintMemo`) skips the members the
/// edit did not touch and still finds exactly what a full lint finds.
final class UnitReuseTests: XCTestCase {
    private let path = "/ws/Sources/ProfileView.swift"
    private let source = """
        import SwiftUI

        struct ProfileView: View {
            @StateObject var viewModel = ProfileViewModel()

            var body: some View {
                VStack {
                    header
                    Text("Welcome back")
                }
            }

            private var header: some View {
                Text("Your profile")
            }

            private var footer: some View {
                Text(viewModel.name)
            }
        }

        """

    /// The default configuration with `mvvm/hardcoded-text` on (it is off in plain SwiftUI code).
    private func configuration(severity: String = "warning") -> ConfigurationSet {
        var configuration = ConfigurationSet(root: "/ws")
        let error = configuration.applyConfigurationFile(
            path: "/ws/.mvvm-lsp.yml",
            text: "rules:\n  mvvm/hardcoded-text: \(severity)\n  mvvm/observed-object-created-in-view: warning\n")
        XCTAssertNil(error)
        return configuration
    }

    /// Typing in `footer` walks only `footer`; `header`'s and `body`'s findings are reused,
    /// moved when the edit comes before them.
    func testUntouchedMembersAreReusedAndMoved() throws {
        let linter = Linter(configuration: configuration())
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: path, text: source)
        let first = linter.lint(path: path, in: workspace, reusing: nil)
        XCTAssertEqual(first.memo?.reusedUnitCount, 0)

        let edited = try edit(&workspace, replacing: "Text(viewModel.name)", with: "Text(viewModel.name + \"!\")")
        let second = linter.lint(path: path, in: workspace, reusing: first.memo)
        XCTAssertEqual(second.memo?.reusedUnitCount, 2, "body and header are reused; footer is walked")
        XCTAssertEqual(second.diagnostics, linter.lint(path: path, in: workspace))

        // An edit above the other members moves their reused findings.
        _ = try edit(&workspace, replacing: "import SwiftUI", with: "import SwiftUI // the profile screen")
        let third = linter.lint(path: path, in: workspace, reusing: second.memo)
        XCTAssertEqual(third.memo?.reusedUnitCount, 3)
        let texts = third.diagnostics.filter { $0.ruleID == "mvvm/hardcoded-text" }
            .map { text(of: $0.range, in: workspace) }
        XCTAssertEqual(texts, ["\"Welcome back\"", "\"Your profile\""])
        XCTAssertEqual(third.diagnostics, linter.lint(path: path, in: workspace))
        XCTAssertTrue(edited.contains("+ \"!\""))
    }

    /// Nothing is reused when the declarations changed, another file changed, or the
    /// configuration changed.
    func testReuseNeedsTheSameFactsWorkspaceAndConfiguration() throws {
        let linter = Linter(configuration: configuration())
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: path, text: source)
        var memo = linter.lint(path: path, in: workspace, reusing: nil).memo

        _ = try edit(&workspace, replacing: "private var footer", with: "private var footnote")
        var result = linter.lint(path: path, in: workspace, reusing: memo)
        XCTAssertEqual(result.memo?.reusedUnitCount, 0, "a member was renamed: its siblings see another scope")
        memo = result.memo

        workspace.update(path: "/ws/Sources/Other.swift", text: "struct Other {}\n")
        _ = try edit(&workspace, replacing: "Your profile", with: "Your profile page")
        result = linter.lint(path: path, in: workspace, reusing: memo)
        XCTAssertEqual(result.memo?.reusedUnitCount, 0, "another file changed since the memo")
        memo = result.memo

        _ = try edit(&workspace, replacing: "Your profile page", with: "Your profile")
        result = Linter(configuration: configuration(severity: "error")).lint(path: path, in: workspace, reusing: memo)
        XCTAssertEqual(result.memo?.reusedUnitCount, 0, "the configuration changed")
        XCTAssertTrue(result.diagnostics.contains { $0.ruleID == "mvvm/hardcoded-text" && $0.severity == .error })
    }

    /// Skipped types and members that declare types inside them keep the walk in step with the
    /// reused facts: what follows them is still found.
    func testSkippingDeclarationsWithNestedTypes() throws {
        let source = """
            import SwiftUI

            final class SettingsViewModel: ObservableObject {
                enum Theme { case light, dark }
                @Published var theme = Theme.light
            }

            struct SettingsView: View {
                @ObservedObject var model = SettingsViewModel()

                func helper() -> Int {
                    struct Local { let value = 1 }
                    return Local().value
                }

                var body: some View {
                    Text("Settings screen")
                }
            }

            """
        let linter = Linter(configuration: configuration())
        var workspace = WorkspaceSnapshot(root: "/ws")
        let collected = linter.lint(path: path, text: source, in: &workspace)
        XCTAssertEqual(Set(collected.map(\.ruleID)), ["mvvm/observed-object-created-in-view", "mvvm/hardcoded-text"])
        let first = linter.lint(path: path, in: workspace, reusing: nil)
        XCTAssertEqual(first.diagnostics, collected, "skipping the view model and its enum")

        _ = try edit(&workspace, replacing: "Settings screen", with: "Settings")
        let second = linter.lint(path: path, in: workspace, reusing: first.memo)
        XCTAssertEqual(second.memo?.reusedUnitCount, 1, "helper, with a type inside, is reused")
        XCTAssertEqual(second.diagnostics, linter.lint(path: path, in: workspace))
        XCTAssertEqual(second.diagnostics.count, 2)
    }

    /// In a FOSMVVM view, members that mention `viewModel` are reused: the preview-host rule,
    /// which needs that text, reports only in previews, so only the preview is walked again.
    func testFOSMVVMMembersMentioningTheViewModelAreReused() throws {
        let source = """
            import FOSMVVM
            import SwiftUI

            struct ProfileView: ViewModelView {
                private let viewModel: ProfileViewModel
                init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
                var body: some View { VStack { header; footer } }
                private var header: some View { Text(viewModel.title) }
                private var footer: some View { Text(viewModel.subtitle) }
            }

            struct ProfileView_Previews: PreviewProvider {
                static var previews: some View { ProfileView(viewModel: .stub()) }
            }

            """
        let linter = Linter(configuration: ConfigurationSet(root: "/ws"))
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: path, text: source)
        XCTAssertEqual(linter.convention(forFile: path, in: workspace).convention, .fosmvvm)
        let first = linter.lint(path: path, in: workspace, reusing: nil)
        XCTAssertTrue(first.diagnostics.contains { $0.ruleID == "fosmvvm/preview-host" })

        _ = try edit(&workspace, replacing: "Text(viewModel.subtitle)", with: "Text(viewModel.subtitle).bold()")
        let second = linter.lint(path: path, in: workspace, reusing: first.memo)
        XCTAssertEqual(
            second.memo?.reusedUnitCount, 3, "init, body and header are reused; footer and the preview are walked")
        XCTAssertEqual(second.diagnostics, linter.lint(path: path, in: workspace))
    }

    /// Random typing, deleting and pasting at random places of every fixture file: after each
    /// edit, the lint that reuses the previous one's memo finds exactly what a full lint finds.
    func testReuseMatchesFullLintsUnderRandomEdits() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        // Fixtures are independent: each is edited on its own thread with its own seed.
        let names = Array(
            ["SampleWorkspace", "FOSMVVMWorkspace", "ContractWorkspace", "PlainApp", "PairingStyles"].enumerated())
        let outcomes = ParallelMap.map(names, jobs: ProcessInfo.processInfo.activeProcessorCount) { index, name in
            Self.editRandomly(root: fixtures.appendingPathComponent(name).path, seed: 8 &+ UInt64(index))
        }
        for failure in outcomes.flatMap(\.failures) { XCTFail(failure) }
        let lints = outcomes.map(\.lints).reduce(0, +)
        XCTAssertGreaterThan(lints, LongRuns.size(180, long: 500))
        XCTAssertGreaterThan(outcomes.map(\.reusedUnits).reduce(0, +), lints / 4, "edits leave other members to reuse")
    }

    /// What the random edits of one fixture gave: lints run, members reused, every difference.
    private struct EditOutcome: Sendable {
        var lints = 0
        var reusedUnits = 0
        var failures: [String] = []
    }

    private static func editRandomly(root: String, seed: UInt64) -> EditOutcome {
        var generator = SeededGenerator(seed: seed)
        var outcome = EditOutcome()
        guard var workspace = try? WorkspaceSnapshot.load(root: root, jobs: 1) else {
            return EditOutcome(failures: ["\(root) could not be read"])
        }
        let (configuration, errors) = ConfigurationSet.load(root: root)
        if !errors.isEmpty { outcome.failures.append("\(root): \(errors)") }
        let linter = Linter(configuration: configuration)
        for path in workspace.sourceFiles.keys.sorted() {
            var memo = linter.lint(path: path, in: workspace, reusing: nil).memo
            for _ in 0..<LongRuns.size(3, long: 8) {
                let description = randomEdit(of: path, in: &workspace, using: &generator)
                let result = linter.lint(path: path, in: workspace, reusing: memo)
                let full = linter.lint(path: path, in: workspace)
                if result.diagnostics.count != full.count || Set(result.diagnostics) != Set(full) {
                    outcome.failures.append("\(path) after \(description): \(result.diagnostics) instead of \(full)")
                }
                outcome.lints += 1
                outcome.reusedUnits += result.memo?.reusedUnitCount ?? 0
                memo = result.memo
            }
        }
        return outcome
    }

    // MARK: Helpers

    private static let insertions = [
        "x", " ", "\"", "{", "}", "(", "\n", "Text(\"Hello world\")", "DateFormatter()",
        ".onAppear { load() }", "UUID()", "// note", "if viewModel.items.count > 3 { }",
    ]

    /// Applies one random edit to the file at `path`, through the incremental update.
    private static func randomEdit(
        of path: String, in workspace: inout WorkspaceSnapshot,
        using generator: inout SeededGenerator
    ) -> String {
        let text = workspace.sourceFiles[path]!.text
        var bytes = Array(text.utf8)
        var offset = Int(generator.next() % UInt64(bytes.count + 1))
        while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let edit: ByteEdit
        if generator.next() % 3 == 0, offset < bytes.count {
            var end = min(bytes.count, offset + 1 + Int(generator.next() % 3))
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            edit = ByteEdit(range: ByteRange(start: offset, end: end), replacement: [])
        } else {
            let insertion = Self.insertions[Int(generator.next() % UInt64(Self.insertions.count))]
            edit = ByteEdit(range: .empty(at: offset), replacement: Array(insertion.utf8))
        }
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: edit.replacement)
        let newText = String(decoding: bytes, as: UTF8.self)
        workspace.update(path: path, text: newText, changes: TextChanges(base: text, edits: [edit]))
        return "replacing \(edit.range) with \(String(decoding: edit.replacement, as: UTF8.self).debugDescription)"
    }

    @discardableResult
    private func edit(_ workspace: inout WorkspaceSnapshot, replacing old: String, with new: String) throws -> String {
        let text = workspace.sourceFiles[path]!.text
        let range = try XCTUnwrap(text.range(of: old))
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let edit = ByteEdit(range: ByteRange(start: start, end: start + old.utf8.count), replacement: Array(new.utf8))
        let edited = text.replacingCharacters(in: range, with: new)
        workspace.update(path: path, text: edited, changes: TextChanges(base: text, edits: [edit]))
        return edited
    }

    private func text(of range: ByteRange, in workspace: WorkspaceSnapshot) -> String {
        String(decoding: workspace.sourceFiles[path]!.lines.bytes[range.start..<range.end], as: UTF8.self)
    }
}

/// `Linter.lint(path:text:in:)` plans the lint before the text is in the workspace; when the
/// text itself decides the file's convention, the file is linted again under the new plan.
final class TextDecidesConventionTests: XCTestCase {
    func testATextThatImportsFOSMVVMGetsTheFOSMVVMRules() {
        let linter = Linter(configuration: ConfigurationSet(root: "/ws"))
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/Sources/App/FeedView.swift",
            text: "struct FeedView: View { var body: some View { EmptyView() } }")
        let found = linter.lint(
            path: "/ws/Sources/App/TaskViewModel.swift",
            text: """
                import FOSMVVM

                @ViewModel
                public struct TaskViewModel {
                    public var vmId = ViewModelId()
                }
                """, in: &workspace)
        XCTAssertEqual(found.map(\.ruleID), ["fosmvvm/vmid-random"])
    }
}

import MVVMAnalyzerCore
import MVVMRules
import XCTest

final class SuppressionTests: XCTestCase {
    private let created = "@ObservedObject var viewModel = ProfileViewModel()"

    private func lint(_ text: String) -> [Finding] {
        var workspace = WorkspaceSnapshot(root: "/ws")
        var configuration = ConfigurationSet(root: "/ws")
        configuration.applyEditorSettings("convention: plain\nrules:\n  mvvm/observed-object-created-in-view: warning")
        return Linter(configuration: configuration).lint(path: "/ws/ProfileView.swift", text: text, in: &workspace)
    }

    private func view(_ lines: String) -> String {
        "struct ProfileView: View {\n\(lines)\n    var body: some View { Text(viewModel.name) }\n}\n"
    }

    func testEveryDirectiveForm() {
        XCTAssertEqual(lint(view("    \(created)")).map(\.ruleID), ["mvvm/observed-object-created-in-view"])
        XCTAssertEqual(
            lint(view("    // mvvm-lsp:disable:next mvvm/observed-object-created-in-view\n    \(created)")), [])
        XCTAssertEqual(lint(view("    \(created) // mvvm-lsp:disable:this all")), [])
        XCTAssertEqual(
            lint(view("    \(created)\n    // mvvm-lsp:disable:previous mvvm/observed-object-created-in-view")), [])
        XCTAssertEqual(lint("// mvvm-lsp:disable all\n" + view("    \(created)")), [])
    }

    func testEnableEndsTheRegion() {
        let text = """
            // mvvm-lsp:disable mvvm/observed-object-created-in-view
            struct AView: View { \(created); var body: some View { EmptyView() } }
            // mvvm-lsp:enable mvvm/observed-object-created-in-view
            struct BView: View { \(created); var body: some View { EmptyView() } }
            """
        let found = lint(text)
        XCTAssertEqual(found.map(\.ruleID), ["mvvm/observed-object-created-in-view"])
        XCTAssertEqual(found.first.map { LineTable(text).line(of: $0.range) }, 3)
    }

    func testSuperfluousSuppressionIsTaggedAndRemovable() throws {
        let text = view("    // mvvm-lsp:disable:next mvvm/navigation-in-view\n    let viewModel: ProfileViewModel")
        let found = lint(text)
        XCTAssertEqual(found.map(\.ruleID), ["mvvm/superfluous-suppression"])
        XCTAssertEqual(found.first?.tags, [.unnecessary])
        let fixed = TextReplacement.apply(FixAll.replacements(for: found, path: "/ws/ProfileView.swift"), to: text)
        XCTAssertEqual(fixed, view("    let viewModel: ProfileViewModel"))
    }

    func testSuppressionOfARuleThatIsOffIsNotJudged() {
        XCTAssertEqual(
            lint(view("    // mvvm-lsp:disable:next mvvm/hardcoded-text\n    let viewModel: ProfileViewModel")), [])
    }

    func testDisableForLineInsertsOrExtends() throws {
        let text = view("    \(created)")
        let file = SourceFile(path: "/ws/ProfileView.swift", text: text)
        let insert = SuppressionActions.disableForLine(
            ruleID: "mvvm/observed-object-created-in-view", line: 1, in: file)
        let inserted = TextReplacement.apply(insert, to: text)
        XCTAssertEqual(
            inserted, view("    // mvvm-lsp:disable:next mvvm/observed-object-created-in-view\n    \(created)"))
        let second = SourceFile(path: "/ws/ProfileView.swift", text: inserted)
        let extend = SuppressionActions.disableForLine(ruleID: "mvvm/navigation-in-view", line: 2, in: second)
        XCTAssertEqual(
            TextReplacement.apply(extend, to: inserted),
            view(
                "    // mvvm-lsp:disable:next mvvm/observed-object-created-in-view mvvm/navigation-in-view\n    \(created)"
            ))
        XCTAssertEqual(
            SuppressionActions.disableForLine(ruleID: "mvvm/observed-object-created-in-view", line: 2, in: second), [])
    }

    func testDisableForFileInsertsOrExtends() {
        let text = "import SwiftUI\n"
        let file = SourceFile(path: "/ws/A.swift", text: text)
        let inserted = TextReplacement.apply(
            SuppressionActions.disableForFile(ruleID: "mvvm/missing-preview", in: file), to: text)
        XCTAssertEqual(inserted, "// mvvm-lsp:disable mvvm/missing-preview\nimport SwiftUI\n")
        let extended = TextReplacement.apply(
            SuppressionActions.disableForFile(
                ruleID: "mvvm/hardcoded-text", in: SourceFile(path: "/ws/A.swift", text: inserted)),
            to: inserted
        )
        XCTAssertEqual(extended, "// mvvm-lsp:disable mvvm/missing-preview mvvm/hardcoded-text\nimport SwiftUI\n")
    }
}

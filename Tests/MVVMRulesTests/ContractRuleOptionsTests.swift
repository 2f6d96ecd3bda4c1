import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// The contract rules' options (the two contract styles) and their cross-file inputs.
final class ContractRuleOptionsTests: XCTestCase {
    private let root = "/ws"

    private func lint(_ path: String, _ text: String, files: [String: String] = [:], settings: String = "") -> [Finding]
    {
        var workspace = WorkspaceSnapshot(root: root)
        for (other, contents) in files { workspace.update(path: "\(root)/\(other)", text: contents) }
        var configuration = ConfigurationSet(root: root)
        XCTAssertNil(configuration.applyEditorSettings("convention: contract\n" + settings))
        return Linter(configuration: configuration).lint(path: "\(root)/\(path)", text: text, in: &workspace)
    }

    private func fixed(_ text: String, _ diagnostic: Finding?) -> String {
        let edits =
            diagnostic?.fixes.first?.changes.flatMap { change -> [TextReplacement] in
                if case .edit(_, let replacements) = change { return replacements }
                return []
            } ?? []
        return TextReplacement.apply(edits, to: text)
    }

    func testLoadOnAppearWithTheTaskModifier() {
        let settings = "rules:\n  contract/load-on-appear: { modifier: task }\n"
        let firstAppear = """
            struct EpisodeListView: View {
                @State private var viewModel: EpisodeListViewModel
                var body: some View { content.onFirstAppear { await viewModel.didAppear() } }
            }
            """
        let found = lint("EpisodeListView.swift", firstAppear, settings: settings).filter {
            $0.ruleID == "contract/load-on-appear"
        }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            fixed(firstAppear, found.first), firstAppear.replacingOccurrences(of: "onFirstAppear", with: "task"))
        let task = firstAppear.replacingOccurrences(of: "onFirstAppear", with: "task")
        XCTAssertEqual(
            lint("EpisodeListView.swift", task, settings: settings).filter { $0.ruleID == "contract/load-on-appear" },
            [])
    }

    func testViewGenericOverContractWithTheConcreteStyle() {
        let settings = "rules:\n  contract/view-generic-over-contract: { style: concrete }\n"
        let files = [
            "HomeViewModelContract.swift":
                "protocol HomeViewModelContract: AnyObject { func didTapOnSettingsButton() }",
            "HomeViewModel.swift":
                "final class HomeViewModel: HomeViewModelContract { func didTapOnSettingsButton() {} }",
            "HomeViewModelStub.swift":
                "final class HomeViewModelStub: HomeViewModelContract { func didTapOnSettingsButton() {} }",
        ]
        let generic = """
            struct HomeView<ViewModel: HomeViewModelContract>: View {
                let viewModel: ViewModel
                var body: some View { Button(LocalizedStrings.settings) { viewModel.didTapOnSettingsButton() } }
            }
            """
        let found = lint("HomeView.swift", generic, files: files, settings: settings)
            .filter { $0.ruleID == "contract/view-generic-over-contract" }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            fixed(generic, found.first),
            """
            struct HomeView: View {
                let viewModel: HomeViewModel
                var body: some View { Button(LocalizedStrings.settings) { viewModel.didTapOnSettingsButton() } }
            }
            """)
        XCTAssertEqual(
            lint("HomeView.swift", fixed(generic, found.first), files: files, settings: settings)
                .filter { $0.ruleID == "contract/view-generic-over-contract" }, [],
            "the concrete view is what this style wants")
    }

    func testPreviewPerStateReadsTheViewStateAsItIsNow() throws {
        let view = """
            struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
                @State private var viewModel: ViewModel
                var body: some View { Text(viewModel.title) }
            }
            /*
            #Preview("Loading") { CharacterListView(viewModel: Stub(state: .loading)) }
            #Preview("Loaded") { CharacterListView(viewModel: Stub(state: .loaded([]))) }
            */
            """
        var workspace = WorkspaceSnapshot(root: root)
        workspace.update(
            path: "\(root)/CharacterListViewModelContract.swift",
            text: "protocol CharacterListViewModelContract: AnyObject { var state: CharacterListViewState { get } }")
        workspace.update(
            path: "\(root)/CharacterListViewState.swift",
            text: "enum CharacterListViewState { case idle, loading, loaded([Int]) }")
        var configuration = ConfigurationSet(root: root)
        XCTAssertNil(configuration.applyEditorSettings("convention: contract"))
        let linter = Linter(configuration: configuration)
        func previewFindings() -> [String] {
            linter.lint(path: "\(root)/CharacterListView.swift", text: view, in: &workspace)
                .filter { $0.ruleID == "contract/preview-per-state" }.map(\.message)
        }
        XCTAssertEqual(previewFindings(), [])
        workspace.update(
            path: "\(root)/CharacterListViewState.swift",
            text: "enum CharacterListViewState { case idle, loading, loaded([Int]), error(Error) }")
        let messages = previewFindings()
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(try XCTUnwrap(messages.first).contains("`.error`"), "\(messages)")
    }
}

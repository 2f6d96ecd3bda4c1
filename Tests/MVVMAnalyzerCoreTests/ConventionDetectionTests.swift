import MVVMAnalyzerCore
import XCTest

/// Convention per scope, from strong evidence only.
final class ConventionDetectionTests: XCTestCase {
    private func snapshot(_ files: [String: String]) -> WorkspaceSnapshot {
        var workspace = WorkspaceSnapshot(root: "/ws")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { workspace.update(path: "/ws/" + path, text: text) }
        return workspace
    }

    private func convention(of path: String, in files: [String: String]) -> Convention {
        snapshot(files).conventionDecision(forFile: "/ws/" + path).convention
    }

    func testFOSMVVMByImportViewModelViewOrMacro() {
        XCTAssertEqual(convention(of: "A.swift", in: ["A.swift": "import FOSMVVM"]), .fosmvvm)
        XCTAssertEqual(
            convention(
                of: "A.swift", in: ["A.swift": "struct A: ViewModelView { var body: some View { EmptyView() } }"]),
            .fosmvvm)
        XCTAssertEqual(convention(of: "A.swift", in: ["A.swift": "@ViewModel struct AViewModel {}"]), .fosmvvm)
    }

    func testContractNeedsAViewOrViewModelUsingTheContract() {
        let state = ["AViewState.swift": "enum AViewState { case idle }"]
        XCTAssertEqual(
            convention(
                of: "A.swift",
                in: state.merging(["A.swift": "struct AView<VM: AViewModelContract>: View { let viewModel: VM }"]) {
                    $1
                }), .contract)
        XCTAssertEqual(
            convention(
                of: "A.swift",
                in: state.merging(["A.swift": "@Observable final class AViewModel: AViewModelContract {}"]) { $1 }),
            .contract)
        XCTAssertEqual(
            convention(
                of: "A.swift", in: state.merging(["A.swift": "protocol AViewModelContract: AnyObject {}"]) { $1 }),
            .plain)
    }

    /// Clean-Architecture apps name every protocol `…Contract` and make views generic over the
    /// view model's: without one of the contract convention's own signs in the module (a
    /// `…ViewState`, a view's private `LocalizedStrings`/`AccessibilityIdentifier` enum) that is
    /// plain code.
    func testAContractNameAloneIsNotTheContractConvention() {
        let files = [
            "App/Home/HomeView.swift":
                "struct HomeView<ViewModel: HomeViewModelContract>: View { @ObservedObject var viewModel: ViewModel }",
            "App/Home/HomeViewModel.swift":
                "final class HomeViewModel: HomeViewModelContract, ObservableObject { @Published var title = \"\" }",
            "App/Home/HomeViewModelContract.swift":
                "protocol HomeViewModelContract: ObservableObject { var title: String { get } }",
            "App/Data/UserRepositoryContract.swift":
                "protocol UserRepositoryContract { func user() async throws -> String }",
        ]
        let workspace = snapshot(files)
        let decision = workspace.conventionDecision(forFile: "/ws/App/Home/HomeView.swift")
        XCTAssertEqual(decision.convention, .plain)
        XCTAssertTrue(decision.reason.contains("none of the contract convention's own signs"), decision.reason)
        let marked = snapshot(
            files.merging(["App/Home/HomeView+Strings.swift": "extension HomeView { enum LocalizedStrings {} }"]) { $1 }
        )
        XCTAssertEqual(marked.conventionDecision(forFile: "/ws/App/Home/HomeView.swift").convention, .contract)
        let filePrivate = snapshot(
            files.merging([
                "App/Home/HomeView.swift": """
                struct HomeView<ViewModel: HomeViewModelContract>: View { @ObservedObject var viewModel: ViewModel }
                private enum AccessibilityIdentifier { static let title = "home.title" }
                """
            ]) { $1 })
        XCTAssertEqual(filePrivate.conventionDecision(forFile: "/ws/App/Home/HomeView.swift").convention, .contract)
    }

    func testALoneViewStateEnumIsNotEvidence() {
        let files = [
            "App/Feed/FeedViewState.swift": "enum FeedViewState { case idle, loading }",
            "App/Feed/FeedView.swift": "struct FeedView: View { @StateObject var viewModel = FeedViewModel() }",
            "App/Feed/FeedViewModel.swift":
                "final class FeedViewModel: ObservableObject { @Published var state = FeedViewState.idle }",
        ]
        for path in files.keys { XCTAssertEqual(convention(of: path, in: files), .plain, path) }
    }

    func testOneContractFeatureInAPlainAppIsContractAndTheRestStaysPlain() {
        let files = [
            "App/Profile/Views/ProfileView.swift":
                "struct ProfileView<ViewModel: ProfileViewModelContract>: View { @State private var viewModel: ViewModel }",
            "App/Profile/ViewModels/ProfileViewModel.swift":
                "@Observable final class ProfileViewModel: ProfileViewModelContract {}",
            "App/Profile/ViewModels/ProfileViewModelContract.swift":
                "protocol ProfileViewModelContract: AnyObject { var state: ProfileViewState { get } }",
            "App/Profile/ViewModels/ProfileViewState.swift": "enum ProfileViewState { case idle }",
            "App/Feed/FeedView.swift": "struct FeedView: View { @StateObject var viewModel = FeedViewModel() }",
            "App/Feed/FeedViewModel.swift": "final class FeedViewModel: ObservableObject {}",
            "App/Settings/SettingsView.swift":
                "struct SettingsView: View { @StateObject var viewModel = SettingsViewModel() }",
            "App/Settings/SettingsViewModel.swift": "final class SettingsViewModel: ObservableObject {}",
        ]
        let workspace = snapshot(files)
        for path in files.keys {
            let expected: Convention = path.hasPrefix("App/Profile") ? .contract : .plain
            XCTAssertEqual(workspace.conventionDecision(forFile: "/ws/" + path).convention, expected, path)
        }
        let viewState = workspace.conventionDecision(forFile: "/ws/App/Profile/ViewModels/ProfileViewState.swift")
        XCTAssertEqual(viewState.scope, .folder(path: "/ws/App/Profile/ViewModels"))
        XCTAssertTrue(
            workspace.conventionDecision(forFile: "/ws/App/Feed/FeedView.swift").reason.contains("only 2 of 7"),
            workspace.conventionDecision(forFile: "/ws/App/Feed/FeedView.swift").reason)
    }

    func testAViewPairedWithAContractViewModelFollowsItsPair() {
        let files = [
            "Views/ProfileView.swift": "struct ProfileView: View { @State private var viewModel: ProfileViewModel }",
            "Views/OtherView.swift": "struct OtherView: View { }",
            "Views/ThirdView.swift": "struct ThirdView: View { }",
            "Models/ProfileViewModel.swift": "@Observable final class ProfileViewModel: ProfileViewModelContract {}",
            "Models/ProfileViewState.swift": "enum ProfileViewState { case idle }",
            "Models/A.swift": "final class AViewModel: ObservableObject {}",
            "Models/B.swift": "final class BViewModel: ObservableObject {}",
        ]
        let decision = snapshot(files).conventionDecision(forFile: "/ws/Views/ProfileView.swift")
        XCTAssertEqual(decision.convention, .contract)
        XCTAssertEqual(decision.scope, .pair(path: "/ws/Models/ProfileViewModel.swift"))
    }

    func testAFOSMVVMTargetBesideAPlainTargetKeepsEachItsOwn() {
        let files = [
            "Package.swift": """
            let package = Package(name: "Mixed", targets: [
                .target(name: "ViewModels"), .executableTarget(name: "App"), .testTarget(name: "AppTests"),
            ])
            """,
            "Sources/ViewModels/TaskViewModel.swift":
                "import FOSMVVM\n@ViewModel struct TaskViewModel: RequestableViewModel {}",
            "Sources/ViewModels/Helpers.swift": "struct Formatter {}",
            "Sources/App/FeedView.swift": "struct FeedView: View { @StateObject var viewModel = FeedViewModel() }",
            "Sources/App/FeedViewModel.swift": "final class FeedViewModel: ObservableObject {}",
        ]
        let workspace = snapshot(files)
        XCTAssertEqual(
            workspace.conventionDecision(forFile: "/ws/Sources/ViewModels/TaskViewModel.swift").convention, .fosmvvm)
        XCTAssertEqual(workspace.conventionDecision(forFile: "/ws/Sources/App/FeedView.swift").convention, .plain)
        XCTAssertEqual(workspace.conventionDecision(forFile: "/ws/Sources/App/FeedViewModel.swift").convention, .plain)
    }

    func testRemovingTheEvidenceReturnsToPlain() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/A.swift", text: "import FOSMVVM")
        workspace.update(path: "/ws/B.swift", text: "struct BView: View {}")
        XCTAssertEqual(workspace.conventionDecision(forFile: "/ws/B.swift").convention, .fosmvvm)
        workspace.remove(path: "/ws/A.swift")
        XCTAssertEqual(workspace.conventionDecision(forFile: "/ws/B.swift").convention, .plain)
    }
}

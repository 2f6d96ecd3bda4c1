import MVVMGenerator
import TestSupport
import XCTest

/// Placement learned from the workspace's screens nearest where the user scaffolds: the shapes
/// of real apps (feature folders of a contract app, a flat FOSMVVM app, a new feature).
final class LearnedPlacementTests: XCTestCase {
    private func paths(_ plan: ScaffoldPlan) -> [FileRole: String] {
        Dictionary(uniqueKeysWithValues: plan.files.filter { $0.role != .support }.map { ($0.role, $0.path) })
    }

    private static let view = "struct XView: View { var body: some View { EmptyView() } }"

    /// A contract app of feature folders (`Features/<F>/Sources/Presentation/<Screen>/…`), one
    /// feature testing its view models and snapshots, the other only its view models.
    private func featureApp() throws -> TestWorkspace {
        try makeWorkspace([
            "Workspace.swift": "",
            "Features/Character/Sources/Presentation/CharacterList/Views/CharacterListView.swift":
                Self.view.replacingOccurrences(of: "XView", with: "CharacterListView"),
            "Features/Character/Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift":
                "@Observable final class CharacterListViewModel: CharacterListViewModelContract {}",
            "Features/Character/Tests/Unit/Presentation/CharacterList/ViewModels/CharacterListViewModelTests.swift":
                "import Testing\n@testable import ChallengeCharacter\nstruct CharacterListViewModelTests {}",
            "Features/Character/Tests/Snapshots/Presentation/CharacterList/CharacterListViewSnapshotTests.swift":
                "import ChallengeSnapshotTestKit\nimport Lottie\nimport SwiftUI\n@testable import ChallengeCharacter\nstruct CharacterListViewSnapshotTests {}",
            "Features/Home/Sources/Presentation/Home/Views/HomeView.swift": Self.view.replacingOccurrences(
                of: "XView", with: "HomeView"),
            "Features/Home/Sources/Presentation/Home/ViewModels/HomeViewModel.swift":
                "@Observable final class HomeViewModel: HomeViewModelContract {}",
            "Features/Home/Tests/Unit/Presentation/Home/ViewModels/HomeViewModelTests.swift":
                "import Testing\n@testable import ChallengeHome\nstruct HomeViewModelTests {}",
            "Features/Character/Tests/Snapshots/Presentation/CharacterDetail/CharacterDetailViewSnapshotTests.swift":
                "import ChallengeSnapshotTestKit\nimport SwiftUI\n@testable import ChallengeCharacter\nstruct CharacterDetailViewSnapshotTests {}",
            "Features/Character/Tests/Snapshots/Presentation/CharacterFilter/CharacterFilterViewSnapshotTests.swift":
                "import ChallengeSnapshotTestKit\nimport SwiftUI\n@testable import ChallengeCharacter\nstruct CharacterFilterViewSnapshotTests {}",
            "Features/Home/Sources/Presentation/Settings/Views/SettingsView.swift": "",
        ])
    }

    private func plan(_ name: String, in workspace: TestWorkspace, near anchor: String?, kind: ViewKind = .stateful)
        throws -> ScaffoldPlan
    {
        let options = ScaffoldOptions(anchor: anchor)
        return try workspace.planner().plan(
            ScaffoldRequest(name: name, convention: .contract, kind: kind, options: options))
    }

    func testAScreenScaffoldedInAFeatureStaysInThatFeature() throws {
        let workspace = try featureApp()
        let planned = paths(
            try plan("Profile", in: workspace, near: "Features/Home/Sources/Presentation/Home/Views/HomeView.swift"))
        XCTAssertEqual(
            planned,
            [
                .contract: "Features/Home/Sources/Presentation/Profile/ViewModels/ProfileViewModelContract.swift",
                .viewState: "Features/Home/Sources/Presentation/Profile/ViewModels/ProfileViewState.swift",
                .viewModel: "Features/Home/Sources/Presentation/Profile/ViewModels/ProfileViewModel.swift",
                .view: "Features/Home/Sources/Presentation/Profile/Views/ProfileView.swift",
                .viewModelTests: "Features/Home/Tests/Unit/Presentation/Profile/ViewModels/ProfileViewModelTests.swift",
                // Home keeps no snapshot tests yet, the app does: where Character keeps them, in Home's tests.
                .snapshotTests: "Features/Home/Tests/Snapshots/Presentation/Profile/ProfileViewSnapshotTests.swift",
            ])
        let tests = try XCTUnwrap(
            try plan("Profile", in: workspace, near: "Features/Home").files.first { $0.role == .viewModelTests })
        XCTAssertTrue(tests.contents.contains("@testable import ChallengeHome\n"), tests.contents)
    }

    func testTheEmptyFileTheUserMadeBecomesTheViewAndTheRestGoesBesideIt() throws {
        let workspace = try featureApp()
        let anchor = "Features/Home/Sources/Presentation/Settings/Views/SettingsView.swift"
        let planned = try plan("Settings", in: workspace, near: anchor)
        XCTAssertEqual(planned.conflicts.map(\.path), [anchor])
        XCTAssertEqual(planned.mainFile, anchor)
        XCTAssertEqual(
            paths(planned)[.viewModel], "Features/Home/Sources/Presentation/Settings/ViewModels/SettingsViewModel.swift"
        )
    }

    func testAFeatureWithoutScreensTakesTheLayoutOfTheNearestFeature() throws {
        let workspace = try featureApp()
        try workspace.write("Features/Search/Sources/SearchFeature.swift", "enum SearchFeature {}")
        try workspace.write("Features/Search/Tests/SearchFeatureTests.swift", "struct SearchFeatureTests {}")
        let plan = try plan("Search", in: workspace, near: "Features/Search/Sources/SearchFeature.swift")
        let planned = paths(plan)
        XCTAssertEqual(
            planned[.viewModel], "Features/Search/Sources/Presentation/Search/ViewModels/SearchViewModel.swift")
        XCTAssertEqual(planned[.view], "Features/Search/Sources/Presentation/Search/Views/SearchView.swift")
        XCTAssertEqual(
            planned[.viewModelTests],
            "Features/Search/Tests/Unit/Presentation/Search/ViewModels/SearchViewModelTests.swift")
        XCTAssertEqual(
            planned[.snapshotTests], "Features/Search/Tests/Snapshots/Presentation/Search/SearchViewSnapshotTests.swift"
        )
        let snapshot = try XCTUnwrap(plan.files.first { $0.role == .snapshotTests })
        // The app's own snapshot kit, not a library it does not use; the module renamed after the feature.
        XCTAssertTrue(
            snapshot.contents.hasPrefix(
                "import ChallengeSnapshotTestKit\nimport SwiftUI\nimport Testing\n@testable import ChallengeSearch\n"),
            snapshot.contents)
        XCTAssertFalse(snapshot.contents.contains("SnapshotTesting"))
    }

    func testTestsAreLeftOutWhereTheNewFeatureHasNoTestFolder() throws {
        let workspace = try featureApp()
        try workspace.write("Features/Search/Sources/SearchFeature.swift", "enum SearchFeature {}")
        let planned = paths(try plan("Search", in: workspace, near: "Features/Search/Sources/SearchFeature.swift"))
        XCTAssertEqual(
            planned[.viewModel], "Features/Search/Sources/Presentation/Search/ViewModels/SearchViewModel.swift")
        XCTAssertNil(planned[.viewModelTests])
        XCTAssertNil(planned[.snapshotTests])
    }

    func testAFlatFOSMVVMAppStaysFlatAndTheEmptyViewFileIsFilled() throws {
        let workspace = try makeWorkspace([
            "Package.swift": "// swift-tools-version:6.0",
            "Sources/ViewModels/LandingPageViewModel.swift":
                "@ViewModel public struct LandingPageViewModel: RequestableViewModel {}",
            "Sources/ViewModels/LandingPageRequest.swift": "public final class LandingPageRequest: ViewModelRequest {}",
            "Sources/SwiftUIViews/LandingPageView.swift":
                "public struct LandingPageView: ViewModelView { public var body: some View { EmptyView() } }",
            "Sources/Resources/ViewModels/LandingPageViewModel.yml":
                "en:\n  LandingPageViewModel:\n    title: \"Hi\"\n",
            "Sources/WebServer/ViewModelFactories/LandingPageViewModel+Factory.swift": "import Vapor",
            "Sources/SwiftUIViews/TaskListView.swift": "\n",
        ])
        let options = ScaffoldOptions(anchor: "Sources/SwiftUIViews/TaskListView.swift")
        let plan = try workspace.planner().plan(
            ScaffoldRequest(name: "TaskList", convention: .fosmvvm, options: options))
        XCTAssertEqual(
            paths(plan),
            [
                .viewModel: "Sources/ViewModels/TaskListViewModel.swift",
                .request: "Sources/ViewModels/TaskListRequest.swift",
                .localization: "Sources/Resources/ViewModels/TaskListViewModel.yml",
                .factory: "Sources/WebServer/ViewModelFactories/TaskListViewModel+Factory.swift",
            ])
        XCTAssertEqual(plan.conflicts.map(\.path), ["Sources/SwiftUIViews/TaskListView.swift"])
    }

    func testANamedFOSMVVMFeatureKeepsTheConventionsFeatureFolders() throws {
        let workspace = try makeWorkspace([
            "Sources/ViewModels/LandingPageViewModel.swift": "@ViewModel public struct LandingPageViewModel {}",
            "Sources/Views/LandingPageView.swift":
                "public struct LandingPageView: ViewModelView { public var body: some View { EmptyView() } }",
        ])
        let request = try ScaffoldRequest(name: "Board", convention: .fosmvvm, hosting: .client, feature: "Tasks")
        let planned = paths(try workspace.planner().plan(request))
        XCTAssertEqual(planned[.viewModel], "Sources/ViewModels/Tasks/BoardViewModel.swift")
        XCTAssertEqual(planned[.view], "Sources/Views/Tasks/BoardView.swift")
    }

    func testAViewModelInsideItsViewsFileMakesAScreen() throws {
        let workspace = try makeWorkspace([
            "App/Sources/Profile/ProfileView.swift": """
            struct ProfileView: View { @State var viewModel = ViewModel(); var body: some View { EmptyView() } }
            extension ProfileView { @Observable final class ViewModel {} }
            """
        ])
        let planned = paths(
            try plan("Orders", in: workspace, near: "App/Sources/Profile/ProfileView.swift", kind: .stateless))
        XCTAssertEqual(planned[.view], "App/Sources/Orders/OrdersView.swift")
        XCTAssertEqual(planned[.viewModel], "App/Sources/Orders/OrdersViewModel.swift")
    }
}

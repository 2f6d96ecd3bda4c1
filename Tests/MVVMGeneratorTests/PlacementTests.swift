import MVVMGenerator
import XCTest

/// Placement inferred from small workspaces on disk, and overridden by configuration.
final class PlacementTests: XCTestCase {
    /// The path of each screen file (helper files aside).
    private func paths(_ plan: ScaffoldPlan) -> [FileRole: String] {
        Dictionary(uniqueKeysWithValues: plan.files.filter { $0.role != .support }.map { ($0.role, $0.path) })
    }

    func testEmptyPackageUsesTheConventionsUsualLayouts() throws {
        let workspace = try makeWorkspace(["Package.swift": "// swift-tools-version:6.0"])
        let planner = try workspace.planner()
        let fosmvvm = paths(
            try planner.plan(
                ScaffoldRequest(name: "Dashboard", convention: .fosmvvm, kind: .interactive, feature: "Home")))
        XCTAssertEqual(
            fosmvvm,
            [
                .viewModel: "Sources/ViewModels/Home/DashboardViewModel.swift",
                .request: "Sources/ViewModels/Home/DashboardRequest.swift",
                .localization: "Sources/Resources/ViewModels/Home/DashboardViewModel.yml",
                .factory: "Sources/WebServer/ViewModelFactories/DashboardViewModel+Factory.swift",
                .operations: "Sources/ViewModels/Home/DashboardViewModelOperations.swift",
                .view: "Sources/Views/Home/DashboardView.swift",
            ])
        let contract = paths(try planner.plan(ScaffoldRequest(name: "Detail", convention: .contract)))
        XCTAssertEqual(
            contract,
            [
                .contract: "Sources/Presentation/Detail/ViewModels/DetailViewModelContract.swift",
                .viewState: "Sources/Presentation/Detail/ViewModels/DetailViewState.swift",
                .viewModel: "Sources/Presentation/Detail/ViewModels/DetailViewModel.swift",
                .view: "Sources/Presentation/Detail/Views/DetailView.swift",
                .viewModelTests: "Tests/Presentation/Detail/ViewModels/DetailViewModelTests.swift",
                .snapshotTests: "Tests/Presentation/Detail/Snapshots/DetailViewSnapshotTests.swift",
            ])
    }

    func testFOSMVVMLayoutIsReadFromTargetsAndResources() throws {
        let workspace = try makeWorkspace([
            "Sources/KairosModels/Tasks/TaskViewModel.swift": "@ViewModel public struct TaskViewModel {}",
            "Sources/KairosUI/Tasks/TaskView.swift":
                "public struct TaskView: ViewModelView { public var body: some View { EmptyView() } }",
            "Sources/AppServer/routes.swift": "import Vapor",
            "Sources/KairosResources/Resources/ViewModels/Tasks/TaskViewModel.yml":
                "en:\n  TaskViewModel:\n    title: \"Task\"\n",
            "Sources/KairosModels/Resources/ViewModels/LocalViewModel.yml":
                "en:\n  LocalViewModel:\n    title: \"Local\"\n",
        ])
        let planner = try workspace.planner()
        let server = paths(try planner.plan(ScaffoldRequest(name: "Board", convention: .fosmvvm, feature: "Tasks")))
        XCTAssertEqual(server[.viewModel], "Sources/KairosModels/Tasks/BoardViewModel.swift")
        XCTAssertEqual(server[.view], "Sources/KairosUI/Tasks/BoardView.swift")
        XCTAssertEqual(server[.factory], "Sources/AppServer/ViewModelFactories/BoardViewModel+Factory.swift")
        XCTAssertEqual(server[.localization], "Sources/KairosResources/Resources/ViewModels/Tasks/BoardViewModel.yml")
        let clientPlan = try planner.plan(ScaffoldRequest(name: "Settings", convention: .fosmvvm, hosting: .client))
        let client = paths(clientPlan)
        XCTAssertEqual(client[.localization], "Sources/KairosModels/Resources/ViewModels/SettingsViewModel.yml")
        XCTAssertNil(client[.request])
        XCTAssertNil(client[.factory])
        let view = try XCTUnwrap(clientPlan.files.first { $0.role == .view })
        XCTAssertTrue(view.contents.contains("import KairosModels\n"), view.contents)
    }

    func testContractLayoutFollowsTheExistingPresentationFolder() throws {
        let workspace = try makeWorkspace([
            "Libraries/Features/Characters/Sources/Presentation/CharacterList/Views/CharacterListView.swift":
                "struct CharacterListView: View { var body: some View { EmptyView() } }",
            "Libraries/Features/Characters/Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift":
                "final class CharacterListViewModel {}",
        ])
        let planned = paths(
            try workspace.planner().plan(
                ScaffoldRequest(name: "CharacterDetail", convention: .contract, kind: .stateless)))
        XCTAssertEqual(
            planned[.view],
            "Libraries/Features/Characters/Sources/Presentation/CharacterDetail/Views/CharacterDetailView.swift")
        XCTAssertEqual(
            planned[.viewModel],
            "Libraries/Features/Characters/Sources/Presentation/CharacterDetail/ViewModels/CharacterDetailViewModel.swift"
        )
        // The app's screens have no tests: none is made up.
        XCTAssertNil(planned[.snapshotTests])
        XCTAssertNil(planned[.viewModelTests])
        XCTAssertNil(planned[.viewState])
    }

    func testOverridesReplaceInferredFoldersWithPlaceholders() throws {
        let workspace = try makeWorkspace()
        let overrides = PlacementOverrides([.view: "App/{Feature}/Screens", .viewModelTests: "AppTests/{Name}"])
        let planned = paths(
            try workspace.planner(overrides: overrides).plan(
                ScaffoldRequest(name: "Cart", convention: .contract, feature: "Shop")))
        XCTAssertEqual(planned[.view], "App/Shop/Screens/CartView.swift")
        XCTAssertEqual(planned[.viewModelTests], "AppTests/Cart/CartViewModelTests.swift")
        XCTAssertEqual(planned[.viewModel], "Sources/Presentation/Cart/ViewModels/CartViewModel.swift")
    }
}

import MVVMAnalyzerCore
import XCTest

final class WorkspaceSnapshotTests: XCTestCase {
    /// Edits inside bodies keep `declarationsRevision`; new declarations and files move it.
    func testDeclarationsRevisionFollowsDeclarationsOnly() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/A.swift", text: "struct A: View { var body: some View { Text(\"a\") } }")
        let afterAdd = workspace.declarationsRevision
        workspace.update(path: "/ws/A.swift", text: "struct A: View { var body: some View { Text(\"ab\") } }")
        XCTAssertEqual(workspace.declarationsRevision, afterAdd)
        workspace.update(
            path: "/ws/A.swift", text: "import Vapor\nstruct A: View { var body: some View { Text(\"ab\") } }")
        XCTAssertNotEqual(workspace.declarationsRevision, afterAdd)
        let afterImport = workspace.declarationsRevision
        workspace.remove(path: "/ws/A.swift")
        XCTAssertNotEqual(workspace.declarationsRevision, afterImport)
    }

    /// The index behind `views(renderingViewModel:)` follows updates and removals.
    func testViewsRenderingAViewModelFollowEdits() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/OrdersViewModel.swift", text: "final class OrdersViewModel: ObservableObject {}")
        workspace.update(
            path: "/ws/OrdersView.swift", text: "struct OrdersView: View { var body: some View { EmptyView() } }")
        workspace.update(
            path: "/ws/List.swift",
            text: """
                struct ListScreen: View { @StateObject var model: OrdersViewModel; var body: some View { EmptyView() } }
                """)
        XCTAssertEqual(
            workspace.views(renderingViewModel: "OrdersViewModel").map(\.type.name), ["ListScreen", "OrdersView"])
        workspace.update(
            path: "/ws/List.swift", text: "struct ListScreen: View { var body: some View { EmptyView() } }")
        XCTAssertEqual(workspace.views(renderingViewModel: "OrdersViewModel").map(\.type.name), ["OrdersView"])
        workspace.remove(path: "/ws/OrdersView.swift")
        XCTAssertEqual(workspace.views(renderingViewModel: "OrdersViewModel").map(\.type.name), [])
        XCTAssertEqual(workspace.viewNames, ["ListScreen"])
    }

    func testPairingPrefersThePropertyTypeOverNames() throws {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/TasksView.swift",
            text: """
                struct TasksView: View { @StateObject private var viewModel = TaskListViewModel(); var body: some View { EmptyView() } }
                """)
        workspace.update(
            path: "/ws/TaskListViewModel.swift", text: "final class TaskListViewModel: ObservableObject {}")
        workspace.update(path: "/ws/TasksViewModel.swift", text: "final class TasksViewModel: ObservableObject {}")
        let view = try XCTUnwrap(workspace.declaration(of: "TasksView")?.type)
        let candidates = workspace.viewModelCandidates(for: view)
        XCTAssertEqual(candidates.map(\.viewModelName), ["TaskListViewModel", "TasksViewModel"])
        XCTAssertEqual(candidates.first?.evidence, .propertyType(property: "viewModel"))
        XCTAssertEqual(candidates.first?.declaration?.path, "/ws/TaskListViewModel.swift")
        XCTAssertEqual(candidates.last?.evidence, .name)
    }

    func testNamePairingCoversScreensImplsAndNestedViewModels() throws {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/A.swift",
            text: """
                struct ProfileScreen: View { let model: any ProfileViewModelProtocol; var body: some View { EmptyView() } }
                protocol ProfileViewModelProtocol {}
                final class ProfileViewModelImpl: ProfileViewModelProtocol {}
                struct CounterRow: View { var body: some View { EmptyView() } }
                extension CounterRow { @Observable final class ViewModel {} }
                """)
        let screen = try XCTUnwrap(workspace.declaration(of: "ProfileScreen")?.type)
        XCTAssertEqual(
            workspace.viewModelCandidates(for: screen).map(\.viewModelName),
            ["ProfileViewModelProtocol", "ProfileViewModelImpl"])
        let row = try XCTUnwrap(workspace.declaration(of: "CounterRow")?.type)
        XCTAssertEqual(workspace.viewModelCandidates(for: row).map(\.viewModelName), ["CounterRow.ViewModel"])
        XCTAssertEqual(
            workspace.views(renderingViewModel: "ProfileViewModelProtocol").map(\.type.name), ["ProfileScreen"])
    }

    func testGenericViewPairsWithItsContract() throws {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/V.swift",
            text: """
                struct DetailView<ViewModel: DetailViewModelContract>: View { @State private var viewModel: ViewModel; var body: some View { EmptyView() } }
                """)
        let view = try XCTUnwrap(workspace.declaration(of: "DetailView")?.type)
        XCTAssertEqual(workspace.viewModelCandidates(for: view).first?.viewModelName, "DetailViewModelContract")
    }

    func testUpdateReplacesOnlyThatFileAndRemoveForgetsIt() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/A.swift", text: "struct AView: View { var body: some View { EmptyView() } }")
        workspace.update(path: "/ws/B.swift", text: "struct BView: View { var body: some View { EmptyView() } }")
        let before = workspace
        workspace.update(path: "/ws/A.swift", text: "struct RenamedView: View { var body: some View { EmptyView() } }")
        XCTAssertEqual(workspace.viewNames, ["RenamedView", "BView"])
        XCTAssertEqual(before.viewNames, ["AView", "BView"], "snapshots are values")
        XCTAssertTrue(workspace.types(named: "AView").isEmpty)
        workspace.remove(path: "/ws/B.swift")
        XCTAssertEqual(workspace.viewNames, ["RenamedView"])
        XCTAssertNil(workspace.sourceFiles["/ws/B.swift"])
    }

    func testViewStatesAreIndexed() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/S.swift", text: "enum ListViewState { case idle, loading }")
        XCTAssertEqual(workspace.viewStates.map(\.type.name), ["ListViewState"])
    }
}

import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the team's own style, read from the screens nearest where the user
/// scaffolds: the shapes of real plain apps.
final class PlainScaffoldTests: XCTestCase {
    private func plan(_ name: String, in workspace: TestWorkspace, near anchor: String?,
                      style: [String: String] = [:]) throws -> ScaffoldPlan {
        let options = ScaffoldOptions(anchor: anchor, plainStyle: style)
        return try workspace.planner().plan(ScaffoldRequest(name: name, convention: .plain, options: options))
    }

    private func contents(_ plan: ScaffoldPlan, _ role: FileRole) throws -> String {
        try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    /// An `ObservableObject` app indented by two spaces, each screen in a folder of its own.
    func testAnObservableObjectAppGetsItsDeclarationOwnershipFoldersAndIndentation() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": """
                import SwiftUI

                struct InboxView: View {
                  @StateObject private var viewModel = InboxViewModel()

                  var body: some View {
                    Text(viewModel.title)
                  }
                }
                """,
            "App/Inbox/InboxViewModel.swift": """
                import Combine

                @MainActor
                final class InboxViewModel: ObservableObject {
                  @Published var title = ""
                }
                """,
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift")
        XCTAssertEqual(plan.files.map(\.path).sorted(), ["App/Orders/OrdersView.swift", "App/Orders/OrdersViewModel.swift"])
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(viewModel.contains("@MainActor\nfinal class OrdersViewModel: ObservableObject {\n  @Published private(set) var title"),
                      viewModel)
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("struct OrdersView: View {\n  @StateObject private var viewModel = OrdersViewModel()\n"), view)
        XCTAssertTrue(view.contains("\n    Text(viewModel.title)\n"), "two spaces a level: \(view)")
        XCTAssertFalse(view.contains("#Preview"), "the app's screens have no previews: \(view)")
    }

    /// An `@Observable` app whose view models share a base class, whose views take their view
    /// model, hold it in `@State` and conform to `View` in an extension, with `#Preview`s
    /// inside `#if DEBUG` and Swift Testing tests in a package's test target.
    func testAnObservableAppGetsItsBaseClassExtensionConformancePreviewsAndTests() throws {
        let workspace = try makeWorkspace([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Feed", targets: [.target(name: "Feed"), .testTarget(name: "FeedTests", dependencies: ["Feed"])])
                """,
            "Sources/Feed/Support/BaseViewModel.swift": "@Observable class BaseViewModel {}\n",
            "Sources/Feed/Feed/FeedView.swift": """
                import SwiftUI

                struct FeedView {
                    @State var viewModel: FeedViewModel
                }

                extension FeedView: View {
                    var body: some View { Text(viewModel.title) }
                }

                #if DEBUG
                #Preview {
                    FeedView(viewModel: FeedViewModel())
                }
                #endif
                """,
            "Sources/Feed/Feed/FeedViewModel.swift": "@Observable\nfinal class FeedViewModel: BaseViewModel {\n    var title = \"\"\n}\n",
            "Tests/FeedTests/FeedViewModelTests.swift": "import Testing\n@testable import Feed\n\nstruct FeedViewModelTests {}\n",
        ])
        let plan = try plan("Search", in: workspace, near: "Sources/Feed/Feed/FeedView.swift")
        XCTAssertEqual(plan.files.map(\.path).sorted(), [
            "Sources/Feed/Search/SearchView.swift", "Sources/Feed/Search/SearchViewModel.swift", "Tests/FeedTests/SearchViewModelTests.swift",
        ])
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(viewModel.contains("@Observable\nfinal class SearchViewModel: BaseViewModel {"), viewModel)
        XCTAssertFalse(viewModel.contains("@MainActor"), viewModel)
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("struct SearchView {\n    @State var viewModel: SearchViewModel\n"), "not private, as FeedView: \(view)")
        XCTAssertTrue(view.contains("init(viewModel: SearchViewModel) {\n        _viewModel = State(initialValue: viewModel)\n    }"), view)
        XCTAssertTrue(view.contains("extension SearchView: View {\n    var body: some View {"), view)
        XCTAssertTrue(view.contains("#if DEBUG\n#Preview {\n    SearchView(viewModel: SearchViewModel())\n}\n#endif"), view)
        let tests = try contents(plan, .viewModelTests)
        XCTAssertTrue(tests.hasPrefix("import Testing\n@testable import Feed\n"), tests)
    }

    /// A tutorial-style app nesting each view model in its view.
    func testANestedViewModelStaysNestedInTheViewsFile() throws {
        let workspace = try makeWorkspace([
            "App/Profile/ProfileView.swift": """
                import SwiftUI

                struct ProfileView: View {
                    @State private var viewModel = ViewModel()
                    var body: some View { Text(viewModel.name) }
                }

                extension ProfileView {
                    @Observable final class ViewModel {
                        var name = ""
                    }
                }
                """,
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Profile/ProfileView.swift")
        XCTAssertEqual(plan.files.map(\.path), ["App/Orders/OrdersView.swift"])
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("@State private var viewModel = ViewModel()"), view)
        XCTAssertTrue(view.contains("extension OrdersView {\n    @Observable\n    final class ViewModel {\n        private(set) var title"), view)
    }

    /// View models built from a session their base class takes: the view builds its own in
    /// `init` from the same inputs, as the app's views do; nothing builds one from nothing.
    func testViewModelsWithDependenciesAreBuiltInTheViewsInitFromThem() throws {
        let workspace = try makeWorkspace([
            ".git/HEAD": "",
            "App/Base/BaseSessionViewModel.swift": "class BaseSessionViewModel {\n    init(session: Session) {}\n}\n",
            "App/Aliases/AliasesView.swift": """
                import SwiftUI

                struct AliasesView: View {
                    @StateObject private var viewModel: AliasesViewModel

                    init(session: Session) {
                        _viewModel = StateObject(wrappedValue: .init(session: session))
                    }

                    var body: some View { Text(viewModel.title) }
                }
                """,
            "App/Aliases/AliasesViewModel.swift": "final class AliasesViewModel: BaseSessionViewModel, ObservableObject {\n    @Published var title = \"\"\n}\n",
        ])
        let plan = try plan("Profile", in: workspace, near: "App/Aliases")
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("""
            init(session: Session) {
                    _viewModel = StateObject(wrappedValue: ProfileViewModel(session: session))
                }
            """), view)
        XCTAssertTrue(try contents(plan, .viewModel).contains("final class ProfileViewModel: BaseSessionViewModel, ObservableObject {"))
        XCTAssertFalse(view.contains("Preview"))
    }

    func testAWorkspaceWithoutScreensGetsTheDocumentedDefaultAndSaysSo() throws {
        let workspace = try makeWorkspace([
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\")])\n",
            "Sources/App/App.swift": "@main struct App {}\n",
        ])
        let planner = try workspace.planner()
        let style = try planner.plainStyle(near: nil, name: "Home", settings: [:])
        XCTAssertEqual(style.declaration.value, .observable)
        XCTAssertEqual(style.holding.value, .state)
        XCTAssertTrue(style.explanation.contains { $0.hasPrefix("declaration: observable — the workspace has no screens") }, "\(style.explanation)")
        let plan = try planner.plan(ScaffoldRequest(name: "Home", convention: .plain))
        XCTAssertEqual(plan.files.map(\.path).sorted(), ["Sources/App/HomeView.swift", "Sources/App/HomeViewModel.swift"],
                       "in the app's module, no test made up")
        XCTAssertTrue(try contents(plan, .view).contains("@State private var viewModel = HomeViewModel()"))
        XCTAssertTrue(try contents(plan, .view).contains("#Preview {\n    HomeView()\n}"))
    }

    func testConfiguredItemsReplaceInferredOnes() throws {
        let workspace = try makeWorkspace(["Sources/App/App.swift": "@main struct App {}\n"])
        let plan = try plan("Home", in: workspace, near: "Sources/App", style: [
            "declaration": "observableObject", "holding": "observedObject", "creation": "parent", "indentation": "tab", "previews": "none",
        ])
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("struct HomeView: View {\n\t@ObservedObject var viewModel: HomeViewModel\n"), view)
        XCTAssertTrue(try contents(plan, .viewModel).contains("final class HomeViewModel: ObservableObject {\n\t@Published"))
        XCTAssertThrowsError(try self.plan("Home", in: workspace, near: nil, style: ["holding": "singleton"])) { error in
            XCTAssertTrue("\(error)".contains("scaffold.plain.holding"), "\(error)")
        }
    }
}

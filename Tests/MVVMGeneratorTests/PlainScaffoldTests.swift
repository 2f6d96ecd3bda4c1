import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the team's own style, read from the screens nearest where the user
/// scaffolds: the shapes of real plain apps.
final class PlainScaffoldTests: XCTestCase {
    private func plan(
        _ name: String, in workspace: TestWorkspace, near anchor: String?,
        style: [String: String] = [:]
    ) throws -> ScaffoldPlan {
        let options = ScaffoldOptions(anchor: anchor, plainStyle: style)
        return try workspace.planner().plan(ScaffoldRequest(name: name, convention: .plain, options: options))
    }

    private func contents(_ plan: ScaffoldPlan, _ role: FileRole) throws -> String {
        try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    /// An `ObservableObject` app indented by two spaces, its one screen in a folder of its own:
    /// one screen shows no folder per screen, so the new one goes beside it (no folder is made).
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
        XCTAssertEqual(
            plan.files.map(\.path).sorted(), ["App/Inbox/OrdersView.swift", "App/Inbox/OrdersViewModel.swift"])
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(
            viewModel.contains(
                "@MainActor\nfinal class OrdersViewModel: ObservableObject {\n  @Published private(set) var title"),
            viewModel)
        let view = try contents(plan, .view)
        XCTAssertTrue(
            view.contains("struct OrdersView: View {\n  @StateObject private var viewModel = OrdersViewModel()\n"), view
        )
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
            "Sources/Feed/Feed/FeedViewModel.swift":
                "@Observable\nfinal class FeedViewModel: BaseViewModel {\n    var title = \"\"\n}\n",
            "Tests/FeedTests/FeedViewModelTests.swift":
                "import Testing\n@testable import Feed\n\nstruct FeedViewModelTests {}\n",
        ])
        let plan = try plan("Search", in: workspace, near: "Sources/Feed/Feed/FeedView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "Sources/Feed/Feed/SearchView.swift", "Sources/Feed/Feed/SearchViewModel.swift",
                "Tests/FeedTests/SearchViewModelTests.swift",
            ])
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(viewModel.contains("@Observable\nfinal class SearchViewModel: BaseViewModel {"), viewModel)
        XCTAssertFalse(viewModel.contains("@MainActor"), viewModel)
        let view = try contents(plan, .view)
        XCTAssertTrue(
            view.contains("struct SearchView {\n    @State var viewModel: SearchViewModel\n"),
            "not private, as FeedView: \(view)")
        XCTAssertFalse(view.contains("init("), "the memberwise initializer receives it, as FeedView's: \(view)")
        XCTAssertTrue(view.contains("extension SearchView: View {\n    var body: some View {"), view)
        XCTAssertTrue(
            view.contains("#if DEBUG\n#Preview {\n    SearchView(viewModel: SearchViewModel())\n}\n#endif"), view)
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
            """
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Profile/ProfileView.swift")
        XCTAssertEqual(plan.files.map(\.path), ["App/Profile/OrdersView.swift"])
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("@State private var viewModel = ViewModel()"), view)
        XCTAssertTrue(
            view.contains(
                "extension OrdersView {\n    @Observable final class ViewModel {\n        private(set) var title"),
            view)
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
            "App/Aliases/AliasesViewModel.swift":
                "final class AliasesViewModel: BaseSessionViewModel, ObservableObject {\n    @Published var title = \"\"\n}\n",
        ])
        let plan = try plan("Profile", in: workspace, near: "App/Aliases")
        let view = try contents(plan, .view)
        XCTAssertTrue(
            view.contains(
                """
                init(session: Session) {
                        _viewModel = StateObject(wrappedValue: ProfileViewModel(session: session))
                    }
                """), view)
        XCTAssertTrue(
            try contents(plan, .viewModel).contains(
                "final class ProfileViewModel: BaseSessionViewModel, ObservableObject {"))
        XCTAssertFalse(view.contains("Preview"))
    }

    /// An iOS 14 app: screens load in `.onAppear`, every file starts with the same license,
    /// view models are tested in `…Spec` files, and each view names its view model after the
    /// screen.
    func testAnOlderAppGetsOnAppearItsLicenseItsSpecTestsAndItsPropertyNames() throws {
        let license = "// Copyright (c) Example Ltd.\n// Licensed under the MIT license.\n"
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": license + """

                import SwiftUI

                struct InboxView: View {
                    @StateObject private var inboxViewModel = InboxViewModel()

                    var body: some View {
                        Text(inboxViewModel.title)
                            .onAppear { inboxViewModel.load() }
                    }
                }
                """,
            "App/Inbox/InboxViewModel.swift": license + """

                import Combine

                final class InboxViewModel: ObservableObject {
                    @Published var title = ""
                    func load() {}
                }
                """,
            "AppTests/InboxViewModelSpec.swift":
                "import XCTest\n@testable import App\n\nfinal class InboxViewModelSpec: XCTestCase {}\n",
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "App/Inbox/OrdersView.swift", "App/Inbox/OrdersViewModel.swift", "AppTests/OrdersViewModelSpec.swift",
            ])
        let view = try contents(plan, .view)
        XCTAssertTrue(view.hasPrefix(license + "\nimport SwiftUI"), view)
        XCTAssertTrue(view.contains("@StateObject private var ordersViewModel = OrdersViewModel()"), view)
        XCTAssertTrue(view.contains(".onAppear {"), view)
        XCTAssertFalse(view.contains(".task"), "not on iOS 14: \(view)")
        XCTAssertTrue(try contents(plan, .viewModel).hasPrefix(license), "the license on every file")
        XCTAssertTrue(try contents(plan, .viewModelTests).contains("final class OrdersViewModelSpec: XCTestCase"))
    }

    /// View models nested in their view's type, each in a file of its own beside the view.
    func testAViewModelNestedInAFileOfItsOwnGetsOneToo() throws {
        let workspace = try makeWorkspace([
            "App/Profile/ProfileView.swift": """
            import SwiftUI

            struct ProfileView: View {
                @StateObject private var viewModel = ViewModel()
                var body: some View { Text(viewModel.name) }
            }
            """,
            "App/Profile/ProfileView+ViewModel.swift": """
            import Combine

            extension ProfileView {
                final class ViewModel: ObservableObject {
                    @Published var name = ""
                }
            }
            """,
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Profile/ProfileView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(), ["App/Profile/OrdersView+ViewModel.swift", "App/Profile/OrdersView.swift"])
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(
            viewModel.contains("extension OrdersView {\n    final class ViewModel: ObservableObject {"), viewModel)
        XCTAssertTrue(try contents(plan, .view).contains("@StateObject private var viewModel = ViewModel()"))
    }

    /// View models whose own initializers take the same store: the new one takes and keeps it,
    /// and its view passes it on; one screen's own inputs are no habit.
    func testViewModelsTakingTheSameInputsMakeTheNewOneTakeThem() throws {
        func screen(_ name: String, _ initializer: String) -> [String: String] {
            [
                "App/\(name)/\(name)View.swift": """
                import SwiftUI

                struct \(name)View: View {
                    @ObservedObject var viewModel: \(name)ViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """,
                "App/\(name)/\(name)ViewModel.swift": """
                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    \(initializer)
                }
                """,
            ]
        }
        let shared = "private let store: Store\n    init(store: Store) { self.store = store }"
        var files = screen("Inbox", shared).merging(screen("Feed", shared)) { $1 }
        files["App.xcodeproj/project.pbxproj"] = ""
        let agreeing = try makeWorkspace(files)
        let viewModel = try contents(try plan("Orders", in: agreeing, near: "App/Inbox/InboxView.swift"), .viewModel)
        XCTAssertTrue(viewModel.contains("init(store: Store) {"), viewModel)
        XCTAssertTrue(viewModel.contains("self.store = store"), viewModel)

        var alone = screen("Inbox", shared).merging(screen("Feed", "init(feedID: String) {}")) { $1 }
        alone["App.xcodeproj/project.pbxproj"] = ""
        let differing = try makeWorkspace(alone)
        let plain = try contents(try plan("Orders", in: differing, near: "App/Inbox/InboxView.swift"), .viewModel)
        XCTAssertFalse(plain.contains("init("), "no initializer shared by most screens: \(plain)")
    }

    /// Each screen in a folder of its own named otherwise than the screen (`Login/` for
    /// `SignIn`): the new screen gets a folder of its own beside them.
    func testScreensInFoldersNotNamedAfterThemGiveTheNewOneAFolderOfItsOwn() throws {
        func screen(_ folder: String, _ name: String) -> [String: String] {
            [
                "App/Presentation/\(folder)/\(name)View.swift": """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel = \(name)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """,
                "App/Presentation/\(folder)/\(name)ViewModel.swift":
                    "final class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
            ]
        }
        var files = screen("Login", "SignIn").merging(screen("Timeline", "Home")) { $1 }
        files["App.xcodeproj/project.pbxproj"] = ""
        let workspace = try makeWorkspace(files)
        let plan = try plan("Orders", in: workspace, near: "App/Presentation/Login/SignInView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            ["App/Presentation/Orders/OrdersView.swift", "App/Presentation/Orders/OrdersViewModel.swift"])
    }

    func testAWorkspaceWithoutScreensGetsTheDocumentedDefaultAndSaysSo() throws {
        let workspace = try makeWorkspace([
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\")])\n",
            "Sources/App/App.swift": "@main struct App {}\n",
        ])
        let planner = try workspace.planner()
        let style = try planner.plainStyle(near: nil, name: "Home", settings: [:])
        XCTAssertEqual(style.declaration.value, .observable)
        XCTAssertEqual(style.holding.value, .state)
        XCTAssertTrue(
            style.explanation.contains { $0.hasPrefix("declaration: observable — the workspace has no screens") },
            "\(style.explanation)")
        let plan = try planner.plan(ScaffoldRequest(name: "Home", convention: .plain))
        XCTAssertEqual(
            plan.files.map(\.path).sorted(), ["Sources/App/HomeView.swift", "Sources/App/HomeViewModel.swift"],
            "in the app's module, no test made up")
        XCTAssertTrue(try contents(plan, .view).contains("@State private var viewModel = HomeViewModel()"))
        XCTAssertTrue(try contents(plan, .view).contains("#Preview {\n    HomeView()\n}"))
    }

    func testConfiguredItemsReplaceInferredOnes() throws {
        let workspace = try makeWorkspace(["Sources/App/App.swift": "@main struct App {}\n"])
        let plan = try plan(
            "Home", in: workspace, near: "Sources/App",
            style: [
                "declaration": "observableObject", "holding": "observedObject", "creation": "parent",
                "indentation": "tab", "previews": "none",
            ])
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("struct HomeView: View {\n\t@ObservedObject var viewModel: HomeViewModel\n"), view)
        XCTAssertTrue(
            try contents(plan, .viewModel).contains("final class HomeViewModel: ObservableObject {\n\t@Published"))
        XCTAssertThrowsError(try self.plan("Home", in: workspace, near: nil, style: ["holding": "singleton"])) {
            error in
            XCTAssertTrue("\(error)".contains("scaffold.plain.holding"), "\(error)")
        }
    }
}

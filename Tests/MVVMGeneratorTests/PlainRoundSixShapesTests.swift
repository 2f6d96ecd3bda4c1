import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the sixth scaffold trial found: a dependency view models take
/// under different labels (or none), public views keeping internal view models, a preview
/// argument that only means something in its own preview, and a model named like a view.
final class PlainRoundSixShapesTests: XCTestCase {
    private func workspace(_ files: [String: String]) throws -> TestWorkspace {
        try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
    }

    private func contents(_ files: [String: String], _ name: String, near anchor: String, _ role: FileRole) throws
        -> String
    {
        let plan = try workspace(files).planner().plan(
            ScaffoldRequest(name: name, convention: .plain, options: ScaffoldOptions(anchor: anchor)))
        return try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    private static func view(_ name: String, model: String, access: String = "") -> String {
        """
        import SwiftUI

        \(access)struct \(name): View {
            @StateObject private var viewModel = \(model)()
            \(access)init() {}
            \(access)var body: some View { Text(viewModel.title) }
        }
        """
    }

    /// `init(gistHubClient: GistHubAPIClient = …)`, `init(client: GistHubAPIClient = …)` and
    /// `init(_ client: GistHubAPIClient = …)`: one dependency under three labels, taken as the
    /// nearest view model writes it; a `String` two view models take is no dependency.
    func testADependencyIsItsTypeWhateverItsLabel() throws {
        var files = ["App/APIClient.swift": "protocol APIClient {}\nstruct LiveAPIClient: APIClient {}\n"]
        let initializers = [
            "Detail": "init(_ client: APIClient = LiveAPIClient(), id: String = \"\")",
            "Compose": "init(client: APIClient = LiveAPIClient(), title: String = \"\")",
            "Stars": "init(gistHubClient: APIClient = LiveAPIClient())",
        ]
        for (name, initializer) in initializers {
            files["App/Gist/\(name)/\(name)View.swift"] = Self.view("\(name)View", model: "\(name)ViewModel")
            files["App/Gist/\(name)/\(name)ViewModel.swift"] = """
                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    \(initializer) {}
                }
                """
        }
        let viewModel = try contents(files, "Revisions", near: "App/Gist/Detail/DetailView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("init(_ client: APIClient = LiveAPIClient()) {"), viewModel)
        XCTAssertTrue(viewModel.contains("private let client: APIClient"), viewModel)
        XCTAssertFalse(viewModel.contains("String"), viewModel)
        let style = try workspace(files).planner().plainStyle(
            near: "App/Gist/Detail/DetailView.swift", name: "Revisions", settings: [:])
        XCTAssertTrue(
            style.explanation.contains {
                $0.hasPrefix("viewInitializer: own — no view of the nearest screens is handed")
            },
            "views that create their view models say nothing of a receiving initializer: \(style.explanation)")
    }

    /// A package's public views that create internal view models: the new view is public, its
    /// view model is not; a public view handed its view model makes it public.
    func testPublicViewsKeepTheirViewModelsInternalUnlessHandedThem() throws {
        var files = [
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Gist\", targets: [.target(name: \"Gist\")])\n"
        ]
        for name in ["Detail", "Compose"] {
            files["Sources/Gist/\(name)/\(name)View.swift"] = Self.view(
                "\(name)View", model: "\(name)ViewModel", access: "public ")
            files["Sources/Gist/\(name)/\(name)ViewModel.swift"] =
                "final class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        }
        let viewModel = try contents(files, "Revisions", near: "Sources/Gist/Detail/DetailView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("\nfinal class RevisionsViewModel: ObservableObject {"), viewModel)
        XCTAssertFalse(viewModel.contains("public"), viewModel)
        let view = try contents(files, "Revisions", near: "Sources/Gist/Detail/DetailView.swift", .view)
        XCTAssertTrue(view.contains("public struct RevisionsView: View {"), view)

        let handed = try workspace(files).planner().plan(
            ScaffoldRequest(
                name: "Revisions", convention: .plain,
                options: ScaffoldOptions(
                    anchor: "Sources/Gist/Detail/DetailView.swift",
                    plainStyle: ["holding": "observedObject", "creation": "parent"])))
        let handedModel = try XCTUnwrap(handed.files.first { $0.role == .viewModel }).contents
        XCTAssertTrue(handedModel.contains("public final class RevisionsViewModel"), handedModel)
    }

    /// A preview passing `context`, a static of the preview's own type, shows nothing a new
    /// preview can pass; `PersistenceController.shared.viewContext` does.
    func testOnlyPreviewArgumentsThatStandAloneAreCopied() throws {
        func files(previewArgument: String) -> [String: String] {
            var files = [
                "App/Persistence.swift":
                    "final class Context {}\nfinal class PersistenceController {\n    static let shared = PersistenceController()\n    let viewContext = Context()\n}\n"
            ]
            for name in ["Review", "Levels"] {
                files["App/\(name)/\(name)View.swift"] = """
                    import SwiftUI

                    struct \(name)View: View {
                        @ObservedObject var viewModel: \(name)ViewModel
                        var body: some View { Text(viewModel.title) }
                    }

                    struct \(name)View_Previews: PreviewProvider {
                        static let context = PersistenceController.shared.viewContext
                        static var previews: some View {
                            \(name)View(viewModel: \(name)ViewModel(viewContext: \(previewArgument)))
                        }
                    }
                    """
                files["App/\(name)/\(name)ViewModel.swift"] = """
                    final class \(name)ViewModel: ObservableObject {
                        @Published var title = ""
                        let viewContext: Context
                        init(viewContext: Context) { self.viewContext = viewContext }
                    }
                    """
            }
            return files
        }
        let local = try contents(
            files(previewArgument: "context"), "Summary", near: "App/Review/ReviewView.swift", .view)
        XCTAssertFalse(local.contains("Previews"), local)
        var tested = files(previewArgument: "PersistenceController.shared.viewContext")
        tested["AppTests/ReviewViewModelTests.swift"] =
            "import XCTest\n@testable import App\n\nfinal class ReviewViewModelTests: XCTestCase {}\n"
        let typed = try contents(tested, "Summary", near: "App/Review/ReviewView.swift", .view)
        XCTAssertTrue(
            typed.contains(
                "SummaryView(viewModel: SummaryViewModel(viewContext: PersistenceController.shared.viewContext))"),
            typed)
        let test = try contents(tested, "Summary", near: "App/Review/ReviewView.swift", .viewModelTests)
        XCTAssertTrue(
            test.contains("let sut = SummaryViewModel(viewContext: PersistenceController.shared.viewContext)"), test)
    }

    /// A preview building the view (`GradesScreen(model: MockModel())`), whose initializer
    /// builds its view model from the same input: the new preview passes it too.
    func testAPreviewBuildingTheViewShowsWhatToPass() throws {
        var files = ["App/Model.swift": "class Model {}\nfinal class MockModel: Model {}\n"]
        for name in ["Grades", "Calendar"] {
            files["App/\(name)/\(name)Screen.swift"] = """
                import SwiftUI

                struct \(name)Screen: View {
                    @StateObject var vm: \(name)ViewModel
                    init(model: Model) {
                        self._vm = StateObject(wrappedValue: \(name)ViewModel(model: model))
                    }
                    var body: some View { Text(vm.title) }
                }

                struct \(name)Screen_Previews: PreviewProvider {
                    static var previews: some View {
                        \(name)Screen(model: MockModel())
                    }
                }
                """
            files["App/\(name)/\(name)ViewModel.swift"] = """
                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    let model: Model
                    init(model: Model) { self.model = model }
                }
                """
        }
        let view = try contents(files, "GradeStatistics", near: "App/Grades/GradesScreen.swift", .view)
        XCTAssertTrue(view.contains("GradeStatisticsScreen(model: MockModel())"), view)
    }

    /// `BookPage`, a `Codable` struct beside `BookViewModel`, is no screen: it neither names the
    /// view models nor counts among the nearest screens.
    func testAModelNamedLikeAViewIsNoScreen() throws {
        var files = [
            "App/Book/BookPage.swift": "struct BookPage: Codable {\n    var number: Int\n}\n",
            "App/Book/BookViewModel.swift":
                "final class BookViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ]
        files["App/History/StatsView.swift"] = Self.view("StatsView", model: "ReadingStatsViewModel")
        files["App/History/ReadingStatsViewModel.swift"] =
            "final class ReadingStatsViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        let style = try workspace(files).planner().plainStyle(
            near: "App/History/StatsView.swift", name: "ReadingHistory", settings: [:])
        XCTAssertFalse(style.explanation.joined(separator: "\n").contains("BookPage"), "\(style.explanation)")
    }

    /// View models writing `@Observable @MainActor` on one line and keeping their dependency
    /// as `@Published var`: the new one writes and keeps them so.
    func testTheViewModelsAttributeLineAndDependencyStorageAreCopied() throws {
        var files = ["App/Store.swift": "final class Store {}\n"]
        for name in ["Episodes", "Podcasts"] {
            files["App/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @State private var viewModel = \(name)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/\(name)/\(name)ViewModel.swift"] = """
                import Observation

                @Observable @MainActor
                final class \(name)ViewModel {
                    var title = ""
                    var store: Store
                    init(store: Store = Store()) { self.store = store }
                }
                """
        }
        let viewModel = try contents(files, "Chapters", near: "App/Episodes/EpisodesView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("\n@Observable @MainActor\nfinal class ChaptersViewModel {"), viewModel)
        XCTAssertTrue(viewModel.contains("    var store: Store\n"), viewModel)
    }

    /// Views without a header whose view models' files have one: the new view model's file
    /// gets the lines those headers share (not one view model's description), the view none.
    func testViewModelFilesKeepTheHeaderTheirOwnFilesShare() throws {
        var files: [String: String] = [:]
        for name in ["FriendRequests", "FriendsList"] {
            files["App/Social/Views/\(name)View.swift"] = Self.view("\(name)View", model: "\(name)ViewModel")
            files["App/Social/ViewModels/\(name)ViewModel.swift"] = """
                //
                //  \(name)ViewModel.swift
                //  WRKT
                //
                //  ViewModel for the \(name) screen.
                //

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                }
                """
        }
        let viewModel = try contents(
            files, "BlockedUsers", near: "App/Social/Views/FriendRequestsView.swift", .viewModel)
        XCTAssertTrue(viewModel.hasPrefix("//\n//  BlockedUsersViewModel.swift\n//  WRKT\n//\n\n"), viewModel)
        XCTAssertFalse(viewModel.contains("screen."), viewModel)
        let view = try contents(files, "BlockedUsers", near: "App/Social/Views/FriendRequestsView.swift", .view)
        XCTAssertTrue(view.hasPrefix("import SwiftUI"), view)
    }

    /// Views taking their view model's one instance (`@State private var vm =
    /// FavoritesViewModel.shared`, `var vm: PinsViewModel = .shared`): the new view takes the
    /// new view model's, which declares it as theirs do.
    func testViewsTakingASharedViewModelGetOneToo() throws {
        var files: [String: String] = [:]
        for (name, holding) in [
            ("Favorites", "@State private var vm = FavoritesViewModel.shared"),
            ("Pins", "var vm: PinsViewModel = .shared"),
        ] {
            files["App/Views/\(name).swift"] = """
                import SwiftUI

                struct \(name): View {
                    \(holding)
                    var body: some View { Text(vm.title) }
                }
                """
            files["App/ViewModels/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                class \(name)ViewModel {
                    static let shared = \(name)ViewModel()
                    var title = ""
                }
                """
        }
        let view = try contents(files, "Upvotes", near: "App/Views/Favorites.swift", .view)
        XCTAssertTrue(view.contains("@State private var vm = UpvotesViewModel.shared"), view)
        let viewModel = try contents(files, "Upvotes", near: "App/Views/Favorites.swift", .viewModel)
        XCTAssertTrue(
            viewModel.contains("class UpvotesViewModel {\n    static let shared = UpvotesViewModel()\n"), viewModel)
    }

    /// Views building their view model when they appear from an environment container
    /// (`@Environment(\\.dependencies) private var deps`, `XViewModel(repository:
    /// deps.repository)`): the new view reads the same and passes the same.
    func testAViewBuildingItsViewModelFromTheEnvironmentWhenItAppearsIsCopied() throws {
        var files = ["App/Repository.swift": "protocol Repository {}\n"]
        for name in ["FriendRequests", "FriendsList"] {
            files["App/Social/Views/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @Environment(\\.dependencies) private var deps
                    @State private var viewModel: \(name)ViewModel?

                    var body: some View {
                        Group {
                            if let viewModel { Text(viewModel.title) } else { ProgressView() }
                        }
                        .task {
                            if viewModel == nil {
                                viewModel = \(name)ViewModel(repository: deps.repository)
                            }
                        }
                    }
                }
                """
            files["App/Social/ViewModels/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                final class \(name)ViewModel {
                    var title = ""
                    private let repository: Repository
                    init(repository: Repository) { self.repository = repository }
                }
                """
        }
        let view = try contents(files, "BlockedUsers", near: "App/Social/Views/FriendRequestsView.swift", .view)
        XCTAssertTrue(
            view.contains(
                "    @Environment(\\.dependencies) private var deps\n    @State private var viewModel: BlockedUsersViewModel?"
            ),
            view)
        XCTAssertTrue(view.contains("viewModel = BlockedUsersViewModel(repository: deps.repository)"), view)
        XCTAssertFalse(view.contains("init("), view)
    }
}

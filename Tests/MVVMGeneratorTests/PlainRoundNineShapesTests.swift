import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the ninth scaffold trial found: attributes on the declaration's
/// line (Xferro), views creating a view model that needs nothing in `init()` (qBitControl,
/// DiggWallet), and views leaving their view models' default services to them (YourTJCourse).
final class PlainRoundNineShapesTests: XCTestCase {
    private func contents(_ files: [String: String], near anchor: String, _ role: FileRole) throws -> String {
        let plan = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner().plan(
            ScaffoldRequest(name: "Blame", convention: .plain, options: ScaffoldOptions(anchor: anchor)))
        return try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    /// `@Observable final class WipViewModel {`: the new view model's attribute shares its line.
    func testAttributesOnTheDeclarationsLineStayThere() throws {
        var files: [String: String] = [:]
        for name in ["Wip", "Stash"] {
            files["App/Commits/\(name)View.swift"] =
                "import SwiftUI\n\nstruct \(name)View: View {\n    @Bindable var viewModel: \(name)ViewModel\n"
                + "    var body: some View { Text(viewModel.title) }\n}\n"
            files["App/Commits/\(name)ViewModel.swift"] =
                "import Observation\n\n@Observable final class \(name)ViewModel {\n    var title = \"\"\n}\n"
        }
        let viewModel = try contents(files, near: "App/Commits/WipView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("\n@Observable final class BlameViewModel {\n"), viewModel)
    }

    /// Views whose view models need nothing still create them in `init()`, as the app's do.
    func testAViewModelNeedingNothingIsCreatedInInitWhereTheAppsAre() throws {
        var files: [String: String] = [:]
        for name in ["Search", "ServerAdd"] {
            files["App/Views/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel: \(name)ViewModel
                    init() { _viewModel = StateObject(wrappedValue: \(name)ViewModel()) }
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/ViewModels/\(name)ViewModel.swift"] =
                "import Combine\n\n@MainActor\nclass \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        }
        let view = try contents(files, near: "App/Views/SearchView.swift", .view)
        XCTAssertTrue(
            view.contains("    init() {\n        _viewModel = StateObject(wrappedValue: BlameViewModel())\n    }"), view
        )
        // `@MainActor` alone on its line shows where attributes go (`--explain` says so).
        let style = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner()
            .plainStyle(near: "App/Views/SearchView.swift", name: "Blame", settings: [:])
        XCTAssertEqual(style.attributeLines.value, .separate)
        XCTAssertTrue(
            style.attributeLines.evidence.contains("`@MainActor` takes a line of its own"),
            style.attributeLines.evidence)
        XCTAssertTrue(view.contains("@StateObject private var viewModel: BlameViewModel\n"), view)
    }

    /// `ReviewView.init(courseId:)` builds `ReviewViewModel(courseId:)`, whose own initializer
    /// defaults its repositories: the new view leaves them to the view model too, which keeps
    /// both, the one named after the screen included; and creates it at its declaration, as
    /// `CatalogView` does a view model that needs nothing.
    func testViewsLeavingDefaultedServicesToTheirViewModelsDoSo() throws {
        let files = [
            "App/Catalog/CatalogView.swift": """
            import SwiftUI

            struct CatalogView: View {
                @State private var viewModel = CatalogViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "App/Catalog/CatalogViewModel.swift":
                "import Observation\n\n@Observable\nfinal class CatalogViewModel {\n    var title = \"\"\n}\n",
            "App/Data/Repositories.swift": """
            final class ReviewRepository { init() {} }
            final class WalletRepository { init() {} }
            """,
            "App/Review/ReviewView.swift": """
            import SwiftUI

            struct ReviewView: View {
                @State private var viewModel: ReviewViewModel
                init(courseId: Int) { _viewModel = State(initialValue: ReviewViewModel(courseId: courseId)) }
                var body: some View { Text(viewModel.title) }
            }
            """,
            "App/Review/ReviewViewModel.swift": """
            import Observation

            @Observable
            final class ReviewViewModel {
                var title = ""
                private let reviewRepo: ReviewRepository
                private let walletRepo: WalletRepository
                init(courseId: Int, reviewRepo: ReviewRepository = ReviewRepository(), walletRepo: WalletRepository = WalletRepository()) {
                    self.reviewRepo = reviewRepo
                    self.walletRepo = walletRepo
                }
            }
            """,
        ]
        let viewModel = try contents(files, near: "App/Review/ReviewView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("reviewRepo: ReviewRepository = ReviewRepository()"), viewModel)
        XCTAssertTrue(viewModel.contains("walletRepo: WalletRepository = WalletRepository()"), viewModel)
        let view = try contents(files, near: "App/Review/ReviewView.swift", .view)
        XCTAssertTrue(view.contains("@State private var viewModel = BlameViewModel()"), view)
        XCTAssertFalse(view.contains("init("), view)
        XCTAssertFalse(view.contains("import Observation"), view)
    }

    /// Every view creates its view model in `init` from inputs of its own, none shows one that
    /// needs nothing (DiggWallet): the new view creates its own in `init()` too.
    func testAViewModelNeedingNothingIsCreatedAsTheOthersAreWhereNoneShowsOne() throws {
        var files = ["App/Services.swift": "final class Store {}\nfinal class Issuer {}\n"]
        for (name, input) in [("Settings", "store: Store"), ("Issuance", "issuer: Issuer")] {
            let label = input.prefix { $0 != ":" }
            files["App/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @State private var viewModel: \(name)ViewModel
                    init(\(input)) { _viewModel = State(initialValue: \(name)ViewModel(\(label): \(label))) }
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/\(name)/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                final class \(name)ViewModel {
                    var title = ""
                    init(\(input)) {}
                }
                """
        }
        let view = try contents(files, near: "App/Settings/SettingsView.swift", .view)
        XCTAssertTrue(
            view.contains("    init() {\n        _viewModel = State(initialValue: BlameViewModel())\n    }"), view)
    }

    /// qBitControl's target builds the Swift module `qBitManager`, which its tests import: the
    /// placement names both.
    func testThePlacementNamesTheModuleTheTestsImport() throws {
        var files = [
            "App.xcodeproj/project.pbxproj": "",
            "AppTests/SearchViewModelTests.swift":
                "import XCTest\n@testable import Manager\n\nfinal class SearchViewModelTests: XCTestCase {}\n",
        ]
        for name in ["Search", "Feed"] {
            files["App/\(name)/\(name)View.swift"] =
                "import SwiftUI\n\nstruct \(name)View: View {\n    @StateObject private var viewModel = \(name)ViewModel()\n"
                + "    var body: some View { Text(viewModel.title) }\n}\n"
            files["App/\(name)/\(name)ViewModel.swift"] =
                "import Combine\n\nfinal class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"
        }
        let summary = try makeWorkspace(files).planner().placementSummary(
            near: "App/Search/SearchView.swift", name: "Blame")
        XCTAssertTrue(summary.hasSuffix("(Swift module `Manager`, as its tests import it)"), summary)
    }
}

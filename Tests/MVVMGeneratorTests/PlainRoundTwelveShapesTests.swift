import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the twelfth scaffold trial found: feature folders a new screen
/// joins rather than getting a folder nobody made (DevLog's `UI/Profile/`), sub-screens each in
/// a folder of its own (TeamShift's `ProfileFeature/View/ChangePassword/`), a coordinator kept
/// `weak`, a view model an `@Observable` view sets in its `init` (Dokusho) or takes from a
/// container (DevLog), previews borrowing a mock from a preview-support module (Cakk), and a
/// watch app's view model named like a phone screen (Sotka).
final class PlainRoundTwelveShapesTests: XCTestCase {
    private func plan(_ files: [String: String], near anchor: String, name: String) throws -> ScaffoldPlan {
        try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner().plan(
            ScaffoldRequest(name: name, convention: .plain, options: ScaffoldOptions(anchor: anchor)))
    }

    private func screen(_ name: String, folder: String) -> [String: String] {
        [
            "\(folder)/\(name)View.swift": """
            import SwiftUI

            struct \(name)View: View {
                @StateObject var viewModel = \(name)ViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "\(folder)/\(name)ViewModel.swift":
                "import Combine\n\nfinal class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ]
    }

    /// `UI/Home/` holds several screens, so `UI/<Feature>/` folders are features: a new screen
    /// scaffolded from `UI/Profile/` joins it, and no `UI/ActivityHistory/` is made.
    func testFeatureFoldersGetNoNewFolder() throws {
        var files = screen("Profile", folder: "App/UI/Profile")
        for name in ["Home", "Todo", "TodoDetail"] { files.merge(screen(name, folder: "App/UI/Home")) { $1 } }
        let paths = try plan(files, near: "App/UI/Profile/ProfileView.swift", name: "ActivityHistory").files.map(\.path)
        XCTAssertEqual(
            paths.sorted(),
            ["App/UI/Profile/ActivityHistoryView.swift", "App/UI/Profile/ActivityHistoryViewModel.swift"])
    }

    /// Every sub-screen has a folder of its own (`View/ChangePassword/`, `View/ChangeAvatar/`):
    /// the new one gets one too.
    func testAFolderPerScreenIsMadeForTheNewScreen() throws {
        var files = screen("ChangePassword", folder: "App/Profile/View/ChangePassword")
        files.merge(screen("ChangeAvatar", folder: "App/Profile/View/ChangeAvatar")) { $1 }
        let paths = try plan(
            files, near: "App/Profile/View/ChangePassword/ChangePasswordViewModel.swift", name: "NotificationSettings"
        ).files.map(\.path)
        XCTAssertEqual(
            paths.sorted(),
            [
                "App/Profile/View/NotificationSettings/NotificationSettingsView.swift",
                "App/Profile/View/NotificationSettings/NotificationSettingsViewModel.swift",
            ])
    }

    /// Features with their files one folder down (`Features/Ranking/Implementation/`) where one
    /// holds several screens: the new screen goes beside the anchor's; where one screen's folder
    /// is all there is to go by, the summary says which folder the new one would get and how.
    func testNoFolderIsMadeAndTheSummarySaysHowToHaveOne() throws {
        var files = screen("Ranking", folder: "App/Features/Ranking/Implementation")
        files.merge(screen("Dashboard", folder: "App/Features/Dashboard/Implementation")) { $1 }
        files.merge(screen("DashboardDetail", folder: "App/Features/Dashboard/Implementation")) { $1 }
        let workspace = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        let anchor = "App/Features/Ranking/Implementation/RankingView.swift"
        let paths = try workspace.planner().plan(
            ScaffoldRequest(name: "BadgeDetails", convention: .plain, options: ScaffoldOptions(anchor: anchor))
        ).files.map(\.path)
        XCTAssertEqual(
            paths.sorted(),
            [
                "App/Features/Ranking/Implementation/BadgeDetailsView.swift",
                "App/Features/Ranking/Implementation/BadgeDetailsViewModel.swift",
            ])
        let summary = try workspace.planner().placementSummary(near: anchor, name: "BadgeDetails")
        XCTAssertFalse(summary.contains("no folder is made"), "the folders are features': \(summary)")

        // One screen in a folder of its own is all there is to go by: the summary says which
        // folder the new screen would get, and how to have it.
        let single = try makeWorkspace(
            screen("Inbox", folder: "App/Inbox").merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        let hint = try single.planner().placementSummary(near: "App/Inbox/InboxView.swift", name: "Orders")
        XCTAssertTrue(
            hint.hasSuffix(
                "no folder is made: to keep the screen in `App/Orders/`, as the nearest"
                    + " screens' folders suggest, create it (or the new view's empty file in it) and scaffold from there"
            ),
            hint)

        // Made by the user, with the new view's empty file in it: the folder is used.
        try workspace.write("App/Features/BadgeDetails/Implementation/BadgeDetailsView.swift", "")
        let made = try workspace.planner().plan(
            ScaffoldRequest(
                name: "BadgeDetails", convention: .plain,
                options: ScaffoldOptions(anchor: "App/Features/BadgeDetails/Implementation/BadgeDetailsView.swift"))
        )
        XCTAssertEqual(
            made.files.map(\.path), ["App/Features/BadgeDetails/Implementation/BadgeDetailsViewModel.swift"],
            "the view's file is the user's own, filled in place")
    }

    /// Each feature holds one screen, but one folder down (`Features/Ranking/Implementation/`,
    /// beside `UnitTests/`): the folders are features', and the new screen joins the anchor's;
    /// a screen's folder holding folders by kind (`Scenes/ArtistScene/View/`) is its own.
    func testAFolderIsMadeOnlyForTheScreenNotForAFeature() throws {
        var features = screen("Ranking", folder: "App/Features/Ranking/Implementation")
        features.merge(screen("Dashboard", folder: "App/Features/Dashboard/Implementation")) { $1 }
        let joined = try plan(
            features, near: "App/Features/Ranking/Implementation/RankingView.swift", name: "BadgeDetails"
        ).files.map(\.path)
        XCTAssertEqual(
            joined.sorted(),
            [
                "App/Features/Ranking/Implementation/BadgeDetailsView.swift",
                "App/Features/Ranking/Implementation/BadgeDetailsViewModel.swift",
            ])

        var scenes: [String: String] = [:]
        for name in ["Artist", "Venue"] {
            let pair = screen(name, folder: "App/Scenes/\(name)Scene")
            for (path, text) in pair {
                let kind = path.hasSuffix("ViewModel.swift") ? "ViewModel" : "View"
                scenes[path.replacingOccurrences(of: "\(name)Scene/", with: "\(name)Scene/\(kind)/")] = text
            }
        }
        let own = try plan(scenes, near: "App/Scenes/ArtistScene/View/ArtistView.swift", name: "Tickets").files.map(
            \.path)
        XCTAssertEqual(
            own.sorted(),
            [
                "App/Scenes/TicketsScene/View/TicketsView.swift",
                "App/Scenes/TicketsScene/ViewModel/TicketsViewModel.swift",
            ])
    }

    /// A phone app and a watch app beside it, with view models and tests named alike: the
    /// phone screen's test goes to the phone app's tests, and the watch app's `HomeViewModel`
    /// is not the phone's `HomeScreen`'s, which names no view model.
    func testAWatchAppBesideThePhoneAppKeepsItsOwnTests() throws {
        var files = screen("Stats", folder: "Phone/Screens/Stats")
        files.merge(screen("Preview", folder: "Phone/Screens/Preview")) { $1 }
        files.merge(screen("Preview", folder: "Companion Watch/Views")) { $1 }
        files["Phone/Screens/Home/HomeScreen.swift"] =
            "import SwiftUI\n\nstruct HomeScreen: View {\n    var body: some View { Text(\"\") }\n}\n"
        files["Companion Watch/ViewModels/HomeViewModel.swift"] =
            "import Combine\n\nfinal class HomeViewModel: ObservableObject {}\n"
        let suite = "import Testing\n\nstruct PreviewViewModelTests {}\n"
        files["PhoneTests/PreviewViewModelTests/PreviewViewModelTests.swift"] = suite
        files["Companion WatchTests/ViewModels/PreviewViewModelTests.swift"] =
            "import Testing\n@testable import Companion_Watch\n\nstruct PreviewViewModelTests {}\n"
        files["PhoneTests/Mocks/MockClient.swift"] = "@testable import Phone\n\nstruct MockClient {}\n"
        let workspace = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        let anchor = "Phone/Screens/Stats/StatsViewModel.swift"
        let plan = try workspace.planner().plan(
            ScaffoldRequest(name: "Comparison", convention: .plain, options: ScaffoldOptions(anchor: anchor)))
        let test = try XCTUnwrap(plan.files.first { $0.role == .viewModelTests }, "\(plan.files.map(\.path))")
        XCTAssertTrue(test.path.hasPrefix("PhoneTests/"), test.path)
        // Its suite imports nothing, but the phone app's tests import it as `Phone`.
        XCTAssertTrue(test.contents.contains("@testable import Phone\n"), test.contents)
        let summary = try workspace.planner().placementSummary(near: anchor, name: "Comparison")
        XCTAssertFalse(summary.contains("HomeScreen"), summary)
        XCTAssertFalse(summary.contains("Companion_Watch"), summary)
    }

    /// `init(builds: BuildsService, state: LoadState = .loading)`: the view model starts in a
    /// state of its own, which the new one does not take as a service; `.shared` is a service.
    func testADefaultStateIsNoService() throws {
        let files = [
            "App/Builds/BuildsService.swift": "protocol BuildsService {}\nenum LoadState { case loading, loaded }\n",
            "App/Builds/BuildDetailsView.swift": """
            import SwiftUI

            struct BuildDetailsView: View {
                @StateObject var viewModel: BuildDetailsViewModel
                var body: some View { Text(viewModel.title) }
            }
            """,
            "App/Builds/BuildDetailsViewModel.swift": """
            import Combine

            final class BuildDetailsViewModel: ObservableObject {
                @Published var title = ""
                init(builds: BuildsService, state: LoadState = .loading, clock: Clock = .shared) {}
            }
            final class Clock { static let shared = Clock() }
            """,
        ]
        let plan = try plan(files, near: "App/Builds/BuildDetailsViewModel.swift", name: "Branches")
        let viewModel = try XCTUnwrap(plan.files.first { $0.role == .viewModel }).contents
        XCTAssertTrue(viewModel.contains("init(builds: BuildsService, clock: Clock = .shared)"), viewModel)
    }

    /// The anchor's header names no date (`Created by Migration Feature`); the app's other
    /// headers write `26/06/2021`: the new files' date is written so.
    func testAnUndatedHeaderTakesTheDateFormatOtherHeadersShow() throws {
        func header(_ file: String, _ created: String) -> String {
            "//\n//  \(file)\n//  Dokusho\n//\n//  Created by \(created)\n//\n\n"
        }
        var files: [String: String] = [:]
        for (name, created) in [("MigrateManga", "Migration Feature"), ("MangaDetail", "Ann Lee on 26/06/2021.")] {
            for (path, text) in screen(name, folder: "App/MangaDetail") {
                files[path] = header(String(path.split(separator: "/").last!), created) + text
            }
        }
        let workspace = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        let options = ScaffoldOptions(
            anchor: "App/MangaDetail/MigrateMangaView.swift", author: "Bo Li",
            day: CalendarDay(year: 2026, month: 11, day: 9))
        let plan = try workspace.planner().plan(
            ScaffoldRequest(name: "Downloads", convention: .plain, options: options))
        let view = try XCTUnwrap(plan.files.first { $0.role == .view }).contents
        XCTAssertTrue(view.contains("//  Created by Bo Li on 09/11/2026.\n"), view)
    }

    /// `private weak var coordinator: ProfileCoordinator?` set from `init(coordinator:
    /// ProfileCoordinator)`: the new view model keeps it `weak` and optional, as Swift requires;
    /// the previews build the view model as an implicit `.init(coordinator: .init())`.
    func testAWeakDependencyIsStoredOptional() throws {
        let files = PlainFixtures.weakCoordinatorScreens(["ChangePassword", "ChangeAvatar"], in: "App/Profile")
        let plan = try plan(
            files, near: "App/Profile/ChangePassword/ChangePasswordViewModel.swift", name: "NotificationSettings")
        let viewModel = try XCTUnwrap(plan.files.first { $0.role == .viewModel }).contents
        XCTAssertTrue(viewModel.contains("private weak var coordinator: ProfileCoordinator?\n"), viewModel)
        XCTAssertTrue(viewModel.contains("init(coordinator: ProfileCoordinator) {"), viewModel)
        // The previews pass the view model as `.init(coordinator: .init())`: the new one's does too.
        let view = try XCTUnwrap(plan.files.first { $0.role == .view }).contents
        XCTAssertTrue(view.contains("NotificationSettingsViewModel(coordinator: .init())"), view)
    }

    /// `self.vm = MigrateMangaVM(manga: manga, scraper: scraper)` in the view's `init`: the view
    /// creates its view model from its inputs; `_profileVM = ObservedObject(wrappedValue:
    /// container.profileVM)` takes one it is given.
    func testAViewModelSetInInitIsCreatedThereOnlyWhenItIsNew() throws {
        func files(_ assignment: String, holding: String, parameters: String) -> [String: String] {
            var files: [String: String] = [:]
            for name in ["Detail", "Chapters"] {
                files["App/Detail/\(name)VM.swift"] = """
                    import Observation

                    @Observable final class \(name)VM {
                        var title = ""
                        init(id: Int) {}
                    }
                    """
                files["App/Detail/\(name)View.swift"] = """
                    import SwiftUI

                    struct \(name)View: View {
                        \(holding) private var vm: \(name)VM
                        init(\(parameters)) {
                            \(assignment.replacingOccurrences(of: "Detail", with: name))
                        }
                        var body: some View { Text(vm.title) }
                    }
                    """
            }
            return files
        }
        let creating = try plan(
            files("self.vm = DetailVM(id: id)", holding: "@State", parameters: "id: Int"),
            near: "App/Detail/DetailVM.swift", name: "Downloads")
        let createdView = try XCTUnwrap(creating.files.first { $0.role == .view }).contents
        XCTAssertTrue(createdView.contains("init(id: Int) {"), createdView)
        XCTAssertTrue(createdView.contains("DownloadsVM(id: id)"), createdView)

        let handed = try plan(
            files(
                "self._vm = State(wrappedValue: container.vm)", holding: "@State",
                parameters: "container: Container"),
            near: "App/Detail/DetailVM.swift", name: "Downloads")
        let handedView = try XCTUnwrap(handed.files.first { $0.role == .view }).contents
        XCTAssertFalse(handedView.contains("DownloadsVM(id:"), handedView)
    }

    /// The anchor's preview passes `MockShopUseCase()` from `PreviewSupportShop`: the new view's
    /// preview borrows it, and its import.
    func testABorrowedPreviewValueBringsItsImport() throws {
        let files = [
            "App/Shop/ShopUseCase.swift": "protocol ShopUseCase {}\n",
            "App/Shop/EditHoursViewModel.swift": """
            import Combine

            final class EditHoursViewModel: ObservableObject {
                @Published var title = ""
                private let useCase: ShopUseCase
                init(useCase: ShopUseCase) { self.useCase = useCase }
            }
            """,
            "App/Shop/EditHoursView.swift": """
            import PreviewSupportShop
            import SwiftUI

            struct EditHoursView: View {
                @StateObject private var viewModel: EditHoursViewModel
                init(useCase: ShopUseCase) {
                    _viewModel = StateObject(wrappedValue: EditHoursViewModel(useCase: useCase))
                }
                var body: some View { Text(viewModel.title) }
            }

            #Preview {
                EditHoursView(useCase: MockShopUseCase())
            }
            """,
        ]
        let plan = try plan(files, near: "App/Shop/EditHoursViewModel.swift", name: "EditNotice")
        let view = try XCTUnwrap(plan.files.first { $0.role == .view }).contents
        XCTAssertTrue(view.contains("MockShopUseCase()"), view)
        XCTAssertTrue(view.contains("import PreviewSupportShop\n"), view)
    }
}

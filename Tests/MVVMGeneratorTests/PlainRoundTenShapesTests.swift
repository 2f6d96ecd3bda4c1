import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the tenth scaffold trial found: scene folders named with a word
/// added to the screen's name (Setlist's `ArtistScene/`), a folder per view model (Gatherly's
/// `ViewModel/Groups/GroupDetailViewModel/`), an anchor whose file is named otherwise than its
/// view (OpenSuperWhisper's `Settings.swift`) or whose view model comes from the environment
/// (ArcBox's `@Environment(VolumesViewModel.self)`), and the anchor's services typed `any …Protocol`
/// or given as optional overrides (Convos, Alethia).
final class PlainRoundTenShapesTests: XCTestCase {
    private func paths(_ files: [String: String], near anchor: String, name: String) throws -> [String] {
        let plan = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner().plan(
            ScaffoldRequest(name: name, convention: .plain, options: ScaffoldOptions(anchor: anchor)))
        return plan.files.map(\.path).sorted()
    }

    private func screen(_ name: String, view: String, viewModel: String) -> [String: String] {
        [
            view: """
            import SwiftUI

            struct \(name)View: View {
                @StateObject var vm = \(name)ViewModel()
                var body: some View { Text(vm.title) }
            }
            """,
            viewModel:
                "import Combine\n\nfinal class \(name)ViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ]
    }

    /// `Scenes/ArtistScene/{View,ViewModel}/`: a screen named after the anchor's (`ArtistTourHistory`)
    /// joins its folder; another screen gets a folder named as the others are (`TicketsScene/`).
    func testSceneFoldersAddingAWordToTheScreensName() throws {
        var files: [String: String] = [:]
        for name in ["Artist", "Search", "Archive"] {
            files.merge(
                screen(
                    name, view: "App/Scenes/\(name)Scene/View/\(name)View.swift",
                    viewModel: "App/Scenes/\(name)Scene/ViewModel/\(name)ViewModel.swift")
            ) { $1 }
        }
        let anchor = "App/Scenes/ArtistScene/View/ArtistView.swift"
        XCTAssertEqual(
            try paths(files, near: anchor, name: "ArtistTourHistory"),
            [
                "App/Scenes/ArtistScene/View/ArtistTourHistoryView.swift",
                "App/Scenes/ArtistScene/ViewModel/ArtistTourHistoryViewModel.swift",
            ])
        XCTAssertEqual(
            try paths(files, near: anchor, name: "Tickets"),
            [
                "App/Scenes/TicketsScene/View/TicketsView.swift",
                "App/Scenes/TicketsScene/ViewModel/TicketsViewModel.swift",
            ]
        )
    }

    /// `ViewModel/Groups/GroupDetailViewModel/` holds the view model and its test: the new view
    /// model and test get a folder named after the new view model.
    func testAFolderPerViewModelWithItsTest() throws {
        var files: [String: String] = [:]
        for name in ["GroupDetail", "GroupsList"] {
            files.merge(
                screen(
                    name, view: "App/Views/Groups/\(name)View.swift",
                    viewModel: "App/ViewModel/Groups/\(name)ViewModel/\(name)ViewModel.swift")
            ) { $1 }
            files["App/ViewModel/Groups/\(name)ViewModel/\(name)ViewModelTests.swift"] =
                "import XCTest\n@testable import App\n\nfinal class \(name)ViewModelTests: XCTestCase {}\n"
        }
        XCTAssertEqual(
            try paths(files, near: "App/Views/Groups/GroupDetailView.swift", name: "GroupActivityFeed"),
            [
                "App/ViewModel/Groups/GroupActivityFeedViewModel/GroupActivityFeedViewModel.swift",
                "App/ViewModel/Groups/GroupActivityFeedViewModel/GroupActivityFeedViewModelTests.swift",
                "App/Views/Groups/GroupActivityFeedView.swift",
            ])
    }

    /// The anchor's own screen comes first where the catalog has none for it: `Settings.swift`
    /// declaring `SettingsView`, and a view handed its view model by the environment.
    func testTheAnchorsOwnScreenIsTheNearest() throws {
        var files = [
            "App/Settings.swift": """
            import SwiftUI

            final class SettingsViewModel: ObservableObject {
                @Published var title = ""
            }

            struct SettingsView: View {
                @StateObject private var viewModel = SettingsViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "App/Volumes/VolumesListView.swift": """
            import SwiftUI

            struct VolumesListView: View {
                @Environment(VolumesViewModel.self) private var vm
                var body: some View { Text(vm.title) }
            }
            """,
            "App/ViewModels/Volumes/VolumesViewModel.swift":
                "import Observation\n\n@Observable\nclass VolumesViewModel {\n    var title = \"\"\n}\n",
        ]
        files.merge(
            screen("Content", view: "App/Main/ContentView.swift", viewModel: "App/Main/ContentViewModel.swift")
        ) { $1 }
        let planner = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner()
        let settings = try planner.plainStyle(near: "App/Settings.swift", name: "ShortcutEditor", settings: [:])
        XCTAssertEqual(settings.propertyName.value, "viewModel", settings.propertyName.evidence)
        XCTAssertTrue(settings.propertyName.evidence.hasPrefix("Settings:"), settings.propertyName.evidence)
        XCTAssertEqual(
            try paths(files, near: "App/Volumes/VolumesListView.swift", name: "VolumeSnapshots"),
            ["App/ViewModels/Volumes/VolumeSnapshotsViewModel.swift", "App/Volumes/VolumeSnapshotsView.swift"])
    }

    /// `init(contactsRepository: any ContactsRepositoryProtocol, suggestedAgentsService: (any
    /// SuggestedAgentsServiceProtocol)? = nil)`: the feature's repository serves a new screen of
    /// the feature; the optional override is the anchor's own.
    func testTheAnchorsServicesTypedAnyAndOptionalOverrides() throws {
        let files = [
            "App/Contacts/ContactsView.swift": """
            import SwiftUI

            struct ContactsView: View {
                @State private var viewModel: ContactsViewModel
                init(repository: any ContactsRepositoryProtocol) {
                    _viewModel = State(initialValue: ContactsViewModel(contactsRepository: repository))
                }
                var body: some View { Text(viewModel.title) }
            }
            """,
            "App/Contacts/ContactsViewModel.swift": """
            import Observation

            protocol ContactsRepositoryProtocol {}
            protocol SuggestedAgentsServiceProtocol {}

            @Observable
            final class ContactsViewModel {
                var title = ""
                private let contactsRepository: any ContactsRepositoryProtocol
                init(
                    contactsRepository: any ContactsRepositoryProtocol,
                    suggestedAgentsService: (any SuggestedAgentsServiceProtocol)? = nil
                ) {
                    self.contactsRepository = contactsRepository
                }
            }
            """,
        ]
        let planner = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 }).planner()
        let style = try planner.plainStyle(
            near: "App/Contacts/ContactsView.swift", name: "BlockedContacts", settings: [:])
        XCTAssertEqual(style.dependencies.value.map(\.label), ["contactsRepository"], style.dependencies.evidence)
    }
}

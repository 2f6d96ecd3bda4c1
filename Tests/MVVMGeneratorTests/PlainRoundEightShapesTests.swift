import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the eighth scaffold trial found: closures among a view model's
/// dependencies (GOV.UK), a preview argument built from the preview's own local (MedoDelirio),
/// views keeping what they are handed in a `private let` (HabitMinder), and initializers too
/// long for one line.
final class PlainRoundEightShapesTests: XCTestCase {
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

    /// The GOV.UK shape: two screens of one feature, each view handed its `ObservableObject`
    /// view model, whose class holds `members`; `declarations` are the types they use.
    private static func authorityScreens(declarations: String, members: String) -> [String: String] {
        var files = ["App/Services.swift": declarations]
        for name in ["PostcodeEntry", "AuthorityPicker"] {
            files["App/Authority/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel: \(name)ViewModel
                    init(viewModel: \(name)ViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/Authority/\(name)ViewModel.swift"] = """
                import Foundation

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                \(members)
                }
                """
        }
        return files
    }

    private func councilContactsViewModel(_ files: [String: String]) throws -> String {
        try contents(files, "CouncilContacts", near: "App/Authority/PostcodeEntryView.swift", .viewModel)
    }

    /// `init(service: …, dismissAction: @escaping () -> Void)`: the closure is kept in a property
    /// typed `() -> Void` (a stored property may not be `@escaping`), and the parameter escapes.
    func testClosureDependenciesAreStoredWithoutParameterAttributes() throws {
        let viewModel = try councilContactsViewModel(
            Self.authorityScreens(
                declarations: "protocol AuthorityService {}\n",
                members: """
                        private let service: AuthorityService
                        private let dismissAction: () -> Void
                        init(service: AuthorityService, dismissAction: @escaping () -> Void) {
                            self.service = service
                            self.dismissAction = dismissAction
                        }
                    """))
        XCTAssertTrue(viewModel.contains("private let dismissAction: () -> Void\n"), viewModel)
        XCTAssertTrue(viewModel.contains("dismissAction: @escaping () -> Void"), viewModel)
        XCTAssertFalse(viewModel.contains("let dismissAction: @escaping"), viewModel)
    }

    /// An optional closure escapes by itself: it is kept as written, with no `@escaping`; a
    /// `@Sendable` one keeps its attribute in the stored property.
    func testOptionalAndSendableClosuresKeepTheirTypes() throws {
        let viewModel = try councilContactsViewModel(
            Self.authorityScreens(
                declarations: "protocol AuthorityService {}\n",
                members: """
                        init(onClose: (() -> Void)? = nil, load: @escaping @Sendable (Int) async -> String = { _ in "" }) {}
                    """))
        XCTAssertTrue(viewModel.contains("onClose: (() -> Void)? = nil"), viewModel)
        XCTAssertTrue(viewModel.contains("private let onClose: (() -> Void)?\n"), viewModel)
        XCTAssertTrue(viewModel.contains("private let load: @Sendable (Int) async -> String\n"), viewModel)
    }

    /// `FolderGrid(repository: UserFolderRepository(database: fakeDB))` in a preview that declares
    /// `fakeDB` itself: the argument is copied with the declaration it reads.
    func testAPreviewArgumentReadingAPreviewLocalIsCopiedWithIt() throws {
        var files = [
            "App/Repository.swift": """
            final class Database { init() {} }
            final class UserFolderRepository { init(database: Database) {} }
            """
        ]
        for name in ["FolderGrid", "FolderDetail"] {
            files["App/Folders/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @State private var viewModel: \(name)ViewModel
                    init(viewModel: \(name)ViewModel) { _viewModel = State(initialValue: viewModel) }
                    var body: some View { Text(viewModel.title) }
                }

                #Preview {
                    let fakeDB = Database()
                    \(name)View(viewModel: \(name)ViewModel(userFolderRepository: UserFolderRepository(database: fakeDB)))
                }
                """
            files["App/Folders/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                final class \(name)ViewModel {
                    var title = ""
                    private let userFolderRepository: UserFolderRepository
                    init(userFolderRepository: UserFolderRepository) { self.userFolderRepository = userFolderRepository }
                }
                """
        }
        let view = try contents(files, "FolderExport", near: "App/Folders/FolderGridView.swift", .view)
        XCTAssertTrue(
            view.contains(
                """
                #Preview {
                    let fakeDB = Database()

                    FolderExportView(viewModel: FolderExportViewModel(userFolderRepository: UserFolderRepository(database: fakeDB)))
                }
                """), view)
    }

    /// `private let habitHistoryViewModel` set by `init(habitHistoryViewModel:)`: the new view
    /// keeps its view model the same way (a private constant makes the memberwise initializer
    /// private, so the app's views declare their own).
    func testAPrivateConstantIsSetByTheViewsOwnInitializer() throws {
        var files: [String: String] = [:]
        for name in ["HabitHistory", "HabitDetail"] {
            let property = name.prefix(1).lowercased() + name.dropFirst() + "ViewModel"
            files["App/Habits/\(name)/View/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    private let \(property): \(name)ViewModel

                    init(\(property): \(name)ViewModel) {
                        self.\(property) = \(property)
                    }

                    var body: some View { Text(\(property).title) }
                }
                """
            files["App/Habits/\(name)/ViewModel/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                final class \(name)ViewModel {
                    var title = ""
                }
                """
        }
        let view = try contents(
            files, "HabitStatistics", near: "App/Habits/HabitHistory/View/HabitHistoryView.swift", .view)
        XCTAssertTrue(view.contains("    private let habitStatisticsViewModel: HabitStatisticsViewModel\n"), view)
        XCTAssertTrue(
            view.contains(
                "    init(habitStatisticsViewModel: HabitStatisticsViewModel) {\n"
                    + "        self.habitStatisticsViewModel = habitStatisticsViewModel\n    }"), view)
    }

    /// An initializer whose one line would pass 100 columns takes a parameter a line.
    func testALongInitializerTakesAParameterALine() throws {
        let viewModel = try councilContactsViewModel(
            Self.authorityScreens(
                declarations: "protocol LocalAuthorityServiceInterface {}\nprotocol AnalyticsServiceInterface {}\n",
                members: """
                        init(
                            service: LocalAuthorityServiceInterface,
                            analyticsService: AnalyticsServiceInterface,
                            dismissAction: @escaping () -> Void
                        ) {}
                    """))
        XCTAssertTrue(
            viewModel.contains(
                "    init(\n        service: LocalAuthorityServiceInterface,\n"
                    + "        analyticsService: AnalyticsServiceInterface,\n"
                    + "        dismissAction: @escaping () -> Void\n    ) {\n"), viewModel)
    }

    /// One shared view model per screen in `Shared/ViewModels/`, a view for each platform in
    /// `iOS/Presentations/` and `macOS/Presentations/` (HDrezka): scaffolded from a macOS view,
    /// the new view is a macOS one.
    func testTheAnchorsPlatformFolderTakesTheNewView() throws {
        var files: [String: String] = [:]
        for name in ["WatchingLater", "Bookmarks"] {
            files["App/Shared/ViewModels/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                class \(name)ViewModel {
                    var title = ""
                }
                """
            for platform in ["iOS", "macOS"] {
                files["App/\(platform)/Presentations/\(name)View.swift"] = """
                    import SwiftUI

                    struct \(name)View: View {
                        @State private var viewModel = \(name)ViewModel()
                        var body: some View { Text(viewModel.title) }
                    }
                    """
            }
        }
        let plan = try workspace(files).planner().plan(
            ScaffoldRequest(
                name: "ViewingHistory", convention: .plain,
                options: ScaffoldOptions(anchor: "App/macOS/Presentations/WatchingLaterView.swift")))
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            ["App/Shared/ViewModels/ViewingHistoryViewModel.swift", "App/macOS/Presentations/ViewingHistoryView.swift"])
    }

    /// `Features/Settings/Profiles/` holds `ProfilesSettingsView` (FlashSpace): a screen's folder
    /// drops the feature's word its name ends with, so `ExcludedAppsSettings` goes in
    /// `Features/Settings/ExcludedApps/`.
    func testAScreensFolderDropsTheWordItsSiblingsDrop() throws {
        var files: [String: String] = [:]
        for folder in ["Profiles", "FloatingApps"] {
            let name = folder + "Settings"
            files["App/Features/Settings/\(folder)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject var viewModel = \(name)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/Features/Settings/\(folder)/\(name)ViewModel.swift"] = """
                import Combine

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                }
                """
        }
        let plan = try workspace(files).planner().plan(
            ScaffoldRequest(
                name: "ExcludedAppsSettings", convention: .plain,
                options: ScaffoldOptions(anchor: "App/Features/Settings/Profiles/ProfilesSettingsView.swift")))
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "App/Features/Settings/ExcludedApps/ExcludedAppsSettingsView.swift",
                "App/Features/Settings/ExcludedApps/ExcludedAppsSettingsViewModel.swift",
            ])
    }

    /// View models subclassing a generic base with arguments of their own
    /// (`ViewModel<Router, SettingsState>`, EUDI Wallet) and taking a `Router` of their generic
    /// parameter: the new one names neither (it could not choose their arguments), and a view
    /// handed its view model as `init(with viewModel:)` is handed it, not building it.
    func testAGenericBaseAndItsParametersAreNotCopied() throws {
        var files = [
            "App/Architecture/ViewModel.swift": """
            import Observation

            protocol RouterHost {}
            protocol ViewState {}
            @Observable
            class ViewModel<Router: RouterHost, UiState: ViewState> {
                let router: Router
                var viewState: UiState
                init(router: Router, initialState: UiState) {
                    self.router = router
                    self.viewState = initialState
                }
            }
            """
        ]
        for name in ["Settings", "Dashboard"] {
            files["App/UI/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View<Router: RouterHost>: View {
                    @State private var viewModel: \(name)ViewModel<Router>

                    init(with viewModel: \(name)ViewModel<Router>) {
                        self._viewModel = State(wrappedValue: viewModel)
                    }

                    var body: some View { Text("\\(viewModel.viewState)") }
                }
                """
            files["App/UI/\(name)/\(name)ViewModel.swift"] = """
                struct \(name)ViewState: ViewState {}

                final class \(name)ViewModel<Router: RouterHost>: ViewModel<Router, \(name)ViewState> {
                    init(router: Router) {
                        super.init(router: router, initialState: \(name)ViewState())
                    }
                }
                """
        }
        let plan = try workspace(files).planner().plan(
            ScaffoldRequest(
                name: "LanguageSettings", convention: .plain,
                options: ScaffoldOptions(anchor: "App/UI/Settings/SettingsView.swift")))
        let viewModel = try XCTUnwrap(plan.files.first { $0.role == .viewModel }).contents
        let view = try XCTUnwrap(plan.files.first { $0.role == .view }).contents
        XCTAssertTrue(viewModel.contains("final class LanguageSettingsViewModel {"), viewModel)
        XCTAssertFalse(viewModel.contains("Router"), viewModel)
        XCTAssertFalse(viewModel.contains("UiState"), viewModel)
        XCTAssertTrue(view.contains("init(viewModel: LanguageSettingsViewModel)"), view)
    }

    /// The tests' header dated `05/07/24`, which cannot tell day from month, the sources'
    /// `17/11/24`, which can (MedoDelirio): the new test is dated day first too.
    func testATestHeadersDateTakesTheOrderTheAppsFilesShow() throws {
        var files: [String: String] = [:]
        for name in ["FolderGrid", "FolderDetail"] {
            files["App/Folders/\(name)View.swift"] = """
                //
                //  \(name)View.swift
                //  Medo
                //
                //  Created by Rafael on 17/11/24.
                //

                import SwiftUI

                struct \(name)View: View {
                    @State private var viewModel = \(name)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/Folders/\(name)ViewModel.swift"] = """
                //
                //  \(name)ViewModel.swift
                //  Medo
                //
                //  Created by Rafael on 17/11/24.
                //

                import Observation

                @Observable
                class \(name)ViewModel {
                    var title = ""
                }
                """
        }
        files["AppTests/Folders/FolderGridViewModelTests.swift"] = """
            //
            //  FolderGridViewModelTests.swift
            //  MedoTests
            //
            //  Created by Rafael on 05/07/24.
            //

            import Testing
            @testable import App

            struct FolderGridViewModelTests {}
            """
        files["Package.swift"] = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App", path: "App"), .testTarget(name: "AppTests", dependencies: ["App"], path: "AppTests"),
            ])
            """
        let style = try workspace(files).planner().plainStyle(
            near: "App/Folders/FolderGridView.swift", name: "FolderExport", settings: [:])
        let header = try XCTUnwrap(style.testHeader)
        XCTAssertTrue(header.contains("//  Created by {author} on {date:dd/MM/yy}."), header)
    }

    /// The anchor's view model takes a repository protocol and a model; two others share another
    /// repository (MedoDelirio): the new view model takes the anchor's service, not its model,
    /// nor what only the others take.
    func testTheAnchorsOwnServicesAreTaken() throws {
        var files = [
            "App/Repositories.swift": """
            protocol ContentRepositoryProtocol {}
            protocol UserFolderRepositoryProtocol {}
            struct UserFolder {}
            """
        ]
        let initializers = [
            "FolderDetail": "init(folder: UserFolder, contentRepository: ContentRepositoryProtocol) {}",
            "FolderGrid": "init(userFolderRepository: UserFolderRepositoryProtocol) {}",
            "AddToFolder": "init(userFolderRepository: UserFolderRepositoryProtocol) {}",
        ]
        for (name, initializer) in initializers {
            files["App/Folders/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @State var viewModel: \(name)ViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/Folders/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                class \(name)ViewModel {
                    var title = ""
                    \(initializer)
                }
                """
        }
        let viewModel = try contents(files, "FolderExport", near: "App/Folders/FolderDetailView.swift", .viewModel)
        XCTAssertTrue(viewModel.contains("init(contentRepository: ContentRepositoryProtocol) {"), viewModel)
        XCTAssertFalse(viewModel.contains("UserFolder"), viewModel)
    }

    /// Views handed their view model take it as itself (`init(viewModel: XViewModel) {
    /// _viewModel = StateObject(wrappedValue: viewModel) }`, GOV.UK): the new view does too, not
    /// through an autoclosure; `scaffold.plain.viewInitializer: own` asks for the autoclosure.
    func testAViewHandedItsViewModelTakesItAsTheAppsViewsDo() throws {
        let files = Self.authorityScreens(declarations: "", members: "")
        let view = try contents(files, "CouncilContacts", near: "App/Authority/PostcodeEntryView.swift", .view)
        XCTAssertTrue(
            view.contains(
                "    init(viewModel: CouncilContactsViewModel) {\n"
                    + "        _viewModel = StateObject(wrappedValue: viewModel)\n    }"), view)
        let configured = try workspace(files).planner().plan(
            ScaffoldRequest(
                name: "CouncilContacts", convention: .plain,
                options: ScaffoldOptions(
                    anchor: "App/Authority/PostcodeEntryView.swift", plainStyle: ["viewInitializer": "own"])))
        let own = try XCTUnwrap(configured.files.first { $0.role == .view }).contents
        XCTAssertTrue(own.contains("init(viewModel: @autoclosure @escaping () -> CouncilContactsViewModel)"), own)
    }
}

import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens placed and styled after the screens nearest the anchor, in the shapes the
/// second scaffold trial found: views without a suffix, feature folders holding several screens,
/// per-screen folders named after the feature, tests mirroring the sources, file headers.
final class PlainNearestScreensTests: XCTestCase {
    private func plan(
        _ name: String, in workspace: TestWorkspace, near anchor: String,
        author: String? = nil, day: CalendarDay? = nil
    ) throws -> ScaffoldPlan {
        let options = ScaffoldOptions(anchor: anchor, author: author, day: day)
        return try workspace.planner().plan(ScaffoldRequest(name: name, convention: .plain, options: options))
    }

    private func contents(_ plan: ScaffoldPlan, _ role: FileRole) throws -> String {
        try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    private static func view(
        _ name: String, holding: String = "@StateObject private var viewModel", model: String,
        created: Bool = true
    ) -> String {
        """
        import SwiftUI

        struct \(name): View {
            \(holding)\(created ? " = \(model)()" : ": \(model)")
            var body: some View { Text(viewModel.title) }
        }
        """
    }

    private static func model(_ name: String, initializer: String = "") -> String {
        "final class \(name): ObservableObject {\n    @Published var title = \"\"\n    \(initializer)\n}\n"
    }

    /// `DocumentList` holding `DocumentListViewModel` kept in `ViewModel/`: a screen, though the
    /// view has no suffix; a row observing the list's view model is none.
    func testAViewWithoutSuffixHoldingAViewModelNamedLikeItIsAScreen() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Views/Document/DocumentList.swift": Self.view("DocumentList", model: "DocumentListViewModel"),
            "App/Views/Document/DocumentRow.swift": Self.view(
                "DocumentRow", holding: "@ObservedObject var viewModel",
                model: "DocumentListViewModel", created: false),
            "App/ViewModel/DocumentListViewModel.swift": Self.model("DocumentListViewModel"),
        ])
        let plan = try plan("DocumentHistory", in: workspace, near: "App/Views/Document/DocumentList.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            ["App/ViewModel/DocumentHistoryViewModel.swift", "App/Views/Document/DocumentHistory.swift"])
        XCTAssertTrue(
            try contents(plan, .view).contains(
                "struct DocumentHistory: View {\n    @StateObject private var viewModel = DocumentHistoryViewModel()"))
    }

    /// A folder named after one screen that names the new screen's feature too holds both.
    func testAFeatureFolderNamedAfterTheNewScreensFeatureKeepsItBeside() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Views/Search/SearchView.swift": Self.view("SearchView", model: "SearchViewModel"),
            "App/Views/Search/SearchViewModel.swift": Self.model("SearchViewModel"),
            "App/Views/Inbox/InboxView.swift": Self.view("InboxView", model: "InboxViewModel"),
            "App/Views/Inbox/InboxViewModel.swift": Self.model("InboxViewModel"),
        ])
        let beside = try plan("SavedSearches", in: workspace, near: "App/Views/Search/SearchView.swift")
        XCTAssertEqual(
            beside.files.map(\.path).sorted(),
            ["App/Views/Search/SavedSearchesView.swift", "App/Views/Search/SavedSearchesViewModel.swift"])
        let own = try plan("Orders", in: workspace, near: "App/Views/Search/SearchView.swift")
        XCTAssertEqual(
            own.files.map(\.path).sorted(),
            ["App/Views/Orders/OrdersView.swift", "App/Views/Orders/OrdersViewModel.swift"])
    }

    /// `Settings/Autolock/SettingsAutolockView.swift`: the new settings screen's folder drops the
    /// feature's prefix too.
    func testPerScreenFoldersWithoutTheFeaturesPrefixStayWithout() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Settings/Autolock/SettingsAutolockView.swift": Self.view(
                "SettingsAutolockView", model: "SettingsAutolockViewModel"),
            "App/Settings/Autolock/SettingsAutolockViewModel.swift": Self.model("SettingsAutolockViewModel"),
            "App/Settings/Themes/SettingsThemesView.swift": Self.view(
                "SettingsThemesView", model: "SettingsThemesViewModel"),
            "App/Settings/Themes/SettingsThemesViewModel.swift": Self.model("SettingsThemesViewModel"),
        ])
        let plan = try plan(
            "SettingsHeadphones", in: workspace, near: "App/Settings/Autolock/SettingsAutolockView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "App/Settings/Headphones/SettingsHeadphonesView.swift",
                "App/Settings/Headphones/SettingsHeadphonesViewModel.swift",
            ])
    }

    /// Tests under `AppTests/Features/<feature>/` for view models in `App/Features/<feature>/…`.
    func testTestsGoWhereTheyMirrorTheNewViewModelsFolders() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Features/Utility/ViewModels/UtilityViewModel.swift": Self.model("UtilityViewModel"),
            "App/Features/Utility/UtilityView.swift": Self.view("UtilityView", model: "UtilityViewModel"),
            "App/Features/SourceControl/Clone/ViewModels/CloneViewModel.swift": Self.model("CloneViewModel"),
            "App/Features/SourceControl/Clone/CloneView.swift": Self.view("CloneView", model: "CloneViewModel"),
            "AppTests/Features/Utility/UtilityViewModelTests.swift":
                "import XCTest\n@testable import App\n\nfinal class UtilityViewModelTests: XCTestCase {}\n",
        ])
        let plan = try plan("CloneOptions", in: workspace, near: "App/Features/SourceControl/Clone/CloneView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "App/Features/SourceControl/Clone/CloneOptionsView.swift",
                "App/Features/SourceControl/Clone/ViewModels/CloneOptionsViewModel.swift",
                // No `AppTests/Features/SourceControl/` yet: the deepest mirrored folder there is.
                "AppTests/Features/CloneOptionsViewModelTests.swift",
            ])
    }

    /// The nearest screens decide, and a view's holding and creation are read as one: the
    /// anchor's feature creates its view models, three screens elsewhere are handed theirs.
    func testNearerScreensWeighMoreAndOwnershipIsReadWhole() throws {
        var files = ["App.xcodeproj/project.pbxproj": ""]
        for name in ["Autolock", "Autoplay"] {
            files["App/Settings/\(name)/\(name)View.swift"] = Self.view("\(name)View", model: "\(name)ViewModel")
            files["App/Settings/\(name)/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        for name in ["Shelf", "Library", "Player"] {
            files["App/\(name)/\(name)View.swift"] = Self.view(
                "\(name)View", holding: "@ObservedObject var viewModel",
                model: "\(name)ViewModel", created: false)
            files["App/\(name)/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        let workspace = try makeWorkspace(files)
        let plan = try plan("Headphones", in: workspace, near: "App/Settings/Autolock/AutolockView.swift")
        XCTAssertTrue(try contents(plan, .view).contains("@StateObject private var viewModel = HeadphonesViewModel()"))
    }

    /// A parameter most view models take is the new one's; one screen's own inputs are not.
    func testTheParametersMostViewModelsTakeAreTaken() throws {
        var files = ["App.xcodeproj/project.pbxproj": ""]
        let initializers = [
            "Search": "init(mailboxManager: MailboxManager, folder: Folder) {}",
            "Threads": "init(mailboxManager: MailboxManager) {}",
            "Folders": "init(mailboxManager: MailboxManager, filter: String) {}",
            "Compose": "init(draft: Draft) {}",
        ]
        for (name, initializer) in initializers {
            files["App/\(name)/\(name)View.swift"] = Self.view(
                "\(name)View", holding: "@ObservedObject var viewModel",
                model: "\(name)ViewModel", created: false)
            files["App/\(name)/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel", initializer: initializer)
        }
        let workspace = try makeWorkspace(files)
        let viewModel = try contents(try plan("Saved", in: workspace, near: "App/Search/SearchView.swift"), .viewModel)
        XCTAssertTrue(viewModel.contains("init(mailboxManager: MailboxManager) {"), viewModel)
        XCTAssertFalse(viewModel.contains("folder"), viewModel)
    }

    /// Xcode's header names the file, who created it and when: the new files name theirs, with
    /// the date as the app writes it; the copyright year is this year's.
    func testXcodeHeadersNameTheNewFileItsAuthorAndDay() throws {
        let header =
            "//\n//  InboxView.swift\n//  App\n//\n//  Created by Jane Doe on 14.01.24.\n//  Copyright © 2024 Example. All rights reserved.\n//\n\n"
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": header + Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": Self.model("InboxViewModel"),
        ])
        let day = CalendarDay(year: 2026, month: 11, day: 28)
        let view = try contents(
            try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift", author: "Ann Lee", day: day), .view)
        XCTAssertTrue(
            view.hasPrefix(
                "//\n//  OrdersView.swift\n//  App\n//\n//  Created by Ann Lee on 28.11.26.\n//  Copyright © 2026 Example."
            ), view)
        let anonymous = try contents(try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift"), .view)
        XCTAssertTrue(
            anonymous.hasPrefix("//\n//  OrdersView.swift\n//  App\n//\n//  Copyright ©"),
            "no author, no line: \(anonymous)")
    }

    /// A `/* … */` license block every file starts with is the header, and its lines are not
    /// the code's indentation.
    func testALicenseBlockIsTheHeaderAndNotTheIndentation() throws {
        let license = "/*\n Example Mail - iOS App\n Copyright (C) 2024 Example\n */\n\n"
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": license + Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": license + Self.model("InboxViewModel"),
        ])
        let view = try contents(
            try plan(
                "Orders", in: workspace, near: "App/Inbox/InboxView.swift",
                day: CalendarDay(year: 2026, month: 1, day: 2)), .view)
        XCTAssertTrue(
            view.hasPrefix("/*\n Example Mail - iOS App\n Copyright (C) 2026 Example\n */\n\nimport SwiftUI"), view)
        XCTAssertTrue(view.contains("\n    @StateObject private var viewModel"), "four spaces, as the code: \(view)")
    }
    /// View models whose shared dependencies have defaults and come from another module: the
    /// new one takes them with the same defaults, imports that module, and so can be previewed
    /// and tested; its test imports in the order the app's tests do.
    func testDefaultedDependenciesKeepTheirDefaultsAndTheirModule() throws {
        var files = ["App.xcodeproj/project.pbxproj": ""]
        for name in ["CustomerDetail", "CustomerList"] {
            files["App/Customers/\(name)View.swift"] =
                Self.view(
                    "\(name)View", holding: "@ObservedObject var viewModel",
                    model: "\(name)ViewModel", created: false)
                + "\n\n#Preview { \(name)View(viewModel: .init()) }\n"
            files["App/Customers/\(name)ViewModel.swift"] =
                "import Combine\nimport Yosemite\n\n"
                + Self.model("\(name)ViewModel", initializer: "init(stores: StoresManager = ServiceLocator.stores) {}")
        }
        files["AppTests/Customers/CustomerDetailViewModelTests.swift"] =
            "@testable import App\nimport XCTest\n\nfinal class CustomerDetailViewModelTests: XCTestCase {}\n"
        let plan = try plan(
            "CustomerOrders", in: try makeWorkspace(files), near: "App/Customers/CustomerDetailView.swift")
        let viewModel = try contents(plan, .viewModel)
        XCTAssertTrue(viewModel.hasPrefix("import Combine\nimport Foundation\nimport Yosemite\n"), viewModel)
        XCTAssertTrue(viewModel.contains("init(stores: StoresManager = ServiceLocator.stores) {"), viewModel)
        XCTAssertTrue(try contents(plan, .view).contains("#Preview"), "built with nothing, so previewed")
        XCTAssertTrue(try contents(plan, .viewModelTests).hasPrefix("@testable import App\nimport XCTest\n"))
    }

    /// `.onFirstAppear`, the app's own modifier, is where its views load; `…Scene` names them.
    func testTheAppsOwnLoadingModifierAndViewSuffixAreKept() throws {
        let scene = """
            import SwiftUI

            struct InboxScene: View {
                @StateObject private var viewModel = InboxViewModel()
                var body: some View { Text(viewModel.title).onFirstAppear { viewModel.load() } }
            }
            """
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxScene.swift": scene,
            "App/Inbox/InboxViewModel.swift": Self.model("InboxViewModel"),
        ])
        let plan = try plan("Orders", in: workspace, near: "App/Inbox/InboxScene.swift")
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("struct OrdersScene: View {"), view)
        XCTAssertTrue(view.contains(".onFirstAppear { viewModel.refresh() }"), view)
    }

    /// A view that creates the view model it holds is a screen whatever their names; one holding
    /// an app-wide model from the environment is none.
    func testAViewCreatingItsViewModelIsAScreenAndAnEnvironmentModelIsNot() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Settings/Security/DataBackupsScreen.swift": Self.view("DataBackupsScreen", model: "BackupViewModel"),
            "App/ViewModels/BackupViewModel.swift": Self.model("BackupViewModel"),
            "App/Sheets/WidgetsSheet.swift": Self.view(
                "WidgetsSheet", holding: "@EnvironmentObject var widgets",
                model: "WidgetsViewModel", created: false),
            "App/ViewModels/WidgetsViewModel.swift": Self.model("WidgetsViewModel"),
        ])
        let plan = try plan("BackupHistory", in: workspace, near: "App/Settings/Security/DataBackupsScreen.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            ["App/Settings/Security/BackupHistoryScreen.swift", "App/ViewModels/BackupHistoryViewModel.swift"])
        XCTAssertTrue(
            try contents(plan, .view).contains("@StateObject private var viewModel = BackupHistoryViewModel()"))
    }

    /// `Created on 27/03/2024.` names the day alone; a test's header is the tests' own.
    func testACreationDayWithoutAuthorAndTheTestsOwnHeader() throws {
        let header = "//\n// InboxView.swift - Created on 27/03/2024.\n// Copyright (c) 2024 Example\n//\n\n"
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": header + Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": Self.model("InboxViewModel"),
            "AppTests/InboxViewModelTests.swift":
                "//\n//  InboxViewModelTests.swift\n//  AppTests\n//\n\nimport XCTest\n@testable import App\n\nfinal class InboxViewModelTests: XCTestCase {}\n",
        ])
        let plan = try plan(
            "Orders", in: workspace, near: "App/Inbox/InboxView.swift", day: CalendarDay(year: 2026, month: 11, day: 28)
        )
        XCTAssertTrue(
            try contents(plan, .view).hasPrefix(
                "//\n// OrdersView.swift - Created on 28/11/2026.\n// Copyright (c) 2026 Example\n//\n"))
        XCTAssertTrue(
            try contents(plan, .viewModelTests).hasPrefix(
                "//\n//  OrdersViewModelTests.swift\n//  AppTests\n//\n\nimport XCTest"))
    }
    /// A package whose views are public (the app target builds them): the new view is public,
    /// with public initializers; its view model is internal, as `ListEditViewModel` is.
    func testPublicViewsMakeThePublicScreen() throws {
        let workspace = try makeWorkspace([
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Lists\", targets: [.target(name: \"Lists\")])\n",
            "Sources/Lists/Edit/ListEditView.swift": Self.view("ListEditView", model: "ListEditViewModel")
                .replacingOccurrences(of: "struct", with: "public struct"),
            "Sources/Lists/Edit/ListEditViewModel.swift": Self.model("ListEditViewModel"),
        ])
        let plan = try plan("Members", in: workspace, near: "Sources/Lists/Edit/ListEditView.swift")
        let view = try contents(plan, .view)
        XCTAssertTrue(view.contains("public struct MembersView: View {"), view)
        XCTAssertTrue(view.contains("public init() {}"), view)
        XCTAssertTrue(view.contains("public var body: some View"), view)
        XCTAssertTrue(try contents(plan, .viewModel).contains("\nfinal class MembersViewModel: ObservableObject {"))
    }
    /// View models named `…Controller` and created by their views: the new one is named so
    /// too; the tests compile the app's sources, so they import no module; a header naming
    /// another file than its own still names the new file.
    func testTheAppsViewModelSuffixTestsWithoutModuleAndAnOldHeaderName() throws {
        let header = "//\n//  OldHomeFeed.swift\n//  Nos\n//\n\n"
        let workspace = try makeWorkspace([
            "Nos.xcodeproj/project.pbxproj": "",
            "Nos/Views/Home/HomeFeedView.swift": header
                + Self.view("HomeFeedView", holding: "@State private var viewModel", model: "FeedController"),
            "Nos/Controller/FeedController.swift":
                "@Observable final class FeedController {\n    var title = \"\"\n}\n",
            "NosTests/Controller/FeedControllerTests.swift":
                "import XCTest\n\nfinal class FeedControllerTests: XCTestCase {}\n",
        ])
        let plan = try plan("FeedHistory", in: workspace, near: "Nos/Views/Home/HomeFeedView.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "Nos/Controller/FeedHistoryController.swift", "Nos/Views/Home/FeedHistoryView.swift",
                "NosTests/Controller/FeedHistoryControllerTests.swift",
            ])
        XCTAssertTrue(try contents(plan, .view).hasPrefix("//\n//  FeedHistoryView.swift\n//  Nos\n"))
        let tests = try contents(plan, .viewModelTests)
        XCTAssertFalse(tests.contains("@testable"), tests)
        XCTAssertTrue(tests.contains("final class FeedHistoryControllerTests: XCTestCase"), tests)
    }
    /// A sample's `05/07/2020` cannot tell day from month; another file's `26/07/2020` can.
    func testADateTheSampleCannotOrderIsOrderedAsOtherFilesShow() throws {
        func header(_ file: String, _ date: String) -> String {
            "//\n//  \(file)\n//  App\n//\n//  Created by Jo on \(date).\n//\n\n"
        }
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": header("InboxView.swift", "05/07/2020")
                + Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": header("InboxViewModel.swift", "26/07/2020")
                + Self.model("InboxViewModel"),
        ])
        let day = CalendarDay(year: 2026, month: 11, day: 28)
        let view = try contents(
            try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift", author: "Ann", day: day), .view)
        XCTAssertTrue(view.contains("//  Created by Ann on 28/11/2026."), view)
    }
    /// A header line only the view's file has describes that view: a new file's header leaves
    /// it out.
    func testAViewsOwnDescriptionLineIsNotCopied() throws {
        let workspace = try makeWorkspace([
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": "//\n//  InboxView.swift\n//  App\n//\n//  The inbox, newest first.\n//\n\n"
                + Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": "//\n//  InboxViewModel.swift\n//  App\n//\n//  Loads the inbox.\n//\n\n"
                + Self.model("InboxViewModel"),
        ])
        let view = try contents(try plan("Orders", in: workspace, near: "App/Inbox/InboxView.swift"), .view)
        XCTAssertTrue(view.hasPrefix("//\n//  OrdersView.swift\n//  App\n//\n\nimport SwiftUI"), view)
    }
    /// The anchor's view owns a view model another view is named after and is handed: the
    /// anchor's ownership is the one copied.
    func testTheAnchorsOwnHoldingDecidesThoughItsViewModelIsNamedForAnotherView() throws {
        var files = ["App.xcodeproj/project.pbxproj": ""]
        files["App/Subreddit/SubredditView.swift"] = Self.view(
            "SubredditView", holding: "@ObservedObject var viewModel",
            model: "SubredditViewModel", created: false)
        files["App/Subreddit/SubredditViewModel.swift"] = Self.model("SubredditViewModel")
        files["App/Subreddit/SubredditPostsListView.swift"] = Self.view(
            "SubredditPostsListView", model: "SubredditViewModel")
        for name in ["Inbox", "Profile"] {
            files["App/\(name)/\(name)View.swift"] = Self.view(
                "\(name)View", holding: "@ObservedObject var viewModel",
                model: "\(name)ViewModel", created: false)
            files["App/\(name)/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        let view = try contents(
            try plan("SubredditWiki", in: try makeWorkspace(files), near: "App/Subreddit/SubredditPostsListView.swift"),
            .view)
        XCTAssertTrue(view.contains("@StateObject private var viewModel = SubredditWikiViewModel()"), view)
    }
    /// `--explain` says `tests: none` where the screens' view models have no tests, and the
    /// framework where they have.
    func testExplainSaysNoTestsWhereThereAreNone() throws {
        var files = [
            "App.xcodeproj/project.pbxproj": "",
            "App/Inbox/InboxView.swift": Self.view("InboxView", model: "InboxViewModel"),
            "App/Inbox/InboxViewModel.swift": Self.model("InboxViewModel"),
        ]
        let untested = try makeWorkspace(files).planner().plainStyle(
            near: "App/Inbox/InboxView.swift", name: "Orders", settings: [:])
        XCTAssertTrue(untested.explanation.contains { $0.hasPrefix("tests: none — ") }, "\(untested.explanation)")
        files["AppTests/InboxViewModelTests.swift"] = "import XCTest\n@testable import App\n"
        let tested = try makeWorkspace(files).planner().plainStyle(
            near: "App/Inbox/InboxView.swift", name: "Orders", settings: [:])
        XCTAssertTrue(tested.explanation.contains { $0.hasPrefix("tests: xctest — ") }, "\(tested.explanation)")
    }
}

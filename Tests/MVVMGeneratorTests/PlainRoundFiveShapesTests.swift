import MVVMGenerator
import TestSupport
import XCTest

/// Plain screens in the shapes the fifth scaffold trial found: a feature folder named after one
/// of its several screens, views handed their `@StateObject` through the memberwise
/// initializer, view models named after the whole view (`XScreenViewModel`), and views creating
/// their view model when they appear, into an optional `@State`.
final class PlainRoundFiveShapesTests: XCTestCase {
    private func plan(_ name: String, in files: [String: String], near anchor: String) throws -> ScaffoldPlan {
        let workspace = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        return try workspace.planner().plan(
            ScaffoldRequest(name: name, convention: .plain, options: ScaffoldOptions(anchor: anchor)))
    }

    private func contents(_ plan: ScaffoldPlan, _ role: FileRole) throws -> String {
        try XCTUnwrap(plan.files.first { $0.role == role }, "no \(role) in \(plan.files.map(\.path))").contents
    }

    private static func model(_ name: String) -> String {
        "final class \(name): ObservableObject {\n    @Published var title = \"\"\n}\n"
    }

    private static func handedView(_ name: String, model: String, initializer: String = "") -> String {
        """
        import SwiftUI

        struct \(name): View {
            @StateObject var viewModel: \(model)
            \(initializer)
            var body: some View { Text(viewModel.title) }
        }
        """
    }

    /// `PremiumUpgrade/View/` holds `PremiumUpgradeView` and `PremiumUpsellView`: the folder is
    /// the feature's, and the new screen goes in it; a folder holding only its screen and a part
    /// named after it (`HomeRow` of `Home`) is the screen's own, but with no other screen's
    /// folder beside it no folder is made: the new screen goes beside it.
    func testAFolderOfSeveralScreensNamedAfterOneKeepsTheNewScreen() throws {
        var files: [String: String] = [:]
        for name in ["PremiumUpgrade", "PremiumUpsell"] {
            files["App/PremiumUpgrade/View/\(name)View.swift"] = Self.handedView(
                "\(name)View", model: "\(name)ViewModel")
            files["App/PremiumUpgrade/ViewModel/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        let inFeature = try plan("Benefits", in: files, near: "App/PremiumUpgrade/View/PremiumUpgradeView.swift")
        XCTAssertEqual(
            inFeature.files.map(\.path).sorted(),
            ["App/PremiumUpgrade/View/BenefitsView.swift", "App/PremiumUpgrade/ViewModel/BenefitsViewModel.swift"])

        var own: [String: String] = [:]
        for name in ["Home", "HomeRow"] {
            own["App/Home/View/\(name)View.swift"] = Self.handedView("\(name)View", model: "\(name)ViewModel")
            own["App/Home/ViewModel/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        let beside = try plan("Orders", in: own, near: "App/Home/View/HomeView.swift")
        XCTAssertEqual(
            beside.files.map(\.path).sorted(),
            ["App/Home/View/OrdersView.swift", "App/Home/ViewModel/OrdersViewModel.swift"])
    }

    /// Views handed a `@StateObject` through the memberwise initializer get none of their own;
    /// views declaring one get the `@autoclosure` initializer.
    func testAViewHandedItsStateObjectDeclaresAnInitializerOnlyWhereTheAppsDo() throws {
        var files: [String: String] = [:]
        for name in ["Inbox", "Outbox"] {
            files["App/\(name)/\(name)View.swift"] = Self.handedView("\(name)View", model: "\(name)ViewModel")
            files["App/\(name)/\(name)ViewModel.swift"] = Self.model("\(name)ViewModel")
        }
        let memberwise = try contents(try plan("Drafts", in: files, near: "App/Inbox/InboxView.swift"), .view)
        XCTAssertTrue(memberwise.contains("    @StateObject var viewModel: DraftsViewModel\n"), memberwise)
        XCTAssertFalse(memberwise.contains("init("), memberwise)

        for name in ["Inbox", "Outbox"] {
            files["App/\(name)/\(name)View.swift"] = Self.handedView(
                "\(name)View", model: "\(name)ViewModel",
                initializer: """
                    init(viewModel: @autoclosure @escaping () -> \(name)ViewModel) {
                            _viewModel = StateObject(wrappedValue: viewModel())
                        }
                    """)
        }
        let own = try contents(try plan("Drafts", in: files, near: "App/Inbox/InboxView.swift"), .view)
        XCTAssertTrue(own.contains("init(viewModel: @autoclosure @escaping () -> DraftsViewModel)"), own)
    }

    /// `AdvancedSettingsScreenViewModel` of `AdvancedSettingsScreen`: the new screen's view model
    /// and its test are named after its whole view too.
    func testViewModelsNamedAfterTheWholeViewNameTheNewOneSo() throws {
        var files: [String: String] = [
            "AppTests/AdvancedSettingsScreenViewModelTests.swift":
                "import Testing\n@testable import App\n\nstruct AdvancedSettingsScreenViewModelTests {}\n"
        ]
        for name in ["AdvancedSettings", "LegalInformation"] {
            files["App/Settings/\(name)Screen/\(name)Screen.swift"] = """
                import SwiftUI

                struct \(name)Screen: View {
                    @StateObject private var viewModel = \(name)ScreenViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["App/Settings/\(name)Screen/\(name)ScreenViewModel.swift"] = Self.model("\(name)ScreenViewModel")
        }
        let plan = try plan(
            "StorageSettings", in: files, near: "App/Settings/AdvancedSettingsScreen/AdvancedSettingsScreen.swift")
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "App/Settings/StorageSettingsScreen/StorageSettingsScreen.swift",
                "App/Settings/StorageSettingsScreen/StorageSettingsScreenViewModel.swift",
                "AppTests/StorageSettingsScreenViewModelTests.swift",
            ])
        XCTAssertTrue(
            try contents(plan, .view).contains("@StateObject private var viewModel = StorageSettingsScreenViewModel()"))
    }

    /// `@State private var viewModel: XViewModel?` set in `.task`: the new view creates its view
    /// model when it appears too, and shows a progress view until then.
    func testAViewCreatingItsViewModelWhenItAppearsIsCopied() throws {
        var files: [String: String] = [:]
        for name in ["Search", "Channel"] {
            files["App/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @Environment(\\.appEnvironment) private var appEnvironment
                    @State private var viewModel: \(name)ViewModel?

                    var body: some View {
                        Group {
                            if let viewModel { Text(viewModel.title) } else { ProgressView() }
                        }
                        .task {
                            if viewModel == nil, let environment = appEnvironment {
                                let model = \(name)ViewModel(service: environment.service)
                                viewModel = model
                            }
                        }
                    }
                }
                """
            files["App/\(name)/\(name)ViewModel.swift"] =
                "import Observation\n\n@Observable\nfinal class \(name)ViewModel {\n    var title = \"\"\n}\n"
        }
        let workspace = try makeWorkspace(files.merging(["App.xcodeproj/project.pbxproj": ""]) { $1 })
        let style = try workspace.planner().plainStyle(
            near: "App/Search/SearchView.swift", name: "Orders", settings: [:])
        XCTAssertEqual(style.creation.value, .appearance, style.creation.evidence)
        let view = try contents(try plan("Orders", in: files, near: "App/Search/SearchView.swift"), .view)
        XCTAssertTrue(view.contains("@State private var viewModel: OrdersViewModel?"), view)
        XCTAssertTrue(view.contains("if viewModel == nil {\n                viewModel = OrdersViewModel()"), view)
        XCTAssertTrue(view.contains("ProgressView()"), view)
    }

    /// View models built from a context with no default, which the app's previews pass as
    /// `.shared`: the new screen's preview passes it too, rather than leaving the preview out.
    func testAPreviewPassesWhatTheAppsPreviewsPassForADependencyWithoutDefault() throws {
        var files: [String: String] = [
            "App/AppContext.swift": "final class AppContext {\n    static let shared = AppContext()\n}\n"
        ]
        for name in ["ReportReason", "ReportRules"] {
            files["App/Report/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @ObservedObject var viewModel: \(name)ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                #if DEBUG
                struct \(name)View_Previews: PreviewProvider {
                    static var previews: some View {
                        \(name)View(viewModel: \(name)ViewModel(context: .shared))
                    }
                }
                #endif
                """
            files["App/Report/\(name)/\(name)ViewModel.swift"] = """
                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    let context: AppContext
                    init(context: AppContext) { self.context = context }
                }
                """
        }
        let view = try contents(
            try plan("ReportSummary", in: files, near: "App/Report/ReportReason/ReportReasonView.swift"), .view)
        XCTAssertTrue(
            view.contains("ReportSummaryView(viewModel: ReportSummaryViewModel(context: .shared))"), view)
        XCTAssertTrue(view.contains("#if DEBUG\nstruct ReportSummaryView_Previews: PreviewProvider"), view)
    }
}

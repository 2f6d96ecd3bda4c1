import MVVMGenerator
import TestSupport
import XCTest

/// Previews of view models whose services only the app's previews build, from declarations of
/// their own (HabitMinder: `@Previewable @Environment(\.modelContext) var context`, `let
/// dependencies = AppDependencies()`): the new screen's preview copies the declarations its
/// arguments read, and nothing else.
final class PlainPreviewSetupTests: XCTestCase {
    private static let services = """
        import Foundation

        protocol DataManaging {}
        final class DataManager: DataManaging { init(context: Int) {} }
        protocol HabitReminderScheduling {}
        final class ReminderScheduler: HabitReminderScheduling {}
        final class HabitDependencies { let reminderScheduler: HabitReminderScheduling = ReminderScheduler() }
        final class AppDependencies { let habits = HabitDependencies() }
        final class Coordinator { init(dismiss: @escaping () -> Void) {} }
        """

    /// Two screens of the HabitMinder shape; `preview` is each view's preview, `{name}` its name.
    private static func screens(preview: String, extra: [String: String] = [:]) -> [String: String] {
        var files = ["App/Services.swift": services, "App.xcodeproj/project.pbxproj": ""]
        for name in ["HabitHistory", "Home"] {
            files["App/Habits/\(name)/\(name)View.swift"] =
                """
                import SwiftUI

                struct \(name)View: View {
                    let viewModel: \(name)ViewModel
                    var body: some View { Text(viewModel.title) }
                }

                """ + preview.replacingOccurrences(of: "{name}", with: name)
            files["App/Habits/\(name)/\(name)ViewModel.swift"] = """
                import Observation

                @Observable
                final class \(name)ViewModel {
                    var title = ""
                    private let dataManager: DataManaging
                    private let reminderScheduler: HabitReminderScheduling
                    init(dataManager: DataManaging, reminderScheduler: HabitReminderScheduling) {
                        self.dataManager = dataManager
                        self.reminderScheduler = reminderScheduler
                    }
                }
                """
        }
        return files.merging(extra) { $1 }
    }

    private static let macroPreview = """
        #Preview {
            @Previewable @State var context = 1

            let dependencies = AppDependencies()
            let habitDependencies = dependencies.habits
            let fakeCoordinator = Coordinator(dismiss: {})
            let viewModel = {name}ViewModel(
                dataManager: DataManager(context: context),
                reminderScheduler: habitDependencies.reminderScheduler
            )
            {name}View(viewModel: viewModel)
        }
        """

    private func plan(_ files: [String: String]) throws -> ScaffoldPlan {
        try makeWorkspace(files).planner().plan(
            ScaffoldRequest(
                name: "HabitStatistics", convention: .plain,
                options: ScaffoldOptions(anchor: "App/Habits/HabitHistory/HabitHistoryView.swift")))
    }

    func testThePreviewCopiesTheDeclarationsItsArgumentsReadAndNoOthers() throws {
        let files = try plan(Self.screens(preview: Self.macroPreview)).files
        let view = try XCTUnwrap(files.first { $0.role == .view }).contents
        XCTAssertTrue(
            view.contains(
                """
                #Preview {
                    @Previewable @State var context = 1
                    let dependencies = AppDependencies()
                    let habitDependencies = dependencies.habits

                    HabitStatisticsView(viewModel: HabitStatisticsViewModel(dataManager: DataManager(context: context), reminderScheduler: habitDependencies.reminderScheduler))
                }
                """), view)
        XCTAssertFalse(view.contains("fakeCoordinator"), view)
    }

    /// MedoDelirio: `var repo = FakeRepository()` configured by `repo.content = sounds` before
    /// the preview returns the view: the configuring statement and what it reads are copied,
    /// and the view is returned (a view builder takes no assignment).
    func testStatementsConfiguringADeclarationAreCopiedAndTheViewReturned() throws {
        let preview = """
            #Preview("Regular") {
                let folder = "Daily"
                var repo = FakeRepository()
                let sounds = ["a", "b"]
                repo.content = sounds.map { $0.uppercased() }

                return NavigationStack {
                    {name}View(viewModel: {name}ViewModel(dataManager: repo, reminderScheduler: ReminderScheduler()))
                }
            }
            """
        let repository = "final class FakeRepository: DataManaging { var content: [String] = [] }\n"
        let files = try plan(Self.screens(preview: preview, extra: ["App/FakeRepository.swift": repository])).files
        let view = try XCTUnwrap(files.first { $0.role == .view }).contents
        XCTAssertTrue(
            view.contains(
                """
                #Preview {
                    var repo = FakeRepository()
                    let sounds = ["a", "b"]
                    repo.content = sounds.map { $0.uppercased() }

                    return HabitStatisticsView(viewModel: HabitStatisticsViewModel(dataManager: repo, reminderScheduler: ReminderScheduler()))
                }
                """), view)
        XCTAssertFalse(view.contains("folder"), view)
    }

    /// A view-model test has none of the preview's declarations: none is written from them.
    func testNoViewModelTestIsBuiltFromThePreviewsDeclarations() throws {
        let test = """
            import Testing
            @testable import App

            struct HomeViewModelTests {
                @Test func title() { #expect(true) }
            }
            """
        let files = try plan(
            Self.screens(preview: Self.macroPreview, extra: ["AppTests/HomeViewModelTests.swift": test])
        )
        .files
        XCTAssertTrue(files.contains { $0.role == .view })
        XCTAssertFalse(files.contains { $0.role == .viewModelTests }, files.map(\.path).description)
    }

    /// `Self.sample` reads the preview provider's own member: nothing to copy, so no preview.
    func testAnArgumentReadingThePreviewsOwnTypeIsNotCopied() throws {
        let provider = """
            struct {name}View_Previews: PreviewProvider {
                static let manager = DataManager(context: 1)
                static var previews: some View {
                    {name}View(viewModel: {name}ViewModel(dataManager: Self.manager, reminderScheduler: ReminderScheduler()))
                }
            }
            """
        let files = try plan(Self.screens(preview: provider)).files
        let view = try XCTUnwrap(files.first { $0.role == .view }).contents
        XCTAssertFalse(view.contains("PreviewProvider"), view)
    }
}

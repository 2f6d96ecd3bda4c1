import MVVMGenerator
import XCTest

/// "Create View for XViewModel": the category comes from the view model's facts.
final class InferenceTests: XCTestCase {
    private func assertInferred(
        _ files: [String: String], viewModel: String, convention: ScaffoldConvention, kind: ViewKind,
        variant: String, options: ScaffoldOptions = ScaffoldOptions(), line: UInt = #line
    ) throws {
        let workspace = try makeWorkspace(files)
        let inferred = try workspace.planner().planView(forViewModel: viewModel, options: options)
        XCTAssertEqual(inferred.convention, convention, line: line)
        XCTAssertEqual(inferred.kind, kind, line: line)
        XCTAssertEqual(
            inferred.plan.files.filter { $0.role != .support }.map(\.role), [.view], "the view, then helpers",
            line: line)
        for file in inferred.plan.files { assertParses(file, variant, line: line) }
        try GoldenFiles.assertMatches(inferred.plan.files, variant: variant, line: line)
    }

    func testOperationsMakeAnInteractiveView() throws {
        try assertInferred(
            [
                "Sources/AppViewModels/Tasks/TaskListViewModel.swift": """
                import FOSMVVM

                @ViewModel
                public struct TaskListViewModel: RequestableViewModel {
                    public typealias Request = TaskListRequest
                    @LocalizedString public var title
                    @LocalizedString public var subtitle
                    @LocalizedString public var refreshButtonLabel
                    @LocalizedString public var errorTitle
                    @LocalizedString public var errorMessage
                    @LocalizedString public var dismissButtonLabel
                    public let summary: String
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """,
                "Sources/AppViewModels/Tasks/TaskListViewModelOperations.swift": """
                public protocol TaskListViewModelOperations: ViewModelOperations {
                    func refresh() async throws
                    func clearSelection()
                    func move(from: Int, to: Int) async
                }
                """,
                "Sources/AppViews/Shared/HeaderView.swift":
                    "public struct HeaderView: ViewModelView { private let viewModel: HeaderViewModel; public var body: some View { EmptyView() } }",
            ], viewModel: "TaskListViewModel", convention: .fosmvvm, kind: .interactive,
            variant: "infer-fosmvvm-interactive")
    }

    func testFieldsAdoptionMakesAForm() throws {
        try assertInferred(
            [
                "Sources/ViewModels/Account/ProfileFormViewModel.swift": """
                @ViewModel(options: [.clientHostedFactory])
                public struct ProfileFormViewModel: ProfileFields {
                    @LocalizedString public var saveButtonLabel
                    public var displayName: String
                    public var email: String
                    public let profileValidationMessages: ProfileFieldsMessages
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """,
                "Sources/ViewModels/Account/ProfileFormViewModelOperations.swift": """
                public protocol ProfileFormViewModelOperations: ViewModelOperations {
                    func save(data: ProfileFormViewModel) async throws
                }
                """,
            ], viewModel: "ProfileForm", convention: .fosmvvm, kind: .form, variant: "infer-fosmvvm-form")
    }

    func testChildViewModelsMakeAContainer() throws {
        try assertInferred(
            [
                "Sources/ViewModels/Board/BoardViewModel.swift": """
                @ViewModel
                public struct BoardViewModel: RequestableViewModel {
                    @LocalizedString public var title
                    public let columns: [ColumnViewModel]
                    public let header: BoardHeaderViewModel?
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """
            ], viewModel: "BoardViewModel", convention: .fosmvvm, kind: .container, variant: "infer-fosmvvm-container")
    }

    func testViewStateMakesAStatefulViewWithEveryCase() throws {
        try assertInferred(
            [
                "Features/Episodes/Sources/Presentation/EpisodeList/ViewModels/EpisodeListViewModelContract.swift": """
                protocol EpisodeListViewModelContract: AnyObject {
                    var state: EpisodeListViewState { get }
                    func didAppear() async
                    func didTapOnRetryButton() async
                    func didSelect(_ episode: Episode)
                }
                """,
                "Features/Episodes/Sources/Presentation/EpisodeList/ViewModels/EpisodeListViewState.swift": """
                enum EpisodeListViewState {
                    case idle
                    case loading
                    case loaded([Episode])
                    case offline(OfflineInfo)
                    case error(Error)
                }
                """,
                "Features/Episodes/Sources/Presentation/EpisodeList/ViewModels/EpisodeListViewModel.swift": """
                @Observable final class EpisodeListViewModel: EpisodeListViewModelContract {
                    private(set) var state: EpisodeListViewState = .idle
                }
                """,
            ], viewModel: "EpisodeListViewModel", convention: .contract, kind: .stateful,
            variant: "infer-contract-stateful")
    }

    func testContractWithoutStateMakesAStatelessView() throws {
        try assertInferred(
            [
                "Sources/Presentation/Menu/ViewModels/MenuViewModel.swift": """
                protocol MenuViewModelContract: AnyObject {
                    func didTapOnSettingsButton()
                    func didTapOnLogoutButton() async
                }
                final class MenuViewModel: MenuViewModelContract {}
                """
            ], viewModel: "MenuViewModelContract", convention: .contract, kind: .stateless,
            variant: "infer-contract-stateless",
            options: ScaffoldOptions(commentsOutPreviews: false))
    }

    func testUnknownAndPlainViewModelsAreRefused() throws {
        let workspace = try makeWorkspace([
            "Sources/App/PlainViewModel.swift": "final class PlainViewModel: ObservableObject {}"
        ])
        let planner = try workspace.planner()
        XCTAssertThrowsError(try planner.planView(forViewModel: "MissingViewModel")) { error in
            XCTAssertEqual(error as? ScaffoldError, .viewModelNotFound("MissingViewModel"))
        }
        XCTAssertThrowsError(try planner.planView(forViewModel: "PlainViewModel")) { error in
            XCTAssertEqual(
                "\(error)",
                "'PlainViewModel' follows neither FOSMVVM nor the contract convention; no view can be inferred")
        }
    }

    func testAnExistingViewIsAConflict() throws {
        let workspace = try makeWorkspace([
            "Sources/ViewModels/Info/InfoViewModel.swift":
                "@ViewModel public struct InfoViewModel { @LocalizedString public var title }",
            "Sources/Views/Info/InfoView.swift": "// already written",
        ])
        let plan = try workspace.planner().planView(forViewModel: "InfoViewModel").plan
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(plan.conflicts.map(\.path), ["Sources/Views/Info/InfoView.swift"])
        XCTAssertEqual(plan.conflicts.map(\.role), [.view])
    }
}

extension InferenceTests {
    func testContainerWithALoadingStateSwitchesOverIt() throws {
        try assertInferred(
            [
                "Sources/ViewModels/Tasks/TaskBoardViewModel.swift": """
                @ViewModel
                public struct TaskBoardViewModel: RequestableViewModel {
                    public enum State: String, Codable, Sendable { case loading, ready }
                    public let state: State
                    public let rows: [TaskRowViewModel]
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """
            ], viewModel: "TaskBoardViewModel", convention: .fosmvvm, kind: .container,
            variant: "infer-fosmvvm-container-loading")
    }
}

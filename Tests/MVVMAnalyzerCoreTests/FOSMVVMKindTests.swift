import Foundation
import MVVMAnalyzerCore
import XCTest

/// FOSMVVM 0.13's view-model, request and error kinds, read from the real files of
/// `Tests/Fixtures/FOSMVVMWorkspace` (`Board/`: a live, model-identified, composing view
/// model, its paginated read request, one request per verb, a `@LocalizableError`).
final class FOSMVVMKindTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FOSMVVMWorkspace").path
    private let snapshot = try! WorkspaceSnapshot.load(root: FOSMVVMKindTests.root)

    private func type(_ name: String, in file: String) throws -> TypeFact {
        let facts = try XCTUnwrap(snapshot.sourceFiles[Self.root + "/Sources/" + file]?.facts, file)
        return try XCTUnwrap(facts.types.first { $0.name == name && !$0.isExtension }, "\(name) in \(file)")
    }

    func testLiveModelIdentifiedComposingViewModel() throws {
        let board = try type("BoardViewModel", in: "TaskViewModels/Board/BoardViewModel.swift")
        XCTAssertTrue(board.isViewModel)
        XCTAssertEqual(board.fosmvvmViewModelOptions, ["live"])
        XCTAssertTrue(board.isFOSMVVMLiveViewModel)
        XCTAssertEqual(board.fosmvvmViewModelConformances, ["RequestableViewModel", "ModelIdentifiedViewModel"])
        let summary = try XCTUnwrap(board.fosmvvmKindSummary)
        XCTAssertTrue(summary.contains("live view model"), summary)
        XCTAssertTrue(summary.contains("ModelIdentifiedViewModel"), summary)

        let composing = try XCTUnwrap(snapshot.types(named: "BoardViewModel").first { $0.type.isExtension }?.type)
        XCTAssertTrue(composing.isFOSMVVMComposableFactory)
        let child = try type("BoardColumnsFactory", in: "TaskViewModels/Board/BoardViewModel.swift")
        XCTAssertTrue(child.isFOSMVVMComposableFactory)
        XCTAssertFalse(child.isViewModel, "a composed child factory is not a view model by itself")
    }

    func testTheBoardViewPairsWithItsLiveViewModel() throws {
        let view = Self.root + "/Sources/TaskViews/Board/BoardView.swift"
        let fact = try type("BoardView", in: "TaskViews/Board/BoardView.swift")
        let matches = snapshot.matchingLocations(forFile: view, at: fact.nameRange.start)
        XCTAssertEqual(matches.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["BoardViewModel.swift"])
    }

    func testEveryRequestKind() throws {
        let expected = [
            ("BoardRequest", "BoardRequest.swift", "ViewModelRequest"),
            ("TaskCreateRequest", "TaskRequests.swift", "CreateRequest"),
            ("TaskUpdateRequest", "TaskRequests.swift", "UpdateRequest"),
            ("TaskReplaceRequest", "TaskRequests.swift", "ReplaceRequest"),
            ("TaskDeleteRequest", "TaskRequests.swift", "DeleteRequest"),
            ("TaskDestroyRequest", "TaskRequests.swift", "DestroyRequest"),
            ("TaskShowRequest", "TaskRequests.swift", "ShowRequest"),
        ]
        for (name, file, kind) in expected {
            let request = try type(name, in: "TaskViewModels/Board/" + file)
            XCTAssertEqual(request.fosmvvmRequestKind, kind, name)
            XCTAssertFalse(request.isViewModel, name)
            XCTAssertEqual(request.fosmvvmKindSummary, "FOSMVVM request (`\(kind)`)", name)
        }
        XCTAssertNil(try type("BoardQuery", in: "TaskViewModels/Board/BoardRequest.swift").fosmvvmRequestKind)
    }

    func testLocalizableError() throws {
        let error = try type("TaskCreateError", in: "TaskViewModels/Board/TaskCreateError.swift")
        XCTAssertTrue(error.isFOSMVVMLocalizableError)
        XCTAssertFalse(error.isViewModel)
        XCTAssertEqual(error.fosmvvmKindSummary, "FOSMVVM localizable error (`LocalizableError`)")
        let clientHosted = try XCTUnwrap(
            facts(
                """
                @LocalizableError(options: [.clientHosted])
                struct QuotaExceededError: Error { @LocalizedString var message }
                """
            ).type("QuotaExceededError"))
        XCTAssertEqual(
            clientHosted.fosmvvmKindSummary, "FOSMVVM localizable error, localized on the client (`.clientHosted`)")
    }

    /// The library's own spellings: a view model recognised by its conformance alone (as
    /// FOSMVVM's tests declare them, `…VM`), and every way of writing the options.
    func testConformancesAndOptionSpellings() throws {
        let file = facts(
            """
            struct HarborStatusVM: LiveViewModel { var vmId = ViewModelId() }
            struct WidgetVM: FOSMVVM.ModelIdentifiedViewModel { let vmId: ViewModelId }
            @ViewModel(options: [ViewModelOptions.clientHostedFactory, .live]) struct SettingsViewModel {}
            @ViewModel(options: [.clientHostedFactory]) struct LiveSettingsViewModel {}
            @ViewModel(options: [.liveish]) struct OtherViewModel {}
            """)
        XCTAssertEqual(file.type("HarborStatusVM")?.roles, [.viewModel])
        XCTAssertEqual(file.type("HarborStatusVM")?.isFOSMVVMLiveViewModel, true)
        XCTAssertEqual(file.type("WidgetVM")?.fosmvvmViewModelConformances, ["ModelIdentifiedViewModel"])
        XCTAssertEqual(file.type("SettingsViewModel")?.fosmvvmViewModelOptions, ["clientHostedFactory", "live"])
        XCTAssertEqual(file.type("LiveSettingsViewModel")?.fosmvvmViewModelOptions, ["clientHostedFactory"])
        XCTAssertEqual(file.type("LiveSettingsViewModel")?.isFOSMVVMLiveViewModel, false)
        XCTAssertEqual(file.type("OtherViewModel")?.fosmvvmViewModelOptions, [])
        XCTAssertTrue(file.type("SettingsViewModel")?.fosmvvmKindSummary?.contains("cannot be combined") ?? false)
    }
}

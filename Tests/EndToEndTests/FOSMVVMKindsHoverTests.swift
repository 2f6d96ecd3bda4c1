import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Hover names FOSMVVM 0.13's kinds on the real files of `Tests/Fixtures/FOSMVVMWorkspace`
/// (`Board/`): the live view model, its requests and its `@LocalizableError`.
class FOSMVVMKindsHoverTests: ServerTestCase {
    private var workspace: TestWorkspace!
    private var server: LSPTestClient!

    override func setUpWithError() throws {
        workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI)
    }

    /// XCTest keeps every test case to the end of the run: the server and the folder go now.
    override func tearDown() {
        server = nil
        workspace = nil
    }

    /// The hover on the first `needle` of `file`, one character in.
    private func hover(_ needle: String, in file: String) throws -> String {
        let position = try XCTUnwrap(try workspace.read(file).position(of: needle, offset: 1), needle)
        let hover = try XCTUnwrap(
            try server.send(
                HoverRequest.self,
                TextDocumentPositionParams(
                    textDocument: TextDocumentIdentifier(uri: workspace.uri(file)), position: position)), needle)
        return hover.contents.value
    }

    func testHoverNamesTheKind() throws {
        let board = "Sources/TaskViewModels/Board/"
        let viewModel = try hover("BoardViewModel: RequestableViewModel", in: board + "BoardViewModel.swift")
        XCTAssertTrue(viewModel.contains("convention **fosmvvm**"), viewModel)
        XCTAssertTrue(viewModel.contains("FOSMVVM live view model"), viewModel)
        // The conformance its extension adds.
        XCTAssertTrue(viewModel.contains("composes its children (`ComposableFactory`)"), viewModel)
        let request = try hover("TaskDestroyRequest", in: board + "TaskRequests.swift")
        XCTAssertTrue(request.contains("FOSMVVM request (`DestroyRequest`)"), request)
        let read = try hover("BoardRequest:", in: board + "BoardRequest.swift")
        XCTAssertTrue(read.contains("FOSMVVM request (`ViewModelRequest`)"), read)
        let error = try hover("TaskCreateError:", in: board + "TaskCreateError.swift")
        XCTAssertTrue(error.contains("FOSMVVM localizable error"), error)
    }
}

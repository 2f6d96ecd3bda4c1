import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// A file opened outside every workspace folder: the server indexes its project, found by the
/// clients' root rule, or says the workspace is not indexed — never that something is absent.
/// On a copy of `Tests/Fixtures/TuistLocalPackages`: a Tuist project without `.git` whose
/// view and view model sit in two local SwiftPM packages.
final class ProjectRootFallbackTests: XCTestCase {
    private let view = "Packages/NotesViews/Sources/NotesViews/NoteDetailView.swift"
    private let viewModel = "Packages/NotesViewModels/Sources/NotesViewModels/NoteDetailViewModel.swift"

    /// `initialize` as a client with no workspace sends it: `rootUri: null`, no folders.
    private func rootlessServer() throws -> LSPTestClient {
        let server = try LSPTestClient.answeredByTest()
        _ = try server.request(
            method: InitializeRequest.method,
            params: .object([
                "processId": .null, "rootUri": .null, "workspaceFolders": .null, "capabilities": .object([:]),
            ])
        ).get()
        server.notify(method: "initialized", params: .object([:]))
        return server
    }

    private func matches(_ uri: DocumentURI, on server: LSPTestClient) throws -> [DocumentURI] {
        try server.send(
            MatchingFileRequest.self, MatchingFileParams(textDocument: TextDocumentIdentifier(uri: uri)), timeout: 30
        )
        .map(\.uri)
    }

    private func lensTitles(_ uri: DocumentURI, on server: LSPTestClient) throws -> [String] {
        try server.send(CodeLensRequest.self, CodeLensParams(textDocument: TextDocumentIdentifier(uri: uri)))
            .map { try server.send(CodeLensResolveRequest.self, $0).command?.title ?? "" }
    }

    func testWithoutAWorkspaceTheFilesProjectIsIndexedAndThePairCrossesLocalPackages() throws {
        let workspace = try TestWorkspace(copying: "TuistLocalPackages")
        let server = try rootlessServer()
        let uri = try server.open(view, in: workspace)
        XCTAssertEqual(try matches(uri, on: server), [workspace.uri(viewModel)])
        try server.waitUntil("the project to be indexed", timeout: 30) {
            server.stderr.contains("Indexed workspace folder \(workspace.root.path)")
        }
        XCTAssertTrue(
            server.stderr.contains("indexing its project \(workspace.root.path)"), "the repository root, not a package")
        XCTAssertEqual(try lensTitles(uri, on: server), ["ViewModel: `NoteDetailViewModel`"])
    }

    func testAQuestionAboutAFileNotOpenYetBringsItsProjectInToo() throws {
        let workspace = try TestWorkspace(copying: "TuistLocalPackages")
        let server = try rootlessServer()
        XCTAssertEqual(try matches(workspace.uri(view), on: server), [workspace.uri(viewModel)])
    }

    func testAFileFromAnotherProjectThanTheWorkspaceFolderBringsItsProjectIn() throws {
        let other = try TestWorkspace(copying: "PairingStyles")
        let workspace = try TestWorkspace(copying: "TuistLocalPackages")
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(rootURI: other.rootURI)
        let uri = try server.open(view, in: workspace)
        XCTAssertEqual(try matches(uri, on: server), [workspace.uri(viewModel)])
    }

    func testAFileInNoProjectIsSaidToBeNotIndexedAtOnce() throws {
        let loose = try TestWorkspace(files: [
            "Downloads/NoteDetailView.swift": try TestWorkspace.fixture("TuistLocalPackages")
                .appendingPathComponent(view).contentsString(),
            "Downloads/NoteDetailViewModel.swift": try TestWorkspace.fixture("TuistLocalPackages")
                .appendingPathComponent(viewModel).contentsString(),
        ])
        let server = try rootlessServer()
        let uri = try server.open("Downloads/NoteDetailView.swift", in: loose)
        let started = Date()
        let error = try server.sendExpectingError(
            MatchingFileRequest.self, MatchingFileParams(textDocument: TextDocumentIdentifier(uri: uri)))
        XCTAssertEqual(error.code, -32803)
        XCTAssertTrue(error.message.contains("has not indexed a workspace for this file"), error.message)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "nothing to wait for")
        XCTAssertEqual(try lensTitles(uri, on: server), ["ViewModel: workspace not indexed"])

        let text = try loose.read("Downloads/NoteDetailView.swift")
        for needle in ["NoteDetailView: View", "viewModel.title"] {
            let position = try XCTUnwrap(text.position(of: needle, offset: needle.hasPrefix("view") ? 11 : 2))
            let hover = try XCTUnwrap(
                try server.send(
                    HoverRequest.self,
                    TextDocumentPositionParams(
                        textDocument: TextDocumentIdentifier(uri: uri), position: position)), needle)
            XCTAssertTrue(
                hover.contents.value.contains("has not indexed a workspace for this file"), hover.contents.value)
        }
        XCTAssertNotNil(
            try server.diagnostics(for: uri, version: 1, timeout: 5), "published without waiting for an index")
    }

    func testAFileInNoProjectShowsAtOnceOnlyWhatNoOtherFileCanChange() throws {
        let loose = try TestWorkspace(files: [
            "Downloads/CartView.swift": """
            import SwiftUI

            struct CartView: View {
                let viewModel: CartViewModel
                var body: some View {
                    Text(viewModel.title)
                        .padding(16)
                        .accessibilityIdentifier("cart.title")
                }
            }
            """
        ])
        let server = try LSPTestClient.answeredByTest(arguments: ["--index-wait", "20000"])
        try server.initialize(initializationOptions: .object(["convention": .string("contract")]))
        let uri = try server.open("Downloads/CartView.swift", in: loose)
        let started = Date()
        // In a workspace folder the design tokens and the missing preview would be reported too:
        // both depend on files this server will never read.
        XCTAssertEqual(
            try server.diagnostics(for: uri, version: 1, timeout: 10).ruleLines,
            ["contract/accessibility-identifier-literal@8"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "no wait for an index that will never come")
    }
}

private extension URL {
    func contentsString() throws -> String { try String(contentsOf: self, encoding: .utf8) }
}

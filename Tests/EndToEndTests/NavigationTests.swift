import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Navigation through the real binary on a copy of `Tests/Fixtures/PairingStyles`.
final class NavigationTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var server: LSPTestClient!

    override func setUpWithError() throws {
        workspace = try TestWorkspace(copying: "PairingStyles")
        server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "window": ["showDocument": ["support": true]],
                "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]]],
            ]))
        // Wait until the workspace is indexed: the view model's file is then known.
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, try locations(matching: "Sources/App/InboxViewModel.swift").isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// XCTest keeps every test case to the end of the run: the server and the folder go now.
    override func tearDown() {
        server = nil
        workspace = nil
    }

    /// Where `needle` starts in a fixture file (shared with other tests, so not marked), moved
    /// `offset` characters right.
    private func position(of needle: String, in file: String, offset: Int = 0) throws -> Position {
        try XCTUnwrap(try workspace.read(file).position(of: needle, offset: offset), needle)
    }

    private func document(_ file: String) -> TextDocumentIdentifier {
        TextDocumentIdentifier(uri: workspace.uri(file))
    }

    private func at(_ file: String, _ position: Position) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: document(file), position: position)
    }

    private func locations(matching file: String, at position: Position? = nil) throws -> [Location] {
        try server.send(MatchingFileRequest.self, MatchingFileParams(textDocument: document(file), position: position))
    }

    private func file(of location: Location) -> String? {
        URL(string: location.uri)?.lastPathComponent
    }

    /// The title of the command `codeLens/resolve` puts on `lens` (asked of `other`, else `server`).
    private func resolvedTitle(_ lens: CodeLens, on other: LSPTestClient? = nil) throws -> String? {
        try (other ?? server).send(CodeLensResolveRequest.self, lens).command?.title
    }

    /// The code lenses of `uri` (asked of `other`, else `server`).
    private func lenses(_ uri: DocumentURI, on other: LSPTestClient? = nil) throws -> [CodeLens] {
        try (other ?? server).send(CodeLensRequest.self, CodeLensParams(textDocument: TextDocumentIdentifier(uri: uri)))
    }

    func testMatchingFileInEveryDirection() throws {
        XCTAssertEqual(
            try locations(matching: "Sources/App/StateObjectCreated.swift").compactMap(file(of:)),
            ["InboxViewModel.swift"])
        XCTAssertEqual(
            try locations(matching: "Sources/App/InboxViewModel.swift").compactMap(file(of:)),
            ["StateObjectCreated.swift"])
        XCTAssertEqual(
            try locations(matching: "Sources/App/InboxViewModel.yml").compactMap(file(of:)),
            ["InboxViewModel.swift"])
        let search = try locations(matching: "Sources/App/SearchViewModel.swift")
        XCTAssertEqual(search.compactMap(file(of:)), ["BindableView.swift", "BindableView.swift"], "both views")
        // With a position, only the type at the cursor counts: the Cell's view model.
        let cursor = try position(of: "SearchView: View", in: "Sources/App/BindableView.swift", offset: 2)
        XCTAssertEqual(
            try locations(matching: "Sources/App/BindableView.swift", at: cursor).compactMap(file(of:)),
            ["SearchViewModel.swift"])
        XCTAssertEqual(try locations(matching: "Sources/App/NoSuchFile.swift").count, 0)
    }

    func testOpenMatchingFileCommandShowsTheDocument() throws {
        let id = server.sendRequest(
            ExecuteCommandRequest.self,
            ExecuteCommandParams(
                command: "mvvm.openMatchingFile",
                arguments: [.string(workspace.uri("Sources/App/StateObjectCreated.swift"))]))
        let show = try server.serverRequest(ShowDocumentRequest.self)
        XCTAssertEqual(show.params.uri, workspace.uri("Sources/App/InboxViewModel.swift"))
        XCTAssertEqual(show.params.takeFocus, true)
        XCTAssertNotNil(show.params.selection)
        server.reply(to: show, with: ShowDocumentResult(success: true))
        XCTAssertEqual(try server.response(to: id).get().arrayValue?.count, 1)

        let unknown = try server.sendExpectingError(
            ExecuteCommandRequest.self, ExecuteCommandParams(command: "mvvm.nope"))
        XCTAssertEqual(unknown.code, -32602)
    }

    func testNamingFamiliesOfLargeAppsPairInBothDirections() throws {
        XCTAssertEqual(
            Set(
                try locations(
                    matching: "Sources/App/HomeScreenViewModel.swift",
                    at: position(
                        of: "class HomeScreenViewModel", in: "Sources/App/HomeScreenViewModel.swift", offset: 8)
                )
                .compactMap(file(of:))), ["HomeScreen.swift"], "views holding `HomeScreenViewModel.Context`")
        let screen = try position(of: "struct HomeScreen:", in: "Sources/App/HomeScreen.swift", offset: 8)
        XCTAssertEqual(
            try locations(matching: "Sources/App/HomeScreen.swift", at: screen).compactMap(file(of:)).first,
            "HomeScreenViewModel.swift")
        XCTAssertEqual(
            try locations(
                matching: "Sources/App/FullNameViewModel.swift",
                at: position(of: "class ReportViewViewModel", in: "Sources/App/FullNameViewModel.swift", offset: 8)
            )
            .compactMap(file(of:)), ["FullNameViewModel.swift"])
        let lens = try XCTUnwrap(try lenses(workspace.uri("Sources/App/HomeScreen.swift")).first)
        let title = try XCTUnwrap(try resolvedTitle(lens))
        XCTAssertTrue(title.hasPrefix("ViewModel: `HomeScreenViewModel`"), title)
        XCTAssertFalse(title.contains("Context"), "never a bare nested name: \(title)")
    }

    func testDefinitionOfATypealiasNameIsTheTypealias() throws {
        let file = "Sources/App/HomeScreenViewModel.swift"
        let cursor = try position(of: "HomeScreenViewModelType.Context", in: file, offset: 3)
        let definition = try server.send(DefinitionRequest.self, at(file, cursor))
        XCTAssertEqual(definition.compactMap(file(of:)), ["HomeScreenViewModel.swift"])
        XCTAssertEqual(definition.first?.range.start.line, 3, "the `typealias HomeScreenViewModelType` line")
    }

    func testHoverOnAViewNameExplainsItsConvention() throws {
        let cursor = try position(of: "struct HomeScreen:", in: "Sources/App/HomeScreen.swift", offset: 8)
        let hover = try XCTUnwrap(try server.send(HoverRequest.self, at("Sources/App/HomeScreen.swift", cursor)))
        let markdown = hover.contents.value
        XCTAssertTrue(markdown.contains("convention **plain**"), markdown)
        XCTAssertTrue(markdown.contains("show contract evidence"), markdown)
    }

    func testLensesAreRefreshedAfterIndexingAndNeverClaimAbsenceBefore() throws {
        let workspace = try TestWorkspace(copying: "PairingStyles")
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI, capabilities: .json(["workspace": ["codeLens": ["refreshSupport": true]]]))
        // Resolved while the index may still be loading: a match, or nothing — never "No … found".
        let uri = try server.open("Sources/App/InboxViewModel.swift", in: workspace)
        let early = try XCTUnwrap(try lenses(uri, on: server).first)
        let earlyTitle = try resolvedTitle(early, on: server)
        XCTAssertFalse(earlyTitle?.hasPrefix("No ") ?? false, "\(earlyTitle ?? "nil")")
        let refresh = try server.serverRequest(CodeLensRefreshRequest.self, timeout: 15)
        server.reply(to: refresh, with: NullResult())
        let lens = try XCTUnwrap(try lenses(uri, on: server).first)
        XCTAssertEqual(try resolvedTitle(lens, on: server), "View: `InboxView`")
    }

    func testLensesAreRefreshedWhenAFileAppearsOnDisk() throws {
        let workspace = try TestWorkspace(copying: "PairingStyles")
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI, capabilities: .json(["workspace": ["codeLens": ["refreshSupport": true]]]))
        let indexed = try server.serverRequest(CodeLensRefreshRequest.self, timeout: 15)
        server.reply(to: indexed, with: NullResult())
        try workspace.write(
            "Sources/App/Receipts/ReceiptsView.swift",
            """
            import SwiftUI

            struct ReceiptsView: View {
                @State private var viewModel = ReceiptsViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """)
        try workspace.write(
            "Sources/App/Receipts/ReceiptsViewModel.swift",
            """
            import Observation

            @Observable
            final class ReceiptsViewModel {
                var title = ""
            }
            """)
        server.notify(
            DidChangeWatchedFilesNotification.self,
            DidChangeWatchedFilesParams(changes: [
                FileEvent(uri: workspace.uri("Sources/App/Receipts/ReceiptsView.swift"), type: .created),
                FileEvent(uri: workspace.uri("Sources/App/Receipts/ReceiptsViewModel.swift"), type: .created),
            ]))
        let refresh = try server.serverRequest(CodeLensRefreshRequest.self, timeout: 15) { $0.id != indexed.id }
        server.reply(to: refresh, with: NullResult())
        let uri = try server.open("Sources/App/Receipts/ReceiptsViewModel.swift", in: workspace)
        let lens = try XCTUnwrap(try lenses(uri, on: server).first)
        XCTAssertEqual(try resolvedTitle(lens, on: server), "View: `ReceiptsView`")
    }

    func testCodeLensesResolveLazily() throws {
        let lenses = try lenses(workspace.uri("Sources/App/InboxViewModel.swift"))
        XCTAssertEqual(lenses.count, 1)
        XCTAssertNil(lenses[0].command, "the command comes with codeLens/resolve")
        let command = try XCTUnwrap(try server.send(CodeLensResolveRequest.self, lenses[0]).command)
        XCTAssertEqual(command.title, "View: `InboxView`")
        XCTAssertEqual(command.command, "mvvm.openMatchingFile")

        let viewLens = try XCTUnwrap(try self.lenses(workspace.uri("Sources/App/ObservedObject.swift")).first)
        XCTAssertEqual(try resolvedTitle(viewLens), "ViewModel: `MessageViewModel`")
    }

    func testDefinitionReferencesAndHoverOnAViewModelProperty() throws {
        let view = "Sources/App/StateObjectCreated.swift"
        let cursor = try position(of: "viewModel.title", in: view, offset: "viewModel.".count + 1)

        let definition = try server.send(DefinitionRequest.self, at(view, cursor))
        XCTAssertEqual(definition.compactMap(file(of:)), ["InboxViewModel.swift"])
        XCTAssertEqual(definition.first?.range.start.line, 3)

        let hover = try XCTUnwrap(try server.send(HoverRequest.self, at(view, cursor)))
        let markdown = hover.contents.value
        XCTAssertTrue(markdown.contains("| en | Inbox |"), markdown)
        XCTAssertTrue(markdown.contains("| es | Bandeja de entrada |"), markdown)

        let declarationCursor = try position(of: "var title", in: "Sources/App/InboxViewModel.swift", offset: 5)
        let references = try server.send(
            ReferencesRequest.self,
            ReferenceParams(
                textDocument: document("Sources/App/InboxViewModel.swift"), position: declarationCursor,
                context: .init(includeDeclaration: true)))
        XCTAssertEqual(references.compactMap(file(of:)), ["InboxViewModel.swift", "StateObjectCreated.swift"])
        let typeCursor = try position(of: "InboxViewModel()", in: view, offset: 1)
        let typeDefinition = try server.send(DefinitionRequest.self, at(view, typeCursor))
        XCTAssertEqual(typeDefinition.compactMap(file(of:)), ["InboxViewModel.swift"])
    }

    func testDocumentAndWorkspaceSymbols() throws {
        let symbols = try server.send(
            DocumentSymbolRequest.self,
            DocumentSymbolParams(
                textDocument: document("Sources/App/StateObjectInjected.swift")))
        XCTAssertEqual(symbols.map(\.name), ["CartScreen", "CartViewModel"])
        XCTAssertEqual(symbols.compactMap(\.detail), ["View", "ViewModel"])
        XCTAssertEqual(symbols.first?.children?.map(\.name), ["model", "init", "body"])

        let found = try server.send(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "settingsvm"))
        XCTAssertEqual(found.map(\.name), ["SettingsViewModel"])
    }

    func testRenamingAViewModelRenamesItsViewFilesAndLocalizationKey() throws {
        let file = "Sources/App/InboxViewModel.swift"
        let cursor = try position(of: "class InboxViewModel", in: file, offset: 7)
        let prepared = try XCTUnwrap(try server.send(PrepareRenameRequest.self, at(file, cursor)))
        XCTAssertEqual(prepared.placeholder, "InboxViewModel")
        let notRenamable = try server.send(
            PrepareRenameRequest.self,
            at(
                "Sources/App/NameOnly.swift", try position(of: "Text(", in: "Sources/App/NameOnly.swift", offset: 1)))
        XCTAssertNil(notRenamable)

        let edit = try XCTUnwrap(
            try server.send(
                RenameRequest.self,
                RenameParams(
                    textDocument: document(file), position: cursor, newName: "MailboxViewModel")))
        let changes = try XCTUnwrap(edit.documentChanges)
        let view = "Sources/App/StateObjectCreated.swift"
        let renamedView = TextEditing.apply(
            TextEditing.edits(of: edit, for: workspace.uri(view)), to: try workspace.read(view))
        XCTAssertTrue(renamedView.contains("struct MailboxView: View"), renamedView)
        XCTAssertTrue(renamedView.contains("@StateObject private var viewModel = MailboxViewModel()"), renamedView)
        let yaml = TextEditing.apply(
            TextEditing.edits(of: edit, for: workspace.uri("Sources/App/InboxViewModel.yml")),
            to: try workspace.read("Sources/App/InboxViewModel.yml"))
        XCTAssertEqual(yaml.components(separatedBy: "MailboxViewModel:").count - 1, 2, yaml)
        let renames = changes.compactMap { change -> String? in
            guard case .rename(let old, let new, _) = change else { return nil }
            return "\(URL(string: old)!.lastPathComponent)→\(URL(string: new)!.lastPathComponent)"
        }
        XCTAssertEqual(
            Set(renames), ["InboxViewModel.swift→MailboxViewModel.swift", "InboxViewModel.yml→MailboxViewModel.yml"])
        guard case .rename = changes.last else { return XCTFail("file renames come after the text edits: \(changes)") }

        let clash = try server.sendExpectingError(
            RenameRequest.self,
            RenameParams(
                textDocument: document(file), position: cursor, newName: "CartViewModel"))
        XCTAssertFalse(clash.message.isEmpty, "renaming onto an existing type is refused")
    }

    func testWillRenameFilesRenamesTheTypeAndItsPair() throws {
        let edit = try XCTUnwrap(
            try server.send(
                WillRenameFilesRequest.self,
                RenameFilesParams(files: [
                    .init(
                        oldUri: workspace.uri("Sources/App/InboxViewModel.swift"),
                        newUri: workspace.uri("Sources/App/MailboxViewModel.swift"))
                ])))
        let changes = try XCTUnwrap(edit.documentChanges)
        XCTAssertFalse(
            changes.contains { change in
                if case .rename(let old, _, _) = change { return old.hasSuffix("InboxViewModel.swift") }
                return false
            }, "the editor renames that file itself")
        let viewEdits = TextEditing.edits(of: edit, for: workspace.uri("Sources/App/StateObjectCreated.swift"))
        XCTAssertTrue(viewEdits.contains { $0.newText == "MailboxView" })
    }
}

/// The background index: progress, and the first diagnostics not waiting for it.
final class IndexingTests: XCTestCase {
    func testProgressIsReportedAndTheOpenedFileGetsDiagnosticsBeforeTheIndexIsDone() throws {
        // The configured convention is known before the index: a finding of a rule reading only
        // the opened file can be shown at once (an unknown convention would leave it out).
        var files = [".mvvm-lsp.yml": "convention: plain\nrules:\n  mvvm/hardcoded-text: warning\n"]
        let pairs = LongRuns.size(400, long: 1_000) // enough for indexing to outlast the opened file's first lint
        for index in 0..<pairs {
            files["Sources/App/Screen\(index)View.swift"] = """
                import SwiftUI

                struct Screen\(index)View: View {
                    @StateObject private var viewModel = Screen\(index)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["Sources/App/Screen\(index)ViewModel.swift"] = """
                import Foundation

                final class Screen\(index)ViewModel: ObservableObject {
                    @Published var title = "Screen \(index)"
                }
                """
        }
        let workspace = try TestWorkspace(files: files)

        let server = try LSPTestClient.answeredByTest()
        try server.initialize(rootURI: workspace.rootURI, capabilities: .json(["window": ["workDoneProgress": true]]))
        let opened = workspace.url("Sources/App/Opened.swift")
        server.open(
            opened.absoluteString,
            text: "import SwiftUI\n\nstruct OpenedView: View {\n    var body: some View { Text(\"Hello\") }\n}\n")
        let create = try server.serverRequest(WorkDoneProgressCreateRequest.self)
        server.reply(to: create, with: NullResult())

        _ = try server.diagnostics(for: opened.absoluteString) { $0.contains { $0.code == "mvvm/hardcoded-text" } }
        XCTAssertFalse(
            server.notifications(ProgressNotification.self).contains { $0.value.kind == "end" },
            "the opened file's diagnostics must not wait for the index")

        let end = try server.notification(ProgressNotification.self, timeout: 120) { $0.value.kind == "end" }
        XCTAssertEqual(end.value.message, "Indexed \(2 * pairs) files")
        let kinds = server.notifications(ProgressNotification.self).map(\.value.kind)
        XCTAssertEqual(kinds.first, "begin")
        XCTAssertTrue(kinds.contains("report"))
        let matches = try server.send(
            MatchingFileRequest.self,
            MatchingFileParams(
                textDocument: TextDocumentIdentifier(uri: workspace.uri("Sources/App/Screen\(pairs / 2)View.swift"))))
        XCTAssertEqual(matches.first?.uri, workspace.uri("Sources/App/Screen\(pairs / 2)ViewModel.swift"))
    }
}

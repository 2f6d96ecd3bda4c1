import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Scaffolding through the real binary: code actions, commands answered by `workspace/applyEdit`.
class ScaffoldCodeActionTests: ServerTestCase {
    private let fullEdits = ClientCapabilities.json([
        "workspace": [
            "workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]], "applyEdit": true,
        ],
        "textDocument": ["codeAction": ["disabledSupport": true]],
    ])

    /// A contract-convention view model with no view (1️⃣: in its declaration's name).
    private let contractViewModel = (
        path: "Sources/App/Help/HelpViewModel.swift",
        text: """
        protocol HelpViewModelContract: AnyObject {
            var topics: [String] { get }
            func didSelect(_ topic: String)
        }

        @Observable
        final class He1️⃣lpViewModel: HelpViewModelContract {
            private(set) var topics: [String] = []
            func didSelect(_ topic: String) {}
        }
        """
    )

    private func workspace(_ files: [String: String]) throws -> TestWorkspace {
        try TestWorkspace(copying: "SampleWorkspace", files: files)
    }

    private func scaffoldActions(_ server: LSPTestClient, _ uri: DocumentURI, at position: Position) throws
        -> [CodeAction]
    {
        try server.send(
            CodeActionRequest.self,
            CodeActionParams(
                textDocument: TextDocumentIdentifier(uri: uri),
                range: LanguageServerProtocol.Range(at: position),
                context: CodeActionContext(diagnostics: [], only: [.refactorScaffoldMVVM])))
    }

    /// Applies `documentChanges` to disk as an editor would: create (never overwriting) then edit.
    private func applyToDisk(_ edit: WorkspaceEdit?) throws -> [String] {
        var created: [String] = []
        for change in edit?.documentChanges ?? [] {
            switch change {
            case .create(let uri, let options):
                let url = URL(string: uri)!
                XCTAssertEqual(options?.overwrite, false)
                XCTAssertEqual(options?.ignoreIfExists, true)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: url.path) {
                    XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data()))
                    created.append(url.path)
                }
            case .edit(let documentEdit):
                let url = URL(string: documentEdit.textDocument.uri)!
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                try TextEditing.apply(documentEdit.edits, to: text).write(to: url, atomically: true, encoding: .utf8)
            case .rename:
                break
            }
        }
        return created
    }

    /// The arguments of an `mvvm.scaffold` command.
    private func scaffold(_ arguments: JSONValue) -> ExecuteCommandParams {
        ExecuteCommandParams(command: "mvvm.scaffold", arguments: [arguments])
    }

    /// Applies the edit of a `workspace/applyEdit` request to disk and answers it as applied.
    private func applyAndAnswer(_ apply: ServerRequest<ApplyWorkspaceEditRequest>, on server: LSPTestClient) throws
        -> [String]
    {
        let created = try applyToDisk(apply.params.edit)
        server.reply(to: apply, with: ApplyWorkspaceEditResult(applied: true))
        return created
    }

    func testCreateViewForAViewModelWithoutOneThenNothingMoreIsOffered() throws {
        let basket = """
            import Observation

            protocol BasketViewModelContract: AnyObject {
                var state: BasketViewState { get }
                func didAppear() async
            }

            enum BasketViewState {
                case idle
                case loading
                case loaded(String)
            }

            @Observable
            final class Ba1️⃣sketViewModel: BasketViewModelContract {
                private(set) var state: BasketViewState = .idle
                func didAppear() async {}
            }
            """
        let workspace = try workspace(["Sources/App/Basket/BasketViewModel.swift": basket])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let uri = try server.open("Sources/App/Basket/BasketViewModel.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let actions = try scaffoldActions(
            server, uri, at: workspace.position("1️⃣", in: "Sources/App/Basket/BasketViewModel.swift"))
        let create = try XCTUnwrap(actions.first { $0.title == "Create `BasketView`" }, "\(actions.map(\.title))")
        XCTAssertEqual(create.kind, .refactorScaffoldMVVM)
        let created = try applyToDisk(try XCTUnwrap(create.edit))
        XCTAssertEqual(
            created.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["BasketView.swift", "String+Localized.swift", "View+OnFirstAppear.swift"],
            "the view and the helpers it calls that the workspace lacks")
        let viewText = try String(contentsOfFile: created[0], encoding: .utf8)
        XCTAssertTrue(viewText.contains("struct BasketView"), viewText)

        server.notify(
            DidChangeWatchedFilesNotification.self,
            DidChangeWatchedFilesParams(
                changes: [FileEvent(uri: URL(fileURLWithPath: created[0]).absoluteString, type: .created)]))
        let again = try scaffoldActions(
            server, uri, at: workspace.position("1️⃣", in: "Sources/App/Basket/BasketViewModel.swift"))
        XCTAssertFalse(
            again.contains { $0.title.hasPrefix("Create `BasketView`") },
            "once the view exists nothing is offered: \(again.map(\.title))")
    }

    /// On a FOSMVVM view model no test mentions: "Create view-model tests", which writes the
    /// `viewmodel-test` suite; once it exists, or when a test names the view model, nothing.
    func testCreateViewModelTestsForAFOSMVVMViewModelWithoutThem() throws {
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try FileManager.default.createDirectory(
            at: workspace.url("Tests/TaskViewModelsTests"), withIntermediateDirectories: true)
        try workspace.write(
            "Tests/TaskViewModelsTests/BoardTests.swift",
            """
            import FOSTesting
            import Testing
            @testable import TaskViewModels

            struct BoardTests: LocalizableTestCase {
                @Test func board() throws {
                    try expectFullViewModelTests(BoardViewModel.self)
                }
            }
            """)
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        // Indexing is done when the server logs the folder's conventions: the tests are read.
        _ = try server.notification(LogMessageNotification.self, timeout: 15) {
            $0.message.hasPrefix("Conventions of ")
        }
        let dashboardPath = "Sources/TaskViewModels/Dashboard/DashboardViewModel.swift"
        let uri = try server.open(dashboardPath, in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let name = try XCTUnwrap(
            try workspace.read(dashboardPath).position(of: "struct DashboardViewModel", offset: "struct Dash".count))
        let actions = try scaffoldActions(server, uri, at: name)
        let create = try XCTUnwrap(
            actions.first { $0.title == "Create view-model tests `DashboardViewModelTests`" },
            "\(actions.map(\.title))")
        XCTAssertEqual(create.kind, .refactorScaffoldMVVM)
        let created = try applyToDisk(try XCTUnwrap(create.edit))
        XCTAssertEqual(
            created.map { $0.hasSuffix("/Tests/TaskViewModelsTests/Localization/DashboardViewModelTests.swift") },
            [true],
            "\(created)")
        let text = try String(contentsOfFile: created[0], encoding: .utf8)
        XCTAssertTrue(text.contains("try expectFullViewModelTests(DashboardViewModel.self)"), text)

        server.notify(
            DidChangeWatchedFilesNotification.self,
            DidChangeWatchedFilesParams(
                changes: [FileEvent(uri: URL(fileURLWithPath: created[0]).absoluteString, type: .created)]))
        let again = try scaffoldActions(server, uri, at: name)
        XCTAssertFalse(again.contains { $0.title.hasPrefix("Create view-model tests") }, "\(again.map(\.title))")

        let boardPath = "Sources/TaskViewModels/Board/BoardViewModel.swift"
        let boardURI = try server.open(boardPath, in: workspace)
        let boardName = try XCTUnwrap(
            try workspace.read(boardPath).position(of: "struct BoardViewModel", offset: "struct Bo".count))
        let board = try scaffoldActions(server, boardURI, at: boardName)
        XCTAssertFalse(
            board.contains { $0.title.hasPrefix("Create view-model tests") },
            "a test names BoardViewModel already: \(board.map(\.title))")
    }

    /// On an undeclared noun-first verb request in a FOSMVVM workspace: the `request` scaffold;
    /// nothing on a verb-first name or one naming no verb.
    func testUndeclaredVerbRequestOffersTheRequestScaffold() throws {
        let source = """
            import FOSMVVM

            struct IdeaSender {
                let create: Idea1️⃣CreateRequest?
                let verbFirst: Create2️⃣IdeaRequest?
                let noVerb: Idea3️⃣Request?
            }
            """
        let workspace = try TestWorkspace(copying: "FOSMVVMWorkspace")
        try workspace.write("Sources/TaskViewModels/Ideas/IdeaSender.swift", source)
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        _ = try server.notification(LogMessageNotification.self, timeout: 15) {
            $0.message.hasPrefix("Conventions of ")
        }
        let uri = try server.open("Sources/TaskViewModels/Ideas/IdeaSender.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let sender = "Sources/TaskViewModels/Ideas/IdeaSender.swift"
        let actions = try scaffoldActions(server, uri, at: workspace.position("1️⃣", in: sender))
        let scaffold = try XCTUnwrap(
            actions.first { $0.title == "Scaffold `IdeaCreateRequest` with its controller and tests" },
            "\(actions.map(\.title))")
        let created = try applyToDisk(try XCTUnwrap(scaffold.edit)).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(
            created, ["IdeaCreateRequest.swift", "IdeaCreateController.swift", "IdeaCreateRequestTests.swift"])
        for marker in ["2️⃣", "3️⃣"] {
            let none = try scaffoldActions(server, uri, at: workspace.position(marker, in: sender))
            XCTAssertFalse(
                none.contains {
                    $0.title.hasPrefix("Scaffold `") && $0.title.hasSuffix("with its controller and tests")
                },
                "\(marker): \(none.map(\.title))")
        }
    }

    func testCreateViewModelForAViewWithoutOne() throws {
        let view = """
            import SwiftUI

            struct H1️⃣elpView: View {
                var body: some View { Text(LocalizedStrings.title) }
            }
            """
        let workspace = try workspace(["Sources/App/Help/HelpView.swift": view])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let uri = try server.open("Sources/App/Help/HelpView.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let action = try XCTUnwrap(
            try scaffoldActions(server, uri, at: workspace.position("1️⃣", in: "Sources/App/Help/HelpView.swift")).first {
                $0.title == "Create `HelpViewModel` for `HelpView`"
            })
        let created = try applyToDisk(try XCTUnwrap(action.edit)).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertTrue(created.contains("HelpViewModel.swift"), "\(created)")
        XCTAssertFalse(created.contains("HelpView.swift"), "the existing view is left alone")
        XCTAssertFalse(
            created.contains("String+Localized.swift"), "nor are the helpers only a view calls written: \(created)")
    }

    func testUnresolvedReferenceAndEmptyFileOfferWholeScreens() throws {
        let root = """
            import SwiftUI

            struct RootView: View {
                var body: some View { Wal1️⃣letView() }
            }
            """
        let workspace = try workspace([
            "Sources/App/Root/RootView.swift": root,
            "Sources/Presentation/Wallet/Views/WalletView.swift": "\n",
        ])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let uri = try server.open("Sources/App/Root/RootView.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let fromReference = try scaffoldActions(
            server, uri, at: workspace.position("1️⃣", in: "Sources/App/Root/RootView.swift")
        ).map(\.title)
        // The workspace's `convention: contract` decides the scaffold's.
        XCTAssertEqual(
            fromReference,
            [
                "Scaffold Wallet ViewModel + View (contract, stateful)",
                "Scaffold Wallet ViewModel + View (contract, stateless)",
            ])

        let emptyURI = try server.open("Sources/Presentation/Wallet/Views/WalletView.swift", in: workspace)
        let fromEmpty = try XCTUnwrap(try scaffoldActions(server, emptyURI, at: .documentStart).first)
        let changes = try XCTUnwrap(fromEmpty.edit?.documentChanges)
        XCTAssertFalse(
            changes.contains { if case .create(emptyURI, _) = $0 { true } else { false } },
            "the empty file is not created again")
        let filled = TextEditing.edits(of: fromEmpty.edit, for: emptyURI)
        XCTAssertTrue(filled.first?.newText.contains("struct WalletView") == true, "it is filled in place")
    }

    func testClientsThatCannotCreateFilesGetADisabledActionOrNone() throws {
        let workspace = try workspace([contractViewModel.path: contractViewModel.text])
        let withReason = try startServer()
        try withReason.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json(["textDocument": ["codeAction": ["disabledSupport": true]]]))
        let uri = try withReason.open(contractViewModel.path, in: workspace)
        _ = try withReason.diagnostics(for: uri) { _ in true }
        let disabled = try XCTUnwrap(
            try scaffoldActions(withReason, uri, at: workspace.position("1️⃣", in: contractViewModel.path)).first)
        XCTAssertNil(disabled.edit)
        XCTAssertTrue(disabled.disabled?.reason.contains("cannot create files") == true)

        let plain = try startServer()
        try plain.initialize(rootURI: workspace.rootURI)
        try plain.open(contractViewModel.path, in: workspace)
        _ = try plain.diagnostics(for: uri) { _ in true }
        XCTAssertEqual(
            try scaffoldActions(plain, uri, at: workspace.position("1️⃣", in: contractViewModel.path)).count, 0)
    }

    func testScaffoldCommandAppliesAnEditOnceAndRefusesASecondTime() throws {
        let workspace = try workspace([:])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let checkout: JSONValue = ["name": "Checkout", "convention": "contract", "kind": "stateless"]
        let first = server.sendRequest(ExecuteCommandRequest.self, scaffold(checkout))
        let second = server.sendRequest(ExecuteCommandRequest.self, scaffold(checkout))
        let apply = try server.serverRequest(ApplyWorkspaceEditRequest.self)
        let created = try applyAndAnswer(apply, on: server)
        let responses = [try server.response(to: first), try server.response(to: second)]
        let succeeded = responses.filter { (try? $0.get())?["applied"] == .bool(true) }
        let refused = responses.compactMap { response -> ResponseError? in
            if case .failure(let error) = response { return error }
            return nil
        }
        XCTAssertEqual(succeeded.count, 1, "\(responses)")
        XCTAssertEqual(refused.count, 1, "the concurrent second scaffold of the same screen is refused: \(responses)")
        XCTAssertTrue(refused.first?.message.contains("exist already") == true)
        XCTAssertEqual(server.serverRequests(ApplyWorkspaceEditRequest.self).count, 1)
        XCTAssertTrue(created.contains { $0.hasSuffix("CheckoutView.swift") }, "\(created)")
        // Inside the workspace folder, never beside it (a lookup of the folder itself once
        // registered its parent as a second root, and scaffolds landed there).
        XCTAssertTrue(created.allSatisfy { $0.hasPrefix(workspace.root.path + "/") }, "\(created)")

        let invalid = try server.sendExpectingError(ExecuteCommandRequest.self, scaffold(["name": "../x"]))
        XCTAssertEqual(invalid.code, -32602)
        let unknownHosting = try server.sendExpectingError(
            ExecuteCommandRequest.self, scaffold(["name": "Cart", "convention": "fosmvvm", "hosting": "cloud"]))
        XCTAssertEqual(unknownHosting.code, -32602)
        XCTAssertEqual(unknownHosting.message, "invalid hosting 'cloud': expected server, client or child")
        let otherConventionsKind = try server.sendExpectingError(
            ExecuteCommandRequest.self, scaffold(["name": "Cart", "convention": "contract", "kind": "form"]))
        XCTAssertEqual(
            otherConventionsKind.message, "a contract scaffold cannot be 'form'; choose one of stateful, stateless")
    }

    /// The composition options, with the fields and FOSMVVM version.
    func testScaffoldCommandTakesTheCompositionOptions() throws {
        let workspace = try workspace([:])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let scaffolds: [JSONValue] = [
            [
                "name": "Board", "convention": "fosmvvm", "kind": "container", "listChildren": ["Card"],
                "loadingState": true,
                "fields": ["dueAt:Date"], "fosmvvmVersion": "current",
            ],
            [
                "name": "BoardResult", "convention": "fosmvvm", "kind": "result",
                "cases": ["success:Board", "notFound:NotFound"],
            ],
            ["name": "MoveCardError", "convention": "fosmvvm", "kind": "error", "request": "MoveCard"],
        ]
        let applyEdits = { server.serverRequests(ApplyWorkspaceEditRequest.self) }
        var created: [String] = []
        for (index, arguments) in scaffolds.enumerated() {
            let id = server.sendRequest(ExecuteCommandRequest.self, scaffold(arguments))
            try server.waitUntil("workspace/applyEdit number \(index + 1)") { applyEdits().count > index }
            created += try applyAndAnswer(applyEdits()[index], on: server)
            XCTAssertNoThrow(try server.response(to: id).get(), "\(arguments)")
        }
        let contents = { (suffix: String) in
            created.first { $0.hasSuffix(suffix) }.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        }
        XCTAssertTrue(contents("BoardViewModel.swift").contains("public let cards: [CardViewModel]"), "\(created)")
        XCTAssertTrue(contents("BoardViewModel.swift").contains("public let dueAt: LocalizableDate"), "\(created)")
        XCTAssertTrue(contents("BoardViewModel+Factory.swift").contains("VaporResponseBodyFactory"), "\(created)")
        XCTAssertTrue(contents("BoardView.swift").contains("switch viewModel.state"), "\(created)")
        XCTAssertTrue(contents("BoardResultViewModel.swift").contains("case notFound(NotFoundViewModel)"), "\(created)")
        XCTAssertTrue(
            contents("MoveCardErrorViewModel.swift").contains("init(responseError: MoveCardRequest.ResponseError)"),
            "\(created)")
    }

    func testScaffoldAfterIndexingLandsInsideTheWorkspaceFolder() throws {
        let workspace = try workspace([:])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        // Indexing is done when the server logs the folder's conventions.
        _ = try server.notification(LogMessageNotification.self, timeout: 15) {
            $0.message.hasPrefix("Conventions of ")
        }
        let id = server.sendRequest(
            ExecuteCommandRequest.self, scaffold(["name": "Checkout", "convention": "contract", "kind": "stateless"]))
        let created = try applyAndAnswer(try server.serverRequest(ApplyWorkspaceEditRequest.self), on: server)
        XCTAssertNoThrow(try server.response(to: id).get())
        XCTAssertFalse(created.isEmpty)
        XCTAssertTrue(created.allSatisfy { $0.hasPrefix(workspace.root.path + "/") }, "\(created)")
    }

    func testCreateViewCodeLensRunsTheCreateViewCommand() throws {
        let workspace = try workspace([contractViewModel.path: contractViewModel.text])
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: fullEdits)
        let uri = workspace.uri(contractViewModel.path)
        var command: Command?
        let deadline = Date().addingTimeInterval(15)
        repeat { // until indexed: a lens says nothing before (see NavigationTests)
            if let lens = try server.send(
                CodeLensRequest.self, CodeLensParams(textDocument: TextDocumentIdentifier(uri: uri))
            ).first {
                command = try server.send(CodeLensResolveRequest.self, lens).command
            }
        } while (command?.title ?? "").isEmpty && Date() < deadline
        XCTAssertEqual(command?.title, "Create View")
        let id = server.sendRequest(
            ExecuteCommandRequest.self,
            ExecuteCommandParams(
                command: command?.command ?? "", arguments: command?.arguments ?? []))
        let apply = try server.serverRequest(ApplyWorkspaceEditRequest.self)
        server.reply(to: apply, with: ApplyWorkspaceEditResult(applied: true))
        XCTAssertEqual(try server.response(to: id).get()["applied"], .bool(true))
    }
}

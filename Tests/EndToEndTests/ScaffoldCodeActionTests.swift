import Foundation
import XCTest

/// Scaffolding through the real binary: code actions, commands answered by `workspace/applyEdit`.
final class ScaffoldCodeActionTests: XCTestCase {
    private let fullEdits: [String: Any] = [
        "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]], "applyEdit": true],
        "textDocument": ["codeAction": ["disabledSupport": true]],
    ]

    /// A contract-convention view model with no view (line: its declaration, 0-based).
    private let contractViewModel = (path: "Sources/App/Help/HelpViewModel.swift", line: 6, text: """
        protocol HelpViewModelContract: AnyObject {
            var topics: [String] { get }
            func didSelect(_ topic: String)
        }

        @Observable
        final class HelpViewModel: HelpViewModelContract {
            private(set) var topics: [String] = []
            func didSelect(_ topic: String) {}
        }
        """)

    private func workspace(_ files: [String: String]) throws -> FixtureWorkspace {
        let workspace = try FixtureWorkspace(copying: "SampleWorkspace")
        for (path, text) in files {
            try FileManager.default.createDirectory(at: workspace.url(path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try workspace.write(path, text)
        }
        return workspace
    }

    private func scaffoldActions(_ server: ServerProcess, _ uri: String, line: Int, character: Int = 0) throws -> [[String: Any]] {
        let response = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": line, "character": character], "end": ["line": line, "character": character]],
            "context": ["diagnostics": [Any](), "only": ["refactor.mvvm.scaffold"]],
        ])
        return try XCTUnwrap(response["result"] as? [[String: Any]], "\(response)")
    }

    /// Applies `documentChanges` to disk as an editor would: create (never overwriting) then edit.
    private func applyToDisk(_ edit: [String: Any]) throws -> [String] {
        var created: [String] = []
        for change in edit["documentChanges"] as? [[String: Any]] ?? [] {
            if change["kind"] as? String == "create", let uri = change["uri"] as? String {
                let url = URL(string: uri)!
                XCTAssertEqual((change["options"] as? [String: Any])?["overwrite"] as? Bool, false)
                XCTAssertEqual((change["options"] as? [String: Any])?["ignoreIfExists"] as? Bool, true)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: url.path) {
                    XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data()))
                    created.append(url.path)
                }
            } else if let document = change["textDocument"] as? [String: Any], let uri = document["uri"] as? String {
                let url = URL(string: uri)!
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let edited = TextEditing.apply(change["edits"] as? [[String: Any]] ?? [], to: text)
                try edited.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return created
    }

    func testCreateViewForAViewModelWithoutOneThenNothingMoreIsOffered() throws {
        let workspace = try workspace(["Sources/App/Basket/BasketViewModel.swift": """
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
            final class BasketViewModel: BasketViewModelContract {
                private(set) var state: BasketViewState = .idle
                func didAppear() async {}
            }
            """])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open("Sources/App/Basket/BasketViewModel.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let actions = try scaffoldActions(server, uri, line: 14, character: 14)
        let create = try XCTUnwrap(actions.first { $0["title"] as? String == "Create `BasketView`" },
                                   "\(actions.map { $0["title"] ?? "" })")
        XCTAssertEqual(create["kind"] as? String, "refactor.mvvm.scaffold")
        let created = try applyToDisk(try XCTUnwrap(create["edit"] as? [String: Any]))
        XCTAssertEqual(created.map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["BasketView.swift", "String+Localized.swift", "View+OnFirstAppear.swift"],
                       "the view and the helpers it calls that the workspace lacks")
        let viewText = try String(contentsOfFile: created[0], encoding: .utf8)
        XCTAssertTrue(viewText.contains("struct BasketView"), viewText)

        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": URL(fileURLWithPath: created[0]).absoluteString, "type": 1]]])
        let again = try scaffoldActions(server, uri, line: 14, character: 14)
        XCTAssertFalse(again.contains { ($0["title"] as? String)?.hasPrefix("Create `BasketView`") == true },
                       "once the view exists nothing is offered: \(again.map { $0["title"] ?? "" })")
    }

    func testCreateViewModelForAViewWithoutOne() throws {
        let workspace = try workspace(["Sources/App/Help/HelpView.swift": """
            import SwiftUI

            struct HelpView: View {
                var body: some View { Text(LocalizedStrings.title) }
            }
            """])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open("Sources/App/Help/HelpView.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let action = try XCTUnwrap(try scaffoldActions(server, uri, line: 2, character: 8).first {
            $0["title"] as? String == "Create `HelpViewModel` for `HelpView`"
        })
        let created = try applyToDisk(try XCTUnwrap(action["edit"] as? [String: Any])).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertTrue(created.contains("HelpViewModel.swift"), "\(created)")
        XCTAssertFalse(created.contains("HelpView.swift"), "the existing view is left alone")
        XCTAssertFalse(created.contains("String+Localized.swift"), "nor are the helpers only a view calls written: \(created)")
    }

    func testUnresolvedReferenceAndEmptyFileOfferWholeScreens() throws {
        let workspace = try workspace([
            "Sources/App/Root/RootView.swift": """
                import SwiftUI

                struct RootView: View {
                    var body: some View { WalletView() }
                }
                """,
            "Sources/Presentation/Wallet/Views/WalletView.swift": "\n",
        ])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let uri = try server.open("Sources/App/Root/RootView.swift", in: workspace)
        _ = try server.diagnostics(for: uri) { _ in true }
        let fromReference = try scaffoldActions(server, uri, line: 3, character: 29).compactMap { $0["title"] as? String }
        XCTAssertEqual(fromReference, ["Scaffold Wallet ViewModel + View (contract, stateful)",
                                       "Scaffold Wallet ViewModel + View (contract, stateless)"])

        let emptyURI = try server.open("Sources/Presentation/Wallet/Views/WalletView.swift", in: workspace)
        let fromEmpty = try XCTUnwrap(try scaffoldActions(server, emptyURI, line: 0).first)
        let edit = try XCTUnwrap(fromEmpty["edit"] as? [String: Any])
        let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
        XCTAssertFalse(changes.contains { $0["uri"] as? String == emptyURI }, "the empty file is not created again")
        let filled = TextEditing.edits(of: fromEmpty, for: emptyURI)
        XCTAssertTrue((filled.first?["newText"] as? String)?.contains("struct WalletView") == true, "it is filled in place")
    }

    func testClientsThatCannotCreateFilesGetADisabledActionOrNone() throws {
        let workspace = try workspace([contractViewModel.path: contractViewModel.text])
        let withReason = try ServerProcess()
        try withReason.initialize(capabilities: ["textDocument": ["codeAction": ["disabledSupport": true]]],
                                  extra: ["rootUri": workspace.rootURI])
        let uri = try withReason.open(contractViewModel.path, in: workspace)
        _ = try withReason.diagnostics(for: uri) { _ in true }
        let disabled = try XCTUnwrap(try scaffoldActions(withReason, uri, line: contractViewModel.line, character: 14).first)
        XCTAssertNil(disabled["edit"])
        XCTAssertTrue(((disabled["disabled"] as? [String: Any])?["reason"] as? String)?.contains("cannot create files") == true)

        let plain = try ServerProcess()
        try plain.initialize(extra: ["rootUri": workspace.rootURI])
        try plain.open(contractViewModel.path, in: workspace)
        _ = try plain.diagnostics(for: uri) { _ in true }
        XCTAssertEqual(try scaffoldActions(plain, uri, line: contractViewModel.line, character: 14).count, 0)
    }

    func testScaffoldCommandAppliesAnEditOnceAndRefusesASecondTime() throws {
        let workspace = try workspace([:])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let first = server.sendRequest("workspace/executeCommand", [
            "command": "mvvm.scaffold", "arguments": [["name": "Checkout", "convention": "contract", "kind": "stateless"]],
        ])
        let second = server.sendRequest("workspace/executeCommand", [
            "command": "mvvm.scaffold", "arguments": [["name": "Checkout", "convention": "contract", "kind": "stateless"]],
        ])
        let apply = try server.waitForMessage("workspace/applyEdit") { $0["method"] as? String == "workspace/applyEdit" }
        let created = try applyToDisk(try XCTUnwrap((apply["params"] as? [String: Any])?["edit"] as? [String: Any]))
        server.send(["id": apply["id"] ?? NSNull(), "result": ["applied": true]])
        let responses = [try server.response(to: first), try server.response(to: second)]
        let succeeded = responses.filter { ($0["result"] as? [String: Any])?["applied"] as? Bool == true }
        let refused = responses.filter { $0.errorMessage != nil }
        XCTAssertEqual(succeeded.count, 1, "\(responses)")
        XCTAssertEqual(refused.count, 1, "the concurrent second scaffold of the same screen is refused: \(responses)")
        XCTAssertTrue(refused.first?.errorMessage?.contains("exist already") == true)
        XCTAssertEqual(server.messages.filter { $0["method"] as? String == "workspace/applyEdit" }.count, 1)
        XCTAssertTrue(created.contains { $0.hasSuffix("CheckoutView.swift") }, "\(created)")
        // Inside the workspace folder, never beside it (a lookup of the folder itself once
        // registered its parent as a second root, and scaffolds landed there).
        XCTAssertTrue(created.allSatisfy { $0.hasPrefix(workspace.root.path + "/") }, "\(created)")

        let invalid = try server.request("workspace/executeCommand", ["command": "mvvm.scaffold", "arguments": [["name": "../x"]]])
        XCTAssertEqual(invalid.errorCode, -32602)
    }

    /// The composition options, with the fields and FOSMVVM version.
    func testScaffoldCommandTakesTheCompositionOptions() throws {
        let workspace = try workspace([:])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let scaffolds: [[String: Any]] = [
            ["name": "Board", "convention": "fosmvvm", "kind": "container", "listChildren": ["Card"], "loadingState": true,
             "fields": ["dueAt:Date"], "fosmvvmVersion": "current"],
            ["name": "BoardResult", "convention": "fosmvvm", "kind": "result", "cases": ["success:Board", "notFound:NotFound"]],
            ["name": "MoveCardError", "convention": "fosmvvm", "kind": "error", "request": "MoveCard"],
        ]
        let applyEdits = { server.messages.filter { $0["method"] as? String == "workspace/applyEdit" } }
        var created: [String] = []
        for (index, arguments) in scaffolds.enumerated() {
            let id = server.sendRequest("workspace/executeCommand", ["command": "mvvm.scaffold", "arguments": [arguments]])
            _ = try server.waitForMessage("workspace/applyEdit number \(index + 1)") { _ in applyEdits().count > index }
            let edit = applyEdits()[index]
            created += try applyToDisk(try XCTUnwrap((edit["params"] as? [String: Any])?["edit"] as? [String: Any]))
            server.send(["id": edit["id"] ?? NSNull(), "result": ["applied": true]])
            XCTAssertNil(try server.response(to: id).errorMessage, "\(arguments)")
        }
        let contents = { (suffix: String) in
            created.first { $0.hasSuffix(suffix) }.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        }
        XCTAssertTrue(contents("BoardViewModel.swift").contains("public let cards: [CardViewModel]"), "\(created)")
        XCTAssertTrue(contents("BoardViewModel.swift").contains("public let dueAt: LocalizableDate"), "\(created)")
        XCTAssertTrue(contents("BoardViewModel+Factory.swift").contains("VaporResponseBodyFactory"), "\(created)")
        XCTAssertTrue(contents("BoardView.swift").contains("switch viewModel.state"), "\(created)")
        XCTAssertTrue(contents("BoardResultViewModel.swift").contains("case notFound(NotFoundViewModel)"), "\(created)")
        XCTAssertTrue(contents("MoveCardErrorViewModel.swift").contains("init(responseError: MoveCardRequest.ResponseError)"), "\(created)")
    }

    func testScaffoldAfterIndexingLandsInsideTheWorkspaceFolder() throws {
        let workspace = try workspace([:])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        // Indexing is done when the server logs the folder's conventions.
        _ = try server.notification("window/logMessage", timeout: 15) {
            ($0["message"] as? String)?.hasPrefix("Conventions of ") == true
        }
        let id = server.sendRequest("workspace/executeCommand", [
            "command": "mvvm.scaffold", "arguments": [["name": "Checkout", "convention": "contract", "kind": "stateless"]],
        ])
        let apply = try server.waitForMessage("workspace/applyEdit") { $0["method"] as? String == "workspace/applyEdit" }
        let created = try applyToDisk(try XCTUnwrap((apply["params"] as? [String: Any])?["edit"] as? [String: Any]))
        server.send(["id": apply["id"] ?? NSNull(), "result": ["applied": true]])
        XCTAssertNotNil((try server.response(to: id))["result"])
        XCTAssertFalse(created.isEmpty)
        XCTAssertTrue(created.allSatisfy { $0.hasPrefix(workspace.root.path + "/") }, "\(created)")
    }

    func testCreateViewCodeLensRunsTheCreateViewCommand() throws {
        let workspace = try workspace([contractViewModel.path: contractViewModel.text])
        let server = try ServerProcess()
        try server.initialize(capabilities: fullEdits, extra: ["rootUri": workspace.rootURI])
        let uri = workspace.uri(contractViewModel.path)
        var lens: [String: Any]?
        var command: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(15)
        repeat {  // until indexed: a lens says nothing before (see NavigationTests)
            lens = (try server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]])?.first
            if let lens {
                command = (try server.request("codeLens/resolve", lens)["result"] as? [String: Any])?["command"] as? [String: Any] ?? [:]
            }
        } while (command["title"] as? String ?? "").isEmpty && Date() < deadline
        XCTAssertEqual(command["title"] as? String, "Create View")
        let id = server.sendRequest("workspace/executeCommand", ["command": command["command"] ?? "", "arguments": command["arguments"] ?? []])
        let apply = try server.waitForMessage("workspace/applyEdit") { $0["method"] as? String == "workspace/applyEdit" }
        server.send(["id": apply["id"] ?? NSNull(), "result": ["applied": true]])
        XCTAssertEqual((try server.response(to: id)["result"] as? [String: Any])?["applied"] as? Bool, true)
    }
}

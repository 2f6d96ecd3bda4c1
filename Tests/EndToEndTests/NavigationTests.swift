import Foundation
import XCTest

/// Navigation through the real binary on a copy of `Tests/Fixtures/PairingStyles`.
final class NavigationTests: XCTestCase {
    private var workspace: FixtureWorkspace!
    private var server: ServerProcess!

    override func setUpWithError() throws {
        workspace = try FixtureWorkspace(copying: "PairingStyles")
        server = try ServerProcess()
        try server.initialize(capabilities: [
            "window": ["showDocument": ["support": true]],
            "workspace": ["workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]]],
        ], extra: ["rootUri": workspace.rootURI])
        // Wait until the workspace is indexed: the view model's file is then known.
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, try locations(matching: "Sources/App/InboxViewModel.swift").isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    private func position(of needle: String, in file: String, offset: Int = 0) throws -> [String: Int] {
        let lines = try workspace.read(file).components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(needle) }, needle)
        let column = lines[line].utf16.distance(from: lines[line].utf16.startIndex,
                                                to: lines[line].range(of: needle)!.lowerBound.samePosition(in: lines[line].utf16)!)
        return ["line": line, "character": column + offset]
    }

    private func locations(matching file: String, at position: [String: Int]? = nil) throws -> [[String: Any]] {
        var params: [String: Any] = ["textDocument": ["uri": workspace.uri(file)]]
        if let position { params["position"] = position }
        return try XCTUnwrap(server.request("mvvm/matchingFile", params)["result"] as? [[String: Any]])
    }

    private func file(of location: [String: Any]) -> String? {
        (location["uri"] as? String).map { URL(string: $0)!.lastPathComponent }
    }

    private func line(of location: [String: Any]) -> Int? {
        ((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
    }

    func testMatchingFileInEveryDirection() throws {
        XCTAssertEqual(try locations(matching: "Sources/App/StateObjectCreated.swift").compactMap(file(of:)),
                       ["InboxViewModel.swift"])
        XCTAssertEqual(try locations(matching: "Sources/App/InboxViewModel.swift").compactMap(file(of:)),
                       ["StateObjectCreated.swift"])
        XCTAssertEqual(try locations(matching: "Sources/App/InboxViewModel.yml").compactMap(file(of:)),
                       ["InboxViewModel.swift"])
        let search = try locations(matching: "Sources/App/SearchViewModel.swift")
        XCTAssertEqual(search.compactMap(file(of:)), ["BindableView.swift", "BindableView.swift"], "both views")
        // With a position, only the type at the cursor counts: the Cell's view model.
        let cursor = try position(of: "SearchView: View", in: "Sources/App/BindableView.swift", offset: 2)
        XCTAssertEqual(try locations(matching: "Sources/App/BindableView.swift", at: cursor).compactMap(file(of:)),
                       ["SearchViewModel.swift"])
        XCTAssertEqual(try locations(matching: "Sources/App/NoSuchFile.swift").count, 0)
    }

    func testOpenMatchingFileCommandShowsTheDocument() throws {
        let response = try server.request("workspace/executeCommand", [
            "command": "mvvm.openMatchingFile", "arguments": [workspace.uri("Sources/App/StateObjectCreated.swift")],
        ])
        let show = try server.waitForMessage("window/showDocument") { $0["method"] as? String == "window/showDocument" }
        let params = try XCTUnwrap(show["params"] as? [String: Any])
        XCTAssertEqual(params["uri"] as? String, workspace.uri("Sources/App/InboxViewModel.swift"))
        XCTAssertEqual(params["takeFocus"] as? Bool, true)
        XCTAssertNotNil(params["selection"])
        server.send(["id": show["id"] ?? NSNull(), "result": ["success": true]])
        XCTAssertEqual((response["result"] as? [[String: Any]])?.count, 1)

        let unknown = try server.request("workspace/executeCommand", ["command": "mvvm.nope"])
        XCTAssertEqual(unknown.errorCode, -32602)
    }

    func testNamingFamiliesOfLargeAppsPairInBothDirections() throws {
        XCTAssertEqual(Set(try locations(matching: "Sources/App/HomeScreenViewModel.swift",
                                         at: position(of: "class HomeScreenViewModel", in: "Sources/App/HomeScreenViewModel.swift", offset: 8))
                        .compactMap(file(of:))), ["HomeScreen.swift"], "views holding `HomeScreenViewModel.Context`")
        let screen = try position(of: "struct HomeScreen:", in: "Sources/App/HomeScreen.swift", offset: 8)
        XCTAssertEqual(try locations(matching: "Sources/App/HomeScreen.swift", at: screen).compactMap(file(of:)).first,
                       "HomeScreenViewModel.swift")
        XCTAssertEqual(try locations(matching: "Sources/App/FullNameViewModel.swift",
                                     at: position(of: "class ReportViewViewModel", in: "Sources/App/FullNameViewModel.swift", offset: 8))
                        .compactMap(file(of:)), ["FullNameViewModel.swift"])
        let lens = try XCTUnwrap((server.request("textDocument/codeLens", [
            "textDocument": ["uri": workspace.uri("Sources/App/HomeScreen.swift")],
        ])["result"] as? [[String: Any]])?.first)
        let command = try XCTUnwrap((server.request("codeLens/resolve", lens)["result"] as? [String: Any])?["command"] as? [String: Any])
        let title = try XCTUnwrap(command["title"] as? String)
        XCTAssertTrue(title.hasPrefix("ViewModel: `HomeScreenViewModel`"), title)
        XCTAssertFalse(title.contains("Context"), "never a bare nested name: \(title)")
    }

    func testDefinitionOfATypealiasNameIsTheTypealias() throws {
        let file = "Sources/App/HomeScreenViewModel.swift"
        let cursor = try position(of: "HomeScreenViewModelType.Context", in: file, offset: 3)
        let definition = try XCTUnwrap(server.request("textDocument/definition", [
            "textDocument": ["uri": workspace.uri(file)], "position": cursor,
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(definition.compactMap(file(of:)), ["HomeScreenViewModel.swift"])
        XCTAssertEqual(definition.first.flatMap(line(of:)), 3, "the `typealias HomeScreenViewModelType` line")
    }

    func testHoverOnAViewNameExplainsItsConvention() throws {
        let cursor = try position(of: "struct HomeScreen:", in: "Sources/App/HomeScreen.swift", offset: 8)
        let hover = try XCTUnwrap(server.request("textDocument/hover", [
            "textDocument": ["uri": workspace.uri("Sources/App/HomeScreen.swift")], "position": cursor,
        ])["result"] as? [String: Any])
        let markdown = try XCTUnwrap((hover["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(markdown.contains("convention **plain**"), markdown)
        XCTAssertTrue(markdown.contains("show contract evidence"), markdown)
    }

    func testLensesAreRefreshedAfterIndexingAndNeverClaimAbsenceBefore() throws {
        let workspace = try FixtureWorkspace(copying: "PairingStyles")
        let server = try ServerProcess()
        try server.initialize(capabilities: ["workspace": ["codeLens": ["refreshSupport": true]]],
                              extra: ["rootUri": workspace.rootURI])
        // Resolved while the index may still be loading: a match, or nothing — never "No … found".
        let uri = try server.open("Sources/App/InboxViewModel.swift", in: workspace)
        let early = try XCTUnwrap((server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"]
            as? [[String: Any]])?.first)
        let earlyTitle = ((try server.request("codeLens/resolve", early)["result"] as? [String: Any])?["command"]
            as? [String: Any])?["title"] as? String
        XCTAssertFalse(earlyTitle?.hasPrefix("No ") ?? false, "\(earlyTitle ?? "nil")")
        let refresh = try server.waitForMessage("workspace/codeLens/refresh", timeout: 15) {
            $0["method"] as? String == "workspace/codeLens/refresh"
        }
        server.send(["id": refresh["id"] ?? NSNull(), "result": NSNull()])
        let lens = try XCTUnwrap((server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"]
            as? [[String: Any]])?.first)
        let title = ((try server.request("codeLens/resolve", lens)["result"] as? [String: Any])?["command"]
            as? [String: Any])?["title"] as? String
        XCTAssertEqual(title, "View: `InboxView`")
    }

    func testLensesAreRefreshedWhenAFileAppearsOnDisk() throws {
        let workspace = try FixtureWorkspace(copying: "PairingStyles")
        let server = try ServerProcess()
        try server.initialize(capabilities: ["workspace": ["codeLens": ["refreshSupport": true]]],
                              extra: ["rootUri": workspace.rootURI])
        let indexed = try server.waitForMessage("workspace/codeLens/refresh", timeout: 15) {
            $0["method"] as? String == "workspace/codeLens/refresh"
        }
        server.send(["id": indexed["id"] ?? NSNull(), "result": NSNull()])
        try workspace.write("Sources/App/Receipts/ReceiptsView.swift", """
            import SwiftUI

            struct ReceiptsView: View {
                @State private var viewModel = ReceiptsViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """)
        try workspace.write("Sources/App/Receipts/ReceiptsViewModel.swift", """
            import Observation

            @Observable
            final class ReceiptsViewModel {
                var title = ""
            }
            """)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": workspace.uri("Sources/App/Receipts/ReceiptsView.swift"), "type": 1],
            ["uri": workspace.uri("Sources/App/Receipts/ReceiptsViewModel.swift"), "type": 1],
        ]])
        let refresh = try server.waitForMessage("a second workspace/codeLens/refresh", timeout: 15) {
            $0["method"] as? String == "workspace/codeLens/refresh" && "\($0["id"] ?? "")" != "\(indexed["id"] ?? "")"
        }
        server.send(["id": refresh["id"] ?? NSNull(), "result": NSNull()])
        let uri = try server.open("Sources/App/Receipts/ReceiptsViewModel.swift", in: workspace)
        let lens = try XCTUnwrap((server.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"]
            as? [[String: Any]])?.first)
        let title = ((try server.request("codeLens/resolve", lens)["result"] as? [String: Any])?["command"]
            as? [String: Any])?["title"] as? String
        XCTAssertEqual(title, "View: `ReceiptsView`")
    }

    func testCodeLensesResolveLazily() throws {
        let lenses = try XCTUnwrap(server.request("textDocument/codeLens", [
            "textDocument": ["uri": workspace.uri("Sources/App/InboxViewModel.swift")],
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(lenses.count, 1)
        XCTAssertNil(lenses[0]["command"], "the command comes with codeLens/resolve")
        let resolved = try XCTUnwrap(server.request("codeLens/resolve", lenses[0])["result"] as? [String: Any])
        let command = try XCTUnwrap(resolved["command"] as? [String: Any])
        XCTAssertEqual(command["title"] as? String, "View: `InboxView`")
        XCTAssertEqual(command["command"] as? String, "mvvm.openMatchingFile")

        let viewLens = try XCTUnwrap((server.request("textDocument/codeLens", [
            "textDocument": ["uri": workspace.uri("Sources/App/ObservedObject.swift")],
        ])["result"] as? [[String: Any]])?.first)
        let viewCommand = try XCTUnwrap((server.request("codeLens/resolve", viewLens)["result"] as? [String: Any])?["command"]
            as? [String: Any])
        XCTAssertEqual(viewCommand["title"] as? String, "ViewModel: `MessageViewModel`")
    }

    func testDefinitionReferencesAndHoverOnAViewModelProperty() throws {
        let view = "Sources/App/StateObjectCreated.swift"
        let cursor = try position(of: "viewModel.title", in: view, offset: "viewModel.".count + 1)
        let params: [String: Any] = ["textDocument": ["uri": workspace.uri(view)], "position": cursor]

        let definition = try XCTUnwrap(server.request("textDocument/definition", params)["result"] as? [[String: Any]])
        XCTAssertEqual(definition.compactMap(file(of:)), ["InboxViewModel.swift"])
        XCTAssertEqual(definition.first.flatMap(line(of:)), 3)

        let hover = try XCTUnwrap(server.request("textDocument/hover", params)["result"] as? [String: Any])
        let markdown = try XCTUnwrap((hover["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(markdown.contains("| en | Inbox |"), markdown)
        XCTAssertTrue(markdown.contains("| es | Bandeja de entrada |"), markdown)

        let declarationCursor = try position(of: "var title", in: "Sources/App/InboxViewModel.swift", offset: 5)
        let references = try XCTUnwrap(server.request("textDocument/references", [
            "textDocument": ["uri": workspace.uri("Sources/App/InboxViewModel.swift")], "position": declarationCursor,
            "context": ["includeDeclaration": true],
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(references.compactMap(file(of:)), ["InboxViewModel.swift", "StateObjectCreated.swift"])
        let typeCursor = try position(of: "InboxViewModel()", in: view, offset: 1)
        let typeDefinition = try XCTUnwrap(server.request("textDocument/definition", [
            "textDocument": ["uri": workspace.uri(view)], "position": typeCursor,
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(typeDefinition.compactMap(file(of:)), ["InboxViewModel.swift"])
    }

    func testDocumentAndWorkspaceSymbols() throws {
        let symbols = try XCTUnwrap(server.request("textDocument/documentSymbol", [
            "textDocument": ["uri": workspace.uri("Sources/App/StateObjectInjected.swift")],
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(symbols.compactMap { $0["name"] as? String }, ["CartScreen", "CartViewModel"])
        XCTAssertEqual(symbols.compactMap { $0["detail"] as? String }, ["View", "ViewModel"])
        let children = (symbols[0]["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(children, ["model", "init", "body"])

        let found = try XCTUnwrap(server.request("workspace/symbol", ["query": "settingsvm"])["result"] as? [[String: Any]])
        XCTAssertEqual(found.compactMap { $0["name"] as? String }, ["SettingsViewModel"])
    }

    func testRenamingAViewModelRenamesItsViewFilesAndLocalizationKey() throws {
        let file = "Sources/App/InboxViewModel.swift"
        let cursor = try position(of: "class InboxViewModel", in: file, offset: 7)
        let prepared = try XCTUnwrap(server.request("textDocument/prepareRename", [
            "textDocument": ["uri": workspace.uri(file)], "position": cursor,
        ])["result"] as? [String: Any])
        XCTAssertEqual(prepared["placeholder"] as? String, "InboxViewModel")
        let notRenamable = try server.request("textDocument/prepareRename", [
            "textDocument": ["uri": workspace.uri("Sources/App/NameOnly.swift")],
            "position": try position(of: "Text(", in: "Sources/App/NameOnly.swift", offset: 1),
        ])
        XCTAssertTrue(notRenamable["result"] is NSNull, "\(notRenamable)")

        let edit = try XCTUnwrap(server.request("textDocument/rename", [
            "textDocument": ["uri": workspace.uri(file)], "position": cursor, "newName": "MailboxViewModel",
        ])["result"] as? [String: Any])
        let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
        let view = "Sources/App/StateObjectCreated.swift"
        let viewEdits = TextEditing.edits(of: ["edit": edit], for: workspace.uri(view))
        let renamedView = TextEditing.apply(viewEdits, to: try workspace.read(view))
        XCTAssertTrue(renamedView.contains("struct MailboxView: View"), renamedView)
        XCTAssertTrue(renamedView.contains("@StateObject private var viewModel = MailboxViewModel()"), renamedView)
        let yaml = TextEditing.apply(TextEditing.edits(of: ["edit": edit], for: workspace.uri("Sources/App/InboxViewModel.yml")),
                                     to: try workspace.read("Sources/App/InboxViewModel.yml"))
        XCTAssertEqual(yaml.components(separatedBy: "MailboxViewModel:").count - 1, 2, yaml)
        let renames = changes.filter { $0["kind"] as? String == "rename" }.compactMap { change -> String? in
            guard let old = change["oldUri"] as? String, let new = change["newUri"] as? String else { return nil }
            return "\(URL(string: old)!.lastPathComponent)→\(URL(string: new)!.lastPathComponent)"
        }
        XCTAssertEqual(Set(renames), ["InboxViewModel.swift→MailboxViewModel.swift", "InboxViewModel.yml→MailboxViewModel.yml"])
        XCTAssertEqual(changes.last?["kind"] as? String, "rename", "file renames come after the text edits")

        let clash = try server.request("textDocument/rename", [
            "textDocument": ["uri": workspace.uri(file)], "position": cursor, "newName": "CartViewModel",
        ])
        XCTAssertNotNil(clash.errorMessage, "renaming onto an existing type is refused")
    }

    func testWillRenameFilesRenamesTheTypeAndItsPair() throws {
        let edit = try XCTUnwrap(server.request("workspace/willRenameFiles", ["files": [[
            "oldUri": workspace.uri("Sources/App/InboxViewModel.swift"),
            "newUri": workspace.uri("Sources/App/MailboxViewModel.swift"),
        ]]])["result"] as? [String: Any])
        let changes = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
        XCTAssertFalse(changes.contains { ($0["oldUri"] as? String)?.hasSuffix("InboxViewModel.swift") == true },
                       "the editor renames that file itself")
        let viewEdits = TextEditing.edits(of: ["edit": edit], for: workspace.uri("Sources/App/StateObjectCreated.swift"))
        XCTAssertTrue(viewEdits.contains { $0["newText"] as? String == "MailboxView" })
    }
}

/// The background index: progress, and the first diagnostics not waiting for it.
final class IndexingTests: XCTestCase {
    func testProgressIsReportedAndTheOpenedFileGetsDiagnosticsBeforeTheIndexIsDone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-lsp-index-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // The configured convention is known before the index: a finding of a rule reading only
        // the opened file can be shown at once (an unknown convention would leave it out).
        try "convention: plain\nrules:\n  mvvm/hardcoded-text: warning\n".write(to: root.appendingPathComponent(".mvvm-lsp.yml"),
                                                                                 atomically: true, encoding: .utf8)
        for index in 0..<1_000 {
            try """
                import SwiftUI

                struct Screen\(index)View: View {
                    @StateObject private var viewModel = Screen\(index)ViewModel()
                    var body: some View { Text(viewModel.title) }
                }
                """.write(to: sources.appendingPathComponent("Screen\(index)View.swift"), atomically: true, encoding: .utf8)
            try """
                import Foundation

                final class Screen\(index)ViewModel: ObservableObject {
                    @Published var title = "Screen \(index)"
                }
                """.write(to: sources.appendingPathComponent("Screen\(index)ViewModel.swift"), atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: root) }

        let server = try ServerProcess()
        try server.initialize(capabilities: ["window": ["workDoneProgress": true]], extra: ["rootUri": root.absoluteString])
        let opened = sources.appendingPathComponent("Opened.swift")
        server.notify("textDocument/didOpen", ["textDocument": [
            "uri": opened.absoluteString, "languageId": "swift", "version": 1,
            "text": "import SwiftUI\n\nstruct OpenedView: View {\n    var body: some View { Text(\"Hello\") }\n}\n",
        ]])
        let create = try server.waitForMessage("window/workDoneProgress/create") {
            $0["method"] as? String == "window/workDoneProgress/create"
        }
        server.send(["id": create["id"] ?? NSNull(), "result": NSNull()])

        _ = try server.diagnostics(for: opened.absoluteString) { $0.contains { $0["code"] as? String == "mvvm/hardcoded-text" } }
        let progress = server.messages.filter { $0["method"] as? String == "$/progress" }
        XCTAssertFalse(progress.contains { (($0["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String == "end" },
                       "the opened file's diagnostics must not wait for the index")

        let end = try server.notification("$/progress", timeout: 120) { ($0["value"] as? [String: Any])?["kind"] as? String == "end" }
        XCTAssertEqual(((end["params"] as? [String: Any])?["value"] as? [String: Any])?["message"] as? String, "Indexed 2000 files")
        let kinds = server.messages.filter { $0["method"] as? String == "$/progress" }
            .compactMap { (($0["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String }
        XCTAssertEqual(kinds.first, "begin")
        XCTAssertTrue(kinds.contains("report"))
        let matches = try XCTUnwrap(server.request("mvvm/matchingFile", [
            "textDocument": ["uri": sources.appendingPathComponent("Screen500View.swift").absoluteString],
        ])["result"] as? [[String: Any]])
        XCTAssertEqual(matches.first?["uri"] as? String, sources.appendingPathComponent("Screen500ViewModel.swift").absoluteString)
    }
}

import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Scaffolding as a user in the editor lives it, through the real binary: from a file inside a
/// feature of a contract app, the files land in that feature and the empty view file the user
/// made is filled; the server then says what it made and opens the view; no `uri` or location
/// outside the workspace folders is ever planned.
final class ScaffoldFromTheEditorTests: ServerTestCase {
    private let capabilities = ClientCapabilities.json([
        "workspace": [
            "workspaceEdit": ["documentChanges": true, "resourceOperations": ["create", "rename"]], "applyEdit": true,
        ],
        "window": ["showDocument": ["support": true]],
    ])

    private static func view(_ name: String) -> String {
        "struct \(name)<ViewModel: \(name)ModelContract>: View {\n    let viewModel: ViewModel\n    var body: some View { EmptyView() }\n}\n"
    }

    /// Two features of a contract app, as a Tuist workspace lays them out; Home has an empty
    /// `SettingsView.swift` the user just created.
    private func featureApp() throws -> TestWorkspace {
        try TestWorkspace(files: [
            "Workspace.swift": "",
            "Features/Character/Sources/Presentation/CharacterList/Views/CharacterListView.swift": Self.view(
                "CharacterListView"),
            "Features/Character/Sources/Presentation/CharacterList/ViewModels/CharacterListViewModel.swift":
                "@Observable final class CharacterListViewModel: CharacterListViewModelContract {}\n",
            "Features/Home/Sources/Presentation/Home/Views/HomeView.swift": Self.view("HomeView"),
            "Features/Home/Sources/Presentation/Home/ViewModels/HomeViewModel.swift":
                "@Observable final class HomeViewModel: HomeViewModelContract {}\n",
            "Features/Home/Sources/Presentation/Settings/Views/SettingsView.swift": "",
        ])
    }

    private func scaffold(_ arguments: JSONValue) -> ExecuteCommandParams {
        ExecuteCommandParams(command: "mvvm.scaffold", arguments: [arguments])
    }

    func testScaffoldFromAnEmptyViewFileFillsItKeepsTheFeatureSaysWhatItMadeAndOpensTheView() throws {
        let workspace = try featureApp()
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: capabilities)
        let viewPath = "Features/Home/Sources/Presentation/Settings/Views/SettingsView.swift"
        let id = server.sendRequest(
            ExecuteCommandRequest.self,
            scaffold([
                "name": "Settings", "convention": "contract", "kind": "stateless",
                "uri": .string(workspace.uri(viewPath)),
            ]))
        let apply = try server.serverRequest(ApplyWorkspaceEditRequest.self)
        var created: [String] = []
        var edited: [String] = []
        for change in apply.params.edit.documentChanges ?? [] {
            switch change {
            case .create(let uri, _): created.append(uri)
            case .edit(let edit): edited.append(edit.textDocument.uri)
            case .rename: XCTFail("a scaffold renames nothing")
            }
        }
        server.reply(to: apply, with: ApplyWorkspaceEditResult(applied: true))
        XCTAssertNoThrow(try server.response(to: id).get())
        let feature = "Features/Home/Sources/Presentation/Settings/"
        // The app declares no `String.localized()`: its helper goes beside the view, not into a
        // folder of its own.
        XCTAssertEqual(
            Set(created),
            Set(
                [
                    feature + "ViewModels/SettingsViewModelContract.swift",
                    feature + "ViewModels/SettingsViewModel.swift",
                    feature + "Views/String+Localized.swift",
                ].map(workspace.uri)), "only in the feature the user is in")
        XCTAssertTrue(edited.contains(workspace.uri(viewPath)), "the empty view file is filled: \(edited)")
        let summary = try server.notification(ShowMessageNotification.self) {
            $0.message.hasPrefix("Scaffold Settings")
        }
        XCTAssertEqual(
            summary.message,
            "Scaffold Settings: 4 files in \(feature.dropLast()): ViewModels/SettingsViewModelContract.swift, "
                + "ViewModels/SettingsViewModel.swift, Views/String+Localized.swift, Views/SettingsView.swift")
        let show = try server.serverRequest(ShowDocumentRequest.self)
        XCTAssertEqual(show.params.uri, workspace.uri(viewPath))
        XCTAssertEqual(show.params.takeFocus, true)
    }

    func testAScaffoldCodeActionSaysWhatItMadeOnceTheClientRanItsCommand() throws {
        let workspace = try featureApp()
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: capabilities)
        let viewPath = "Features/Home/Sources/Presentation/Settings/Views/SettingsView.swift"
        let uri = try server.open(viewPath, in: workspace)
        _ = try server.notification(IndexReadyNotification.self, timeout: 30) { _ in true }
        let actions = try server.send(
            CodeActionRequest.self,
            CodeActionParams(
                textDocument: TextDocumentIdentifier(uri: uri),
                range: LanguageServerProtocol.Range(at: Position(line: 0, character: 0)),
                context: CodeActionContext(diagnostics: [], only: [.refactorScaffoldMVVM])))
        let action = try XCTUnwrap(
            actions.first { $0.title.hasPrefix("Scaffold Settings ViewModel + View") }, "\(actions.map(\.title))")
        let creates = (action.edit?.documentChanges ?? []).compactMap { change -> String? in
            if case .create(let uri, _) = change { return uri }
            return nil
        }
        XCTAssertTrue(
            creates.allSatisfy { $0.hasPrefix(workspace.uri("Features/Home/Sources/Presentation/Settings/")) },
            "\(creates)")
        let command = try XCTUnwrap(action.command)
        XCTAssertEqual(command.command, "mvvm.scaffoldDone")
        _ = try server.send(
            ExecuteCommandRequest.self, ExecuteCommandParams(command: command.command, arguments: command.arguments))
        let summary = try server.notification(ShowMessageNotification.self) { $0.message.hasPrefix(action.title) }
        XCTAssertTrue(summary.message.contains("Views/SettingsView.swift"), summary.message)
        XCTAssertEqual(try server.serverRequest(ShowDocumentRequest.self).params.uri, uri)
    }

    func testCommandsRefuseAUriOutsideEveryWorkspaceFolder() throws {
        let workspace = try featureApp()
        let server = try startServer(answersServerRequests: false)
        try server.initialize(rootURI: workspace.rootURI, capabilities: capabilities)
        let outside = "file:///etc/passwd"
        let refusals: [(String, JSONValue)] = [
            ("mvvm.scaffold", ["name": "Evil2", "uri": .string(outside)]),
            ("mvvm.createView", ["viewModel": "HomeViewModel", "uri": .string(outside)]),
            ("mvvm.openMatchingFile", .string(outside)),
        ]
        for (command, argument) in refusals {
            let error = try server.sendExpectingError(
                ExecuteCommandRequest.self, ExecuteCommandParams(command: command, arguments: [argument]))
            XCTAssertEqual(error.code, -32602, command)
            XCTAssertTrue(error.message.contains("outside every workspace folder"), "\(command): \(error.message)")
        }
        // The server said so before planning: no edit went out.
        _ = try server.send(StatusRequest.self, EmptyParams())
        XCTAssertEqual(server.serverRequests(ApplyWorkspaceEditRequest.self).count, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/etc/Sources"))
    }

    func testAServerWithoutAWorkspaceFolderPlansNothingWithoutAUri() throws {
        let server = try startServer(answersServerRequests: false)
        try server.initialize(capabilities: capabilities)
        let error = try server.sendExpectingError(
            ExecuteCommandRequest.self, scaffold(["name": "Orphan", "convention": "contract"]))
        XCTAssertTrue(error.message.contains("no workspace folder"), error.message)
        XCTAssertEqual(server.serverRequests(ApplyWorkspaceEditRequest.self).count, 0)
    }
}

import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Nothing is lost or damaged: unreadable files are skipped, broken YAML is a diagnostic,
/// scaffolding never overwrites or writes outside the workspace, edits carry versions.
final class NothingLostTests: XCTestCase {
    func testUnreadableAndSpecialFilesAreSkippedAndIndexingFinishes() throws {
        let workspace = try TestWorkspace()
        try workspace.write("Sources/Good.swift", SwiftSamples.viewModel("Good"))
        let sources = workspace.url("Sources").path
        XCTAssertEqual(mkfifo(sources + "/Blocked.swift", 0o644), 0, "a named pipe: reading it blocks forever")
        try FileManager.default.createSymbolicLink(atPath: sources + "/Zero.swift", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(
            atPath: sources + "/Loop.swift", withDestinationPath: sources + "/Loop.swift")
        try FileManager.default.createSymbolicLink(
            atPath: sources + "/Dangling.swift", withDestinationPath: sources + "/Nowhere.swift")
        try FileManager.default.createDirectory(atPath: sources + "/Folder.swift", withIntermediateDirectories: true)
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: sources + "/Latin1.swift"))
        try "struct Secret {}\n".write(toFile: sources + "/Secret.swift", atomically: true, encoding: .utf8)
        chmod(sources + "/Secret.swift", 0)
        try "rules: [\n".write(toFile: sources + "/.mvvm-lsp.yml", atomically: true, encoding: .utf8)

        let client = try BatchingClient(arguments: ["--test-hooks", "--log-level", "info"])
        try client.initialize(rootURI: workspace.rootURI)
        _ = poll(30) { client.stderr.contains("Indexed workspace folder") }
        XCTAssertTrue(client.stderr.contains("Indexed workspace folder"), "indexing must finish:\n\(client.stderr)")
        for (name, reason) in [
            ("Blocked.swift", "not a regular file"), ("Zero.swift", "not a regular file"),
            ("Latin1.swift", "not UTF-8 text"), ("Dangling.swift", "No such file or directory"),
            ("Loop.swift", "Too many levels of symbolic links"),
        ] {
            XCTAssertTrue(
                client.stderr.contains("\(sources)/\(name): \(reason)"), "\(name) is reported:\n\(client.stderr)")
        }
        let symbols = try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Good"))
        XCTAssertTrue(symbols.contains { $0.name == "GoodView" }, "\(symbols)")
        // Closing a document whose path is a pipe or a device reads nothing from it.
        for name in ["Blocked.swift", "Zero.swift"] {
            let uri = workspace.uri("Sources/\(name)")
            client.notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: "x"))
            client.notify(
                DidCloseTextDocumentNotification.self,
                DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)))
        }
        try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Good"), timeout: 10)
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }

    /// Files and folders the user may not read are skipped and named, with the system's reason,
    /// by `check` (on standard error) and by the server's indexing (in its log); the readable
    /// files are still analysed. Run as an unprivileged user: root reads everything.
    func testPermissionErrorsAreReportedAndSkipped() throws {
        let launcher = try unprivilegedLauncher()
        let workspace = try TestWorkspace()
        // The observed-object rule runs in plain code with the strict profile.
        try workspace.write(".mvvm-lsp.yml", "plainProfile: strict\n")
        try workspace.write(
            "Sources/Good.swift",
            SwiftSamples.viewModel("Good") + """
                struct CreatingView: View {
                    @ObservedObject var viewModel = GoodViewModel()
                    var body: some View { Text(viewModel.title) }
                }

                """)
        try workspace.write("Sources/Secret.swift", "struct Secret {}\n")
        try workspace.write("Sources/Locked/Hidden.swift", "struct Hidden {}\n")
        try workspace.write("Sources/Strings.yml", "en:\n  title: Title\n")
        makeReadableByEveryone(workspace.root.deletingLastPathComponent())
        chmod(workspace.url("Sources/Secret.swift").path, 0)
        chmod(workspace.url("Sources/Strings.yml").path, 0)
        chmod(workspace.url("Sources/Locked").path, 0)

        let check = Process()
        check.executableURL = URL(fileURLWithPath: launcher[0])
        check.arguments = launcher.dropFirst() + [LSPTestClient.binaryURL.path, "check", workspace.root.path]
        let output = Pipe(), errors = Pipe()
        check.standardOutput = output
        check.standardError = errors
        try check.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0, stderr)
        for name in ["Sources/Locked", "Sources/Secret.swift", "Sources/Strings.yml"] {
            XCTAssertTrue(
                stderr.contains("warning: skipped \(workspace.url(name).path): Permission denied"),
                "\(name):\n\(stderr)")
        }
        XCTAssertTrue(stdout.contains("mvvm/observed-object-created-in-view"), stdout)

        let client = try BatchingClient(arguments: ["--log-level", "info"], launcher: launcher)
        try client.initialize(rootURI: workspace.rootURI)
        _ = poll(30) { client.stderr.contains("Indexed workspace folder") }
        let log = client.stderr
        XCTAssertTrue(log.contains("Skipped 3 unreadable file(s) or folder(s)"), log)
        XCTAssertTrue(log.contains("\(workspace.url("Sources/Secret.swift").path): Permission denied"), log)
        let symbols = try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Creating"))
        XCTAssertEqual(symbols.map(\.name), ["CreatingView"])
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }

    /// A command prefix that runs a program as `nobody` when the tests run as root, or nothing.
    private func unprivilegedLauncher() throws -> [String] {
        guard getuid() == 0 else { return ["/usr/bin/env"] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw XCTSkip("running as root without setpriv: permissions cannot be denied")
        }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    /// Lets other users into `folder` and everything in it (temporary folders are private).
    private func makeReadableByEveryone(_ folder: URL) {
        chmod(folder.path, 0o755)
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)
            ?? FileManager.DirectoryEnumerator()
        {
            chmod(folder.appendingPathComponent(path).path, 0o755)
        }
    }

    func testBrokenYAMLIsADiagnosticNeverACrash() throws {
        let workspace = try TestWorkspace()
        try workspace.write("Sources/Good.swift", SwiftSamples.viewModel("Good"))
        let client = try BatchingClient()
        try client.initialize(rootURI: workspace.rootURI)
        let configuration = workspace.uri(".mvvm-lsp.yml")
        let broken = [
            "rules: [\n", "convention: [1, 2\n", "rules:\n  mvvm/hardcoded-text: sometimes\n", "\u{0}\u{1}: :\n",
            String(repeating: "[", count: 10_000) + "\n", String(repeating: "- ", count: 5_000) + "x\n",
            "a: &a [*a]\n", String(repeating: "k: {", count: 2_000) + "\n",
        ]
        for (index, text) in broken.enumerated() {
            let version = index + 1
            if index == 0 {
                client.notify(
                    DidOpenTextDocumentNotification.self,
                    DidOpenTextDocumentParams(configuration, language: "yaml", text: text))
            } else {
                client.notify(
                    DidChangeTextDocumentNotification.self,
                    DidChangeTextDocumentParams(configuration, version: version, replacingWith: text))
            }
            let diagnostics = try client.notification(PublishDiagnosticsNotification.self) {
                $0.uri == configuration && $0.version == version
            }.diagnostics
            XCTAssertEqual(diagnostics.first?.code, "configuration", "\(text.prefix(40)): \(diagnostics)")
        }
        for (index, text) in broken.enumerated() where index != 2 { // index 2 is valid YAML, just not a configuration
            let uri = workspace.uri("Sources/Localizations/Broken\(index).yml")
            client.notify(
                DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, language: "yaml", text: text))
            let diagnostics = try client.notification(PublishDiagnosticsNotification.self) {
                $0.uri == uri && $0.version == 1
            }.diagnostics
            XCTAssertTrue(
                diagnostics.first?.message.hasPrefix("Localization file is not valid YAML") == true,
                "\(text.prefix(40)): \(diagnostics)")
        }
        try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Good"), timeout: 60)
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testCodeActionEditsCarryTheCurrentVersion() throws {
        let workspace = try TestWorkspace()
        try workspace.write(".mvvm-lsp.yml", "plainProfile: strict\n")
        let client = try BatchingClient()
        try client.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "workspace": ["workspaceEdit": ["documentChanges": true]]
            ]))
        let uri = workspace.uri("Sources/Orders/OrdersView.swift")
        var text =
            "import SwiftUI\n\nstruct OrdersView: View {\n    @ObservedObject var viewModel = OrdersViewModel()\n"
            + "    var body: some View { Text(\"Orders\") }\n}\n"
        client.notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: text))
        for version in 2...5 {
            text = "// edit \(version)\n" + text
            client.notify(
                DidChangeTextDocumentNotification.self,
                DidChangeTextDocumentParams(uri, version: version, replacingWith: text))
        }
        let diagnostics = try client.notification(PublishDiagnosticsNotification.self) {
            $0.uri == uri && $0.version == 5
        }.diagnostics
        XCTAssertFalse(diagnostics.isEmpty)
        let actions = try client.result(
            CodeActionRequest.self,
            CodeActionParams(
                textDocument: TextDocumentIdentifier(uri: uri),
                range: Range(start: .documentStart, end: text.endPosition),
                context: CodeActionContext(diagnostics: diagnostics)))
        let documentEdits = actions.flatMap { $0.edit?.documentChanges ?? [] }.compactMap {
            change -> TextDocumentEdit? in
            if case .edit(let edit) = change { return edit }
            return nil
        }
        XCTAssertFalse(documentEdits.isEmpty, "\(actions.map(\.title))")
        for edit in documentEdits {
            XCTAssertEqual(edit.textDocument.version, 5, "a stale edit must be refusable: \(edit)")
        }
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testConcurrentScaffoldsOfOneNameProduceOneSetOfFiles() throws {
        let workspace = try TestWorkspace()
        try workspace.write(".mvvm-lsp.yml", "convention: contract\n")
        let client = try BatchingClient()
        try client.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "workspace": [
                    "applyEdit": true, "workspaceEdit": ["documentChanges": true, "resourceOperations": ["create"]],
                ]
            ]))
        let ids = (0..<6).map { _ in
            client.sendRequest(
                ExecuteCommandRequest.self,
                ExecuteCommandParams(
                    command: "mvvm.scaffold", arguments: [["name": "Orders", "convention": "contract"]]), flush: false)
        }
        client.flush()
        let applyEdits = { client.serverRequests(ApplyWorkspaceEditRequest.self) }
        XCTAssertTrue(poll(30) { !applyEdits().isEmpty && client.answeredCount(ids) >= ids.count - 1 })
        let edits = applyEdits()
        let refused = ids.compactMap { client.storedResponse($0) }
        XCTAssertEqual(edits.count, 1, "one set of files")
        XCTAssertEqual(refused.count, ids.count - 1)
        XCTAssertTrue(refused.allSatisfy { $0.errorMessage?.contains("exist already") == true }, "\(refused)")
        // Every created file is new (overwrite false) and inside the workspace.
        let creates = (edits[0].params.edit.documentChanges ?? []).compactMap {
            change -> (DocumentURI, FileOperationOptions?)? in
            if case .create(let uri, let options) = change { return (uri, options) }
            return nil
        }
        XCTAssertFalse(creates.isEmpty)
        for (uri, options) in creates {
            XCTAssertNotEqual(options?.overwrite, true, uri)
            XCTAssertTrue(uri.hasPrefix(workspace.rootURI), uri)
        }
        // The one request still waiting is the one whose edit is out; find it before answering
        // the edit, after which its own answer may arrive at any moment.
        let first = try XCTUnwrap(ids.first { id in client.storedResponse(id) == nil })
        client.reply(to: edits[0], with: ApplyWorkspaceEditResult(applied: true))
        XCTAssertEqual(try client.response(to: first).result?["applied"]?.boolValue, true)
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testScaffoldCommandNeverWritesThroughASymlinkOutsideTheWorkspace() throws {
        let workspace = try TestWorkspace()
        let outside = try TestWorkspace(named: "outside")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.url("Sources").path, withDestinationPath: outside.root.path)
        let run = Process()
        run.executableURL = LSPTestClient.binaryURL
        run.arguments = ["scaffold", "Orders", "--convention", "contract", "--root", workspace.root.path]
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(outside.allFiles, [], "files were written outside the workspace through a symlink")
        XCTAssertNotEqual(run.terminationStatus, 0)
    }
}

/// Polls `condition` every 10 ms until it holds or `timeout` passes; returns whether it held.
func poll(_ timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        usleep(10_000)
    }
    return true
}

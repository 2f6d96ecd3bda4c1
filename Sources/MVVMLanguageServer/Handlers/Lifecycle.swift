import Foundation
import LanguageServerProtocol
import MVVMOperations
import MVVMAnalyzerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LanguageServer {
    /// `initialize`: negotiates the position encoding and trace level, and advertises exactly
    /// what the server implements.
    func initialize(_ params: InitializeParams) async throws -> InitializeResult {
        let offered = params.capabilities.general?.positionEncodings ?? []
        let encoding: PositionEncodingKind = offered.contains(.utf8) ? .utf8 : .utf16
        state.withLock { state in
            state.positionEncoding = encoding
            state.trace = params.trace ?? .off
            state.clientCapabilities = params.capabilities
        }
        let pullsDiagnostics = params.capabilities.textDocument?.diagnostic != nil
        diagnosticsDelivery.mode =
            pullsDiagnostics
            ? .pull(refresh: params.capabilities.workspace?.diagnostics?.refreshSupport ?? false) : .push
        _ = analysis.addRoots(Self.workspaceRoots(params)) // errors are reported once the folders are read
        if let settings = params.initializationOptions, settings != .null {
            applyEditorSettings(settings["mvvm-lsp"] ?? settings)
        }
        if let processID = params.processId {
            watchClientProcess(processID)
        }
        logger.forwardToClient { [weak self] level, text in
            self?.notify(LogMessageNotification.self, MessageParams(type: level.messageType, message: text))
        }
        let client = params.clientInfo.map { "\($0.name) \($0.version ?? "")" } ?? "an unnamed client"
        logger.info("Initialized by \(client); positions in \(encoding.rawValue)")
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding,
                textDocumentSync: TextDocumentSyncOptions(
                    openClose: true, change: .incremental,
                    save: TextDocumentSyncOptions.SaveOptions(includeText: false)),
                diagnosticProvider: pullsDiagnostics
                    ? DiagnosticOptions(interFileDependencies: true, workspaceDiagnostics: true) : nil,
                codeActionProvider: CodeActionOptions(codeActionKinds: [
                    .quickFix, .sourceFixAllMVVM, .refactorScaffoldMVVM,
                ]),
                codeLensProvider: CodeLensOptions(resolveProvider: true),
                definitionProvider: true,
                referencesProvider: true,
                hoverProvider: true,
                documentSymbolProvider: true,
                workspaceSymbolProvider: true,
                renameProvider: RenameOptions(prepareProvider: true),
                executeCommandProvider: ExecuteCommandOptions(commands: MVVMCommand.all),
                workspace: WorkspaceCapabilities(
                    workspaceFolders: .init(supported: true, changeNotifications: true),
                    fileOperations: .init(willRename: .init(filters: [.init(glob: "**/*.swift")]))),
                experimental: .object(["matchingFileProvider": .bool(true)])),
            serverInfo: InitializeResult.ServerInfo(name: ServerIdentity.name, version: ServerIdentity.version))
    }

    /// `initialized`: the client is ready. File watchers are registered when the client allows
    /// it, and the workspace folders are read from disk in the background; open documents get
    /// diagnostics meanwhile and again once the whole workspace is known.
    func initialized(_ params: EmptyParams) async {
        if state.withLock({ $0.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration }) == true {
            let watchers: JSONValue = .object([
                "watchers": .array(
                    ["**/*.swift", "**/*.yml", "**/*.yaml", "**/" + Baseline.conventionalFileName]
                        .map { .object(["globPattern": .string($0)]) })
            ])
            sendRequest(
                RegisterCapabilityRequest.self,
                RegistrationParams(registrations: [
                    Registration(
                        id: "mvvm-lsp-file-watchers", method: DidChangeWatchedFilesNotification.method,
                        registerOptions: watchers)
                ]))
        }
        // The folders the client named, taken now: a document opened meanwhile outside every
        // project adds its own folder as a root, which is never to be read as a workspace.
        let folders = analysis.rootPaths.filter { analysis.workspaceFolder(containing: $0 + "/.") == $0 }
        Task.detached { [self] in await indexWorkspaceFolders(folders) }
    }

    /// Reads every workspace folder, reporting `$/progress` when the client supports it, then
    /// brings diagnostics up to date, asks the client for its code lenses again
    /// (`workspace/codeLens/refresh`, when it supports that) and says `mvvm/indexReady` for each
    /// folder (clients without lens refresh refresh on it).
    func indexWorkspaceFolders(_ roots: [String]) async {
        let progress = roots.isEmpty ? nil : await IndexingProgress.start(server: self)
        for root in roots {
            let openTexts = {
                Dictionary(
                    self.documents.all.compactMap { document in
                        FileURI.path(of: document.uri).map { ($0, document.text) }
                    }, uniquingKeysWith: { _, latest in latest })
            }
            let gate = documentWork
            let problems = analysis.load(
                root: root, openDocuments: openTexts,
                beforeEachFile: { gate.waitWhileDocumentWorkRuns() }
            ) { done, total in
                progress?.report(done: done, total: total, folder: root)
            }
            problems.configurationErrors.forEach(reportConfigurationError)
            reportUnreadable(problems.unreadablePaths)
            logger.info("Indexed workspace folder \(root)")
            if let report = analysis.conventionReport(root: root) { logger.info("Conventions of \(root):\n" + report) }
        }
        progress?.end()
        publishConfigurationDiagnostics()
        refreshDiagnosticsOfOpenDocuments()
        refreshCodeLenses()
        for root in roots {
            guard let files = analysis.fileCount(root: root) else { continue }
            notify(IndexReadyNotification.self, IndexReadyParams(root: FileURI.uri(ofFolder: root), files: files))
        }
    }

    /// Asks the client for its code lenses again (`workspace/codeLens/refresh`, when it
    /// supports that): after indexing, and when files appear or go, which changes pairing.
    func refreshCodeLenses() {
        if state.withLock({ $0.clientCapabilities.workspace?.codeLens?.refreshSupport }) == true {
            sendRequest(CodeLensRefreshRequest.self, EmptyParams())
        }
    }

    /// Logs the files and folders indexing skipped because it could not read them (the first
    /// few by name).
    private func reportUnreadable(_ unreadable: [UnreadablePath]) {
        guard !unreadable.isEmpty else { return }
        let shown = Self.unreadableReportLimit
        let more = unreadable.count > shown ? "; and \(unreadable.count - shown) more" : ""
        logger.warning(
            "Skipped \(unreadable.count) unreadable file(s) or folder(s): "
                + unreadable.prefix(shown).map(\.description).joined(separator: "; ") + more)
    }

    private static let unreadableReportLimit = 20

    /// The workspace folders' paths: `workspaceFolders`, else `rootUri`, else `rootPath`.
    private static func workspaceRoots(_ params: InitializeParams) -> [String] {
        if let folders = params.workspaceFolders, !folders.isEmpty {
            return folders.compactMap { FileURI.path(of: $0.uri) }
        }
        if let rootURI = params.rootUri, let path = FileURI.path(of: rootURI) { return [path] }
        return params.rootPath.map { [$0] } ?? []
    }

    /// `shutdown`: answered once all earlier work is done (it is a scheduling barrier).
    func shutdown(_ params: EmptyParams) async throws -> NullResult {
        logger.info("Shutting down")
        return NullResult()
    }

    /// Polls the client process and calls `onClientProcessDeath` once it is gone. A thread of its
    /// own, not a task: busy handlers may hold every thread of the cooperative pool.
    private func watchClientProcess(_ processID: Int) {
        let onDeath = options.onClientProcessDeath
        let logger = logger
        guard let processID = pid_t(exactly: processID), processID > 0 else {
            return logger.warning("Ignored processId \(processID): not a process id")
        }
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 0.3)
                if kill(processID, 0) == -1, errno == ESRCH {
                    logger.warning("Client process \(processID) has exited; exiting too")
                    onDeath()
                    return
                }
            }
        }
    }
}

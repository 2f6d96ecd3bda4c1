import LanguageServerProtocol

extension HandlerRegistry {
    /// Every method the server handles, with its handler. Start here to find the code behind
    /// any LSP method.
    static func standard(includingTestHooks: Bool) -> HandlerRegistry {
        var registry = HandlerRegistry()
        // Lifecycle — Handlers/Lifecycle.swift
        registry.register(
            InitializeRequest.self, scheduling: { _ in .barrier }, handler: { try await $0.initialize($1) })
        registry.register(
            InitializedNotification.self, scheduling: { _ in .barrier }, handler: { await $0.initialized($1) })
        registry.register(ShutdownRequest.self, scheduling: { _ in .barrier }, handler: { try await $0.shutdown($1) })
        // Text synchronization — Handlers/TextSynchronization.swift
        registry.register(
            DidOpenTextDocumentNotification.self, scheduling: { .documentUpdate($0.documentURI) },
            handler: { await $0.didOpen($1) })
        registry.register(
            DidChangeTextDocumentNotification.self, scheduling: { .documentUpdate($0.documentURI) },
            handler: { await $0.didChange($1) })
        registry.register(
            DidCloseTextDocumentNotification.self, scheduling: { .documentUpdate($0.documentURI) },
            handler: { await $0.didClose($1) })
        registry.register(
            DidSaveTextDocumentNotification.self, scheduling: { .documentUpdate($0.documentURI) },
            handler: { await $0.didSave($1) })
        // Diagnostics — Handlers/PullDiagnostics.swift (push: Diagnostics/DiagnosticsPublishing.swift)
        registry.register(DocumentDiagnosticRequest.self, handler: { try await $0.documentDiagnostic($1) })
        registry.register(WorkspaceDiagnosticRequest.self, handler: { try await $0.workspaceDiagnostic($1) })
        // Code actions — Handlers/CodeActions.swift
        registry.register(CodeActionRequest.self, handler: { try await $0.codeActions($1) })
        // Navigation — Handlers/Navigation.swift, Symbols.swift, CodeLenses.swift, Commands.swift
        registry.register(MatchingFileRequest.self, handler: { try await $0.matchingFile($1) })
        registry.register(DefinitionRequest.self, handler: { try await $0.definition($1) })
        registry.register(
            ReferencesRequest.self, scheduling: { _ in .workspaceRequest },
            handler: { try await $0.references($1) })
        registry.register(HoverRequest.self, handler: { try await $0.hover($1) })
        registry.register(DocumentSymbolRequest.self, handler: { try await $0.documentSymbols($1) })
        registry.register(WorkspaceSymbolRequest.self, handler: { try await $0.workspaceSymbols($1) })
        registry.register(CodeLensRequest.self, handler: { try await $0.codeLenses($1) })
        registry.register(
            CodeLensResolveRequest.self, scheduling: { _ in .workspaceRequest },
            handler: { try await $0.resolveCodeLens($1) })
        registry.register(ExecuteCommandRequest.self, handler: { try await $0.executeCommand($1) })
        // Status — Handlers/Status.swift
        registry.register(StatusRequest.self, scheduling: { _ in .freestanding }, handler: { try await $0.status($1) })
        // Rename — Handlers/Rename.swift
        registry.register(PrepareRenameRequest.self, handler: { try await $0.prepareRename($1) })
        registry.register(
            RenameRequest.self, scheduling: { _ in .workspaceRequest }, handler: { try await $0.rename($1) })
        registry.register(
            WillRenameFilesRequest.self, scheduling: { _ in .workspaceRequest },
            handler: { try await $0.willRenameFiles($1) })
        // Workspace — Handlers/WorkspaceNotifications.swift
        registry.register(
            DidChangeConfigurationNotification.self, scheduling: { _ in .barrier },
            handler: { await $0.didChangeConfiguration($1) })
        registry.register(
            DidChangeWatchedFilesNotification.self, scheduling: { _ in .barrier },
            handler: { await $0.didChangeWatchedFiles($1) })
        registry.register(
            DidChangeWorkspaceFoldersNotification.self, scheduling: { _ in .barrier },
            handler: { await $0.didChangeWorkspaceFolders($1) })
        // Protocol housekeeping — Handlers/Housekeeping.swift
        registry.registerImmediate(CancelRequestNotification.self, handler: { $0.cancelRequest($1) })
        registry.registerImmediate(SetTraceNotification.self, handler: { $0.setTrace($1) })
        #if MVVM_LSP_TEST_HOOKS
        if includingTestHooks {
            // Test-only requests, debug builds only — Handlers/TestHooks.swift
            registry.register(
                TestSleepRequest.self, scheduling: { _ in .freestanding }, handler: { try await $0.testSleep($1) })
            registry.register(TestDocumentStateRequest.self, handler: { try await $0.testDocumentState($1) })
            registry.register(
                TestInjectFaultRequest.self, scheduling: { _ in .freestanding },
                handler: { try await $0.testInjectFault($1) })
        }
        #endif
        return registry
    }
}

import Foundation
import LanguageServerProtocol
import MVVMGenerator
import MVVMOperations

/// The commands the server runs through `workspace/executeCommand`, in one table.
enum MVVMCommand {
    /// Arguments: `uri` and optionally a position `{line, character}`. Opens the best match
    /// with `window/showDocument`; answers the matches as `Location[]`.
    static let openMatchingFile = "mvvm.openMatchingFile"
    /// Argument: `{ name, convention?, kind?, hosting?, feature?, children?, uri? }` (`uri`, the
    /// current file, picks the workspace folder and where the files go: beside the screens
    /// nearest it; an empty file named like a new one is filled). Plans the screen and sends
    /// its files with `workspace/applyEdit`, then shows a summary and opens the view; answers
    /// `{ applied, files, helpers, main }` (`main`: the view). Refuses when a file exists, and a `uri` outside every workspace folder.
    static let scaffold = "mvvm.scaffold"
    /// Argument: `{ viewModel, uri }`. Creates the view of an existing view model (its kind
    /// inferred from the view model), like the "Create View" code action.
    static let createView = "mvvm.createView"
    /// Argument: `{ label, files, main? }` (URIs). Sent by the client after it applied a scaffold
    /// code action's edit: the server shows which files were created where and opens `main`.
    static let scaffoldDone = "mvvm.scaffoldDone"

    static let all = [openMatchingFile, scaffold, createView, scaffoldDone]
}

extension LanguageServer {
    /// `workspace/executeCommand`
    func executeCommand(_ params: ExecuteCommandParams) async throws -> JSONValue {
        switch params.command {
        case MVVMCommand.openMatchingFile:
            return try await openMatchingFile(params.arguments ?? [])
        case MVVMCommand.scaffold:
            return try await scaffold(params.arguments?.first ?? .null)
        case MVVMCommand.createView:
            return try await createView(params.arguments?.first ?? .null)
        case MVVMCommand.scaffoldDone:
            return try scaffoldDone(params.arguments?.first ?? .null)
        default:
            throw ResponseError.invalidParams(
                "Unknown command '\(params.command)'; known: \(MVVMCommand.all.joined(separator: ", "))")
        }
    }

    private func openMatchingFile(_ arguments: [JSONValue]) async throws -> JSONValue {
        guard case .string(let uri)? = arguments.first else {
            throw ResponseError.invalidParams(
                "\(MVVMCommand.openMatchingFile) takes the document URI as its first argument")
        }
        _ = try workspaceFolder(ofURI: uri, for: MVVMCommand.openMatchingFile)
        var position: Position?
        if arguments.count > 1, let line = arguments[1]["line"]?.clampedIntValue,
            let character = arguments[1]["character"]?.clampedIntValue
        {
            position = Position(line: line, character: character)
        }
        let matches = try await matchingFile(
            MatchingFileParams(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        guard let best = matches.first else {
            notify(
                ShowMessageNotification.self, MessageParams(type: .info, message: "No matching View or ViewModel found")
            )
            return .array([])
        }
        let supportsShowDocument = state.withLock { $0.clientCapabilities.window?.showDocument?.support } ?? false
        if supportsShowDocument {
            sendRequest(
                ShowDocumentRequest.self, ShowDocumentParams(uri: best.uri, takeFocus: true, selection: best.range))
        } else {
            notify(
                ShowMessageNotification.self,
                MessageParams(
                    type: .info,
                    message: "Matching file: \(FileURI.path(of: best.uri) ?? best.uri):\(best.range.start.line + 1)"))
        }
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(matches))
        return encoded
    }
}

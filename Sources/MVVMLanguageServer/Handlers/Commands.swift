import Foundation
import LanguageServerProtocol

/// The commands the server runs through `workspace/executeCommand`, in one table.
enum MVVMCommand {
    /// Arguments: `uri` and optionally a position `{line, character}`. Opens the best match
    /// with `window/showDocument`; answers the matches as `Location[]`.
    static let openMatchingFile = "mvvm.openMatchingFile"

    static let all = [openMatchingFile]
}

extension LanguageServer {
    /// `workspace/executeCommand`
    func executeCommand(_ params: ExecuteCommandParams) async throws -> JSONValue {
        switch params.command {
        case MVVMCommand.openMatchingFile:
            return try await openMatchingFile(params.arguments ?? [])
        default:
            throw ResponseError.invalidParams("Unknown command '\(params.command)'; known: \(MVVMCommand.all.joined(separator: ", "))")
        }
    }

    private func openMatchingFile(_ arguments: [JSONValue]) async throws -> JSONValue {
        guard case .string(let uri)? = arguments.first else {
            throw ResponseError.invalidParams("\(MVVMCommand.openMatchingFile) takes the document URI as its first argument")
        }
        var position: Position?
        if arguments.count > 1, let line = arguments[1]["line"]?.clampedIntValue,
           let character = arguments[1]["character"]?.clampedIntValue {
            position = Position(line: line, character: character)
        }
        let matches = try await matchingFile(MatchingFileParams(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        guard let best = matches.first else {
            notify(ShowMessageNotification.self, MessageParams(type: .info, message: "No matching View or ViewModel found"))
            return .array([])
        }
        let supportsShowDocument = state.withLock { $0.clientCapabilities.window?.showDocument?.support } ?? false
        if supportsShowDocument {
            sendRequest(ShowDocumentRequest.self, ShowDocumentParams(uri: best.uri, takeFocus: true, selection: best.range))
        } else {
            notify(ShowMessageNotification.self, MessageParams(
                type: .info, message: "Matching file: \(FileURI.path(of: best.uri) ?? best.uri):\(best.range.start.line + 1)"))
        }
        let encoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(matches))
        return encoded
    }
}

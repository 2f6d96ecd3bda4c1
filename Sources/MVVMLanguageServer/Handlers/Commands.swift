import Foundation
import LanguageServerProtocol
import MVVMGenerator
import MVVMOperations

/// The commands the server runs through `workspace/executeCommand`, in one table.
enum MVVMCommand {
    /// Arguments: `uri` and optionally a position `{line, character}`. Opens the best match
    /// with `window/showDocument`; answers the matches as `Location[]`.
    static let openMatchingFile = "mvvm.openMatchingFile"
    /// Argument: `{ name, convention?, kind?, hosting?, feature?, children?, uri? }` (`uri` picks the
    /// workspace folder). Plans the screen and sends its files with `workspace/applyEdit`;
    /// answers `{ applied, files }`. Refuses when a file exists.
    static let scaffold = "mvvm.scaffold"
    /// Argument: `{ viewModel, uri }`. Creates the view of an existing view model (its kind
    /// inferred from the view model), like the "Create View" code action.
    static let createView = "mvvm.createView"

    static let all = [openMatchingFile, scaffold, createView]
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

extension LanguageServer {
    private func scaffold(_ argument: JSONValue) async throws -> JSONValue {
        guard let name = argument["name"]?.stringValue else {
            throw ResponseError.invalidParams(
                "\(MVVMCommand.scaffold) takes { name, convention?, kind?, hosting?, feature?, children?, listChildren?, loadingState?, request?, cases?, fields?, fosmvvmVersion?, verb?, forceName?, uri? }")
        }
        let builder = scaffoldBuilder(forArgument: argument)
        let plan: ScaffoldPlan
        do {
            let request = try builder.request(ScaffoldArguments(
                name: name, convention: argument["convention"]?.stringValue, kind: argument["kind"]?.stringValue,
                hosting: argument["hosting"]?.stringValue, feature: argument["feature"]?.stringValue,
                children: Self.strings(argument["children"]), listChildren: Self.strings(argument["listChildren"]),
                hasLoadingState: argument["loadingState"] == .bool(true), errorRequest: argument["request"]?.stringValue,
                resultCases: Self.strings(argument["cases"]), fields: Self.strings(argument["fields"]),
                fosmvvmVersion: argument["fosmvvmVersion"]?.stringValue, verb: argument["verb"]?.stringValue))
            plan = try builder.planner().plan(request, checkingNames: argument["forceName"] != .bool(true))
        } catch {
            throw ResponseError.invalidParams(error.description)
        }
        return try await apply(plan, root: builder.root, label: "Scaffold \(name)")
    }

    /// The strings of a JSON array argument; none when it is missing or not an array.
    private static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap(\.stringValue)
    }

    private func createView(_ argument: JSONValue) async throws -> JSONValue {
        guard let viewModel = argument["viewModel"]?.stringValue else {
            throw ResponseError.invalidParams("\(MVVMCommand.createView) takes { viewModel, uri }")
        }
        let builder = scaffoldBuilder(forArgument: argument)
        let plan: ScaffoldPlan
        do {
            plan = try builder.planner().planView(forViewModel: viewModel, options: builder.options).plan
        } catch {
            throw ResponseError.invalidParams(error.description)
        }
        return try await apply(plan, root: builder.root, label: "Create the view of \(viewModel)")
    }

    /// The builder for the workspace folder of the argument's `uri`, else the first folder.
    private func scaffoldBuilder(forArgument argument: JSONValue) -> ScaffoldRequestBuilder {
        if let uri = argument["uri"]?.stringValue, let path = FileURI.path(of: uri) {
            return scaffoldBuilder(forPath: path)
        }
        let root = analysis.rootPaths.first ?? FileManager.default.currentDirectoryPath
        return scaffoldBuilder(forPath: (root as NSString).appendingPathComponent(".mvvm-lsp.yml"))
    }

    /// Sends the plan's files to the client, refusing conflicts and claiming the paths so a
    /// concurrent scaffold of the same screen is refused too.
    private func apply(_ plan: ScaffoldPlan, root: String, label: String) async throws -> JSONValue {
        let paths = plan.files.map { (root as NSString).appendingPathComponent($0.path) }
        let claimed = scaffoldClaims.withLock { claims -> [String] in
            let taken = paths.filter { claims.contains($0) }
            if taken.isEmpty { claims.formUnion(paths) }
            return taken
        }
        let conflicts = plan.conflicts.map(\.path) + claimed
        guard conflicts.isEmpty else {
            throw ResponseError.requestFailed("Nothing was written: these files exist already: \(conflicts.joined(separator: ", "))")
        }
        let view = analysis.view(for: paths.first ?? (root as NSString).appendingPathComponent(".mvvm-lsp.yml"))
        let converter = AnalysisConverter(encoding: positionEncoding, snapshot: view.root.snapshot,
                                          clientURIs: openDocumentURIsByPath())
        let builder = workspaceEditBuilder(converter: converter)
        let changes = plan.workspaceChanges(root: root)
        guard let edit = builder.build(changes) else {
            scaffoldClaims.withLock { $0.subtract(paths) }
            throw ResponseError.requestFailed(builder.unsupportedReason(for: changes) ?? "The editor cannot apply this edit")
        }
        let result = await sendRequestAndWait(ApplyWorkspaceEditRequest.self, ApplyWorkspaceEditParams(label: label, edit: edit))
        let applied = (try? result.get())?["applied"] == .bool(true)
        if !applied { scaffoldClaims.withLock { $0.subtract(paths) } }
        return .object([
            "applied": .bool(applied), "files": .array(paths.map { .string(FileURI.uri(ofPath: $0)) }),
            "helpers": .array(plan.helpers.map { .string($0.summary) }),
        ])
    }
}

import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMOperations

extension LanguageServer {
    /// `mvvm.scaffold`: plans the screen beside the screens nearest the argument's `uri` and
    /// sends its files.
    func scaffold(_ argument: JSONValue) async throws -> JSONValue {
        guard let name = argument["name"]?.stringValue else {
            throw ResponseError.invalidParams(
                "\(MVVMCommand.scaffold) takes { name, convention?, kind?, hosting?, feature?, children?, listChildren?, loadingState?, request?, cases?, fields?, fosmvvmVersion?, verb?, forceName?, uri? }"
            )
        }
        let (builder, near) = try await indexedScaffoldBuilder(forArgument: argument, command: MVVMCommand.scaffold)
        let plan: ScaffoldPlan
        do {
            let request = try builder.request(
                ScaffoldArguments(
                    name: name, convention: ScaffoldConvention.parse(argument["convention"]?.stringValue),
                    kind: ViewKind.parse(argument["kind"]?.stringValue),
                    hosting: Hosting.parse(argument["hosting"]?.stringValue), feature: argument["feature"]?.stringValue,
                    children: Self.strings(argument["children"]), listChildren: Self.strings(argument["listChildren"]),
                    hasLoadingState: argument["loadingState"] == .bool(true),
                    errorRequest: argument["request"]?.stringValue,
                    resultCases: Self.strings(argument["cases"]), fields: Self.strings(argument["fields"]),
                    fosmvvmVersion: FOSMVVMVersion.parse(argument["fosmvvmVersion"]?.stringValue),
                    verb: RequestVerb.parse(argument["verb"]?.stringValue),
                    near: near))
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

    /// `mvvm.createView`: the view of an existing view model, beside the views of the screens
    /// nearest it.
    func createView(_ argument: JSONValue) async throws -> JSONValue {
        guard let viewModel = argument["viewModel"]?.stringValue else {
            throw ResponseError.invalidParams("\(MVVMCommand.createView) takes { viewModel, uri }")
        }
        let (builder, _) = try await indexedScaffoldBuilder(forArgument: argument, command: MVVMCommand.createView)
        let plan: ScaffoldPlan
        do {
            plan = try builder.planner().planView(forViewModel: viewModel, options: builder.options).plan
        } catch {
            throw ResponseError.invalidParams(error.description)
        }
        return try await apply(plan, root: builder.root, label: "Create the view of \(viewModel)")
    }

    /// `mvvm.scaffoldDone`: after the client applied a scaffold code action, the summary and
    /// the view opened, as after `mvvm.scaffold`.
    func scaffoldDone(_ argument: JSONValue) throws -> JSONValue {
        guard case .array(let values)? = argument["files"], let label = argument["label"]?.stringValue else {
            throw ResponseError.invalidParams("\(MVVMCommand.scaffoldDone) takes { label, files, main? }")
        }
        let paths = values.compactMap(\.stringValue).compactMap(FileURI.path(of:))
        guard let first = paths.first, let root = analysis.workspaceFolder(containing: first) else {
            throw ResponseError.invalidParams(
                "\(MVVMCommand.scaffoldDone): the files lie outside every workspace folder")
        }
        announce(label: label, paths: paths, root: root, main: argument["main"]?.stringValue.flatMap(FileURI.path(of:)))
        return .null
    }

    /// `scaffoldBuilder(forArgument:command:)` once its workspace folder is indexed (as long as
    /// navigation waits): where files go is learned from the screens, which must all be known.
    private func indexedScaffoldBuilder(forArgument argument: JSONValue, command: String) async throws
        -> (ScaffoldRequestBuilder, String?)
    {
        let (builder, near) = try scaffoldBuilder(forArgument: argument, command: command)
        let marker = RelativePath.joined(builder.root, ".mvvm-lsp.yml")
        guard await waitUntilIndexedAsNavigationDoes(marker) else {
            throw ResponseError.requestFailed("\(command): " + notIndexedReason(marker))
        }
        return (scaffoldBuilder(forPath: near ?? marker), near)
    }

    /// The builder for the workspace folder holding the argument's `uri`, and that file as the
    /// place to scaffold from; without a `uri`, the first workspace folder. A `uri` outside every
    /// workspace folder, or no folder at all, is refused: no edit leaves the workspace.
    private func scaffoldBuilder(forArgument argument: JSONValue, command: String) throws -> (
        ScaffoldRequestBuilder, String?
    ) {
        if let uri = argument["uri"]?.stringValue {
            let (_, path) = try workspaceFolder(ofURI: uri, for: command)
            return (scaffoldBuilder(forPath: path), path)
        }
        guard let root = analysis.rootPaths.first(where: { analysis.workspaceFolder(containing: $0 + "/.") == $0 })
        else {
            throw ResponseError.invalidParams(
                "\(command): the server has no workspace folder to write to; pass the current file's uri")
        }
        return (scaffoldBuilder(forPath: RelativePath.joined(root, ".mvvm-lsp.yml")), nil)
    }

    /// The workspace folder holding the file at `uri`, and its path; refused with a message
    /// naming `command` when the uri is no file or lies outside every workspace folder.
    func workspaceFolder(ofURI uri: DocumentURI, for command: String) throws -> (root: String, path: String) {
        guard let path = FileURI.path(of: uri) else {
            throw ResponseError.invalidParams("\(command): '\(uri)' is no file URI")
        }
        guard let root = analysis.workspaceFolder(containing: path) else {
            throw ResponseError.invalidParams(
                "\(command): \(path) is outside every workspace folder; nothing is planned there")
        }
        return (root, path)
    }

    /// Sends the plan's files to the client, filling the files the user created empty for them,
    /// refusing any other file that exists and claiming the paths so a concurrent scaffold of the
    /// same screen is refused too; once applied, says which files were made and opens the view.
    private func apply(_ plan: ScaffoldPlan, root: String, label: String) async throws -> JSONValue {
        let snapshot = analysis.view(for: RelativePath.joined(root, ".mvvm-lsp.yml")).root.snapshot
        let empty = Set(
            plan.conflicts.map { RelativePath.joined(root, $0.path) }.filter { isEmptyFile($0, in: snapshot) })
        let paths = plan.files.map { RelativePath.joined(root, $0.path) } + empty.sorted()
        let claimed = scaffoldClaims.withLock { claims -> [String] in
            let taken = paths.filter { claims.contains($0) }
            if taken.isEmpty { claims.formUnion(paths) }
            return taken
        }
        let conflicts = plan.conflicts.map(\.path).filter { !empty.contains(RelativePath.joined(root, $0)) } + claimed
        guard conflicts.isEmpty else {
            if claimed.isEmpty { scaffoldClaims.withLock { $0.subtract(paths) } }
            throw ResponseError.requestFailed(
                "Nothing was written: these files exist already: \(conflicts.joined(separator: ", "))")
        }
        let converter = AnalysisConverter(
            encoding: positionEncoding, snapshot: snapshot, clientURIs: openDocumentURIsByPath())
        let builder = workspaceEditBuilder(converter: converter)
        let changes = plan.workspaceChanges(root: root, fillingEmptyFiles: empty)
        guard let edit = builder.build(changes) else {
            scaffoldClaims.withLock { $0.subtract(paths) }
            throw ResponseError.requestFailed(
                builder.unsupportedReason(for: changes) ?? "The editor cannot apply this edit")
        }
        let result = await sendRequestAndWait(
            ApplyWorkspaceEditRequest.self, ApplyWorkspaceEditParams(label: label, edit: edit))
        let applied = (try? result.get())?["applied"] == .bool(true)
        if applied {
            announce(label: label, paths: paths, root: root, main: plan.mainFile.map { RelativePath.joined(root, $0) })
        } else {
            scaffoldClaims.withLock { $0.subtract(paths) }
        }
        var answer: [String: JSONValue] = [
            "applied": .bool(applied), "files": .array(paths.map { .string(FileURI.uri(ofPath: $0)) }),
            "helpers": .array(plan.helpers.map { .string($0.summary) }),
        ]
        if let main = plan.mainFile { answer["main"] = .string(FileURI.uri(ofPath: RelativePath.joined(root, main))) }
        return .object(answer)
    }

    /// Opens `main` (the view) with `window/showDocument` where the client can, then shows which
    /// files a scaffold made, where (`window/showMessage`): in that order, so that a client showing
    /// the message beside the cursor shows it in the view.
    func announce(label: String, paths: [String], root: String, main: String?) {
        let supportsShowDocument = state.withLock { $0.clientCapabilities.window?.showDocument?.support } ?? false
        if supportsShowDocument, let main {
            sendRequest(ShowDocumentRequest.self, ShowDocumentParams(uri: FileURI.uri(ofPath: main), takeFocus: true))
        }
        notify(
            ShowMessageNotification.self,
            MessageParams(type: .info, message: ScaffoldSummary(label: label, paths: paths, root: root).text))
    }

    /// Whether the file holds nothing but white space (in the editor's buffer, else on disk).
    func isEmptyFile(_ path: String, in snapshot: WorkspaceSnapshot) -> Bool {
        let text = snapshot.sourceFiles[path]?.text ?? (try? String(contentsOfFile: path, encoding: .utf8))
        return text?.allSatisfy(\.isWhitespace) ?? false
    }
}

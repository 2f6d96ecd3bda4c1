import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMOperations
import MVVMRules

extension LanguageServer {
    /// The scaffolding context of a file: its workspace root, snapshot and configuration.
    func scaffoldBuilder(forPath path: String) -> ScaffoldRequestBuilder {
        let view = analysis.view(for: path)
        return ScaffoldRequestBuilder(
            root: view.root.snapshot.root, snapshot: view.root.snapshot,
            configuration: view.root.configuration.resolved(forFile: path))
    }

    /// `refactor.mvvm.scaffold` actions for the cursor: "Create `XView`" on a view model no view
    /// renders, "Create view-model tests" on a FOSMVVM view model without them, "Create
    /// `XViewModel`" on a view without one, and "Scaffold X ViewModel + View"
    /// on an undeclared `XView`/`XViewModel` reference or in an empty `XView.swift` /
    /// `XViewModel.swift`; in a FOSMVVM workspace, "Scaffold `XCreateRequest` …" on an
    /// undeclared verb request.
    func scaffoldCodeActions(_ context: NavigationContext, range: ByteRange) -> [CodeAction] {
        // A file outside every workspace folder gets no scaffold: its files would land there too.
        // Before the folder is indexed, where files go (beside the nearest screens) is not known.
        guard let file = context.file, analysis.workspaceFolder(containing: context.path) != nil,
            analysis.isIndexed(context.path)
        else { return [] }
        let builder = scaffoldBuilder(forPath: context.path)
        let edits = workspaceEditBuilder(converter: context.converter)
        var actions: [CodeAction] = []

        /// A scaffold refused for its names is shown disabled with the reason, where the client can.
        func refuse(_ title: String, _ error: ScaffoldError) {
            guard error.isOverridableNameRefusal, supportsDisabledCodeActions else { return }
            actions.append(
                CodeAction(title: title, kind: .refactorScaffoldMVVM, disabled: .init(reason: error.description)))
        }

        /// The action creating `changes`; once the client applied it, `mvvm.scaffoldDone` shows
        /// what was made and opens the view.
        func add(_ title: String, _ changes: [WorkspaceChange], main: String?) {
            guard !changes.isEmpty else { return }
            if let edit = edits.build(changes) {
                let files = changes.map { change -> String in
                    switch change {
                    case .create(let path, _), .edit(let path, _): path
                    case .rename(_, let to): to
                    }
                }
                let done = Command(
                    title: title, command: MVVMCommand.scaffoldDone,
                    arguments: [
                        .object([
                            "label": .string(title), "files": .array(files.map { .string(FileURI.uri(ofPath: $0)) }),
                            "main": main.map { .string(FileURI.uri(ofPath: RelativePath.joined(builder.root, $0))) }
                                ?? .null,
                        ])
                    ])
                actions.append(CodeAction(title: title, kind: .refactorScaffoldMVVM, edit: edit, command: done))
            } else if supportsDisabledCodeActions, let reason = edits.unsupportedReason(for: changes) {
                actions.append(CodeAction(title: title, kind: .refactorScaffoldMVVM, disabled: .init(reason: reason)))
            }
        }

        // "Create the missing half" is offered on the type's name, not anywhere in its body.
        let types = file.facts.types.filter {
            !$0.isExtension && $0.nameRange.start <= range.end && range.start <= $0.nameRange.end
        }
        for type in types {
            if type.isViewModel,
                context.snapshot.views(renderingViewModelOrItsContracts: type, in: context.path).isEmpty
            {
                do {
                    let inferred = try builder.planner().planView(
                        forViewModel: type.qualifiedName, options: builder.options)
                    if !inferred.plan.hasConflicts, let view = inferred.plan.files.first {
                        add(
                            "Create `\(Self.typeName(ofFile: view.path))`",
                            inferred.plan.workspaceChanges(root: builder.root),
                            main: view.path)
                    }
                } catch {
                    logger.debug("No scaffold offered: \(error.description)")
                    refuse("Create a view for `\(type.name)`", error)
                }
            }
            if type.isViewModel, let action = viewModelTestsAction(for: type, builder: builder, in: context) {
                add(action.title, action.changes, main: action.main)
            }
            if type.isView, type.parentName == nil,
                context.snapshot.viewModelCandidates(for: type, in: context.path).allSatisfy({ $0.declaration == nil }),
                let request = try? builder.request(
                    ScaffoldArguments(name: TypeName.featureName(ofView: type.name), near: context.path)),
                var plan = try? builder.planner().plan(request, checkingNames: false)
            {
                // The view exists: neither it nor the helpers only a view calls are written; the
                // names of the rest are then checked.
                plan.files.removeAll { $0.role == .view || $0.role == .support }
                plan.conflicts.removeAll { $0.role == .view || $0.role == .support }
                plan.helpers = []
                let title = "Create `\(request.name)ViewModel` for `\(type.name)`"
                do {
                    try builder.planner().checkNames(of: plan)
                    if !plan.hasConflicts { add(title, plan.workspaceChanges(root: builder.root), main: plan.mainFile) }
                } catch {
                    refuse(title, error)
                }
            }
        }

        let stem = ((context.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var missing: String?
        if file.text.allSatisfy(\.isWhitespace), stem.hasSuffix("View") || stem.hasSuffix("ViewModel") {
            missing = stem
        } else if case .type(let name, _)? = context.symbol, name.hasSuffix("View") || name.hasSuffix("ViewModel"),
            context.snapshot.declaration(of: name) == nil
        {
            missing = name
        }
        if case .type(let name, _)? = context.symbol, name.hasSuffix("Request"),
            context.snapshot.declaration(of: name) == nil,
            let action = requestAction(named: name, builder: builder)
        {
            add(action.title, action.changes, main: action.main)
        }
        if let missing, let convention = try? builder.convention(nil, near: context.path) {
            for kind in ViewKind.kinds(for: convention) where kind != .container {
                guard
                    let request = try? builder.request(
                        ScaffoldArguments(
                            name: missing, convention: convention, kind: kind, near: context.path))
                else { continue }
                let title =
                    "Scaffold \(request.name) ViewModel + View (\(Self.styleLabel(of: request, builder: builder)))"
                let plan: ScaffoldPlan
                do {
                    plan = try builder.planner().plan(request)
                } catch {
                    // The names are the same for every kind: one disabled action says why.
                    refuse("Scaffold \(request.name) ViewModel + View", error)
                    break
                }
                // Files the user created empty for this screen are filled in; any other file in
                // the way means the screen exists.
                let empty = Set(
                    plan.conflicts.map { (builder.root as NSString).appendingPathComponent($0.path) }
                        .filter { isEmptyFile($0, in: context.snapshot) })
                guard plan.conflicts.count == empty.count else { continue }
                add(title, plan.workspaceChanges(root: builder.root, fillingEmptyFiles: empty), main: plan.mainFile)
            }
        }
        return actions
    }

    /// "Create view-model tests `XViewModelTests`" on a FOSMVVM view model of app code that no
    /// test mentions (`XViewModel.self` in a test target) and whose suite is not declared: the
    /// `viewmodel-test` scaffold, offered only when none of its files exists.
    private func viewModelTestsAction(
        for type: TypeFact, builder: ScaffoldRequestBuilder, in context: NavigationContext
    ) -> (title: String, changes: [WorkspaceChange], main: String?)? {
        let snapshot = context.snapshot
        guard snapshot.modules.placement(ofFile: context.path).kind != .tests else { return nil }
        let mention = type.name + ".self"
        // Test files naming the type (by their identifier digests) before any text is decoded.
        let tested = snapshot.files(naming: type.name).contains { file in
            snapshot.modules.placement(ofFile: file.path).kind == .tests && file.text.contains(mention)
        }
        guard !tested,
            let request = try? builder.request(
                ScaffoldArguments(
                    name: type.name, convention: .fosmvvm, kind: .viewModelTest)),
            let plan = try? builder.planner().plan(request), !plan.hasConflicts,
            let file = plan.files.first
        else { return nil }
        return (
            "Create view-model tests `\(Self.typeName(ofFile: file.path))`", plan.workspaceChanges(root: builder.root),
            file.path
        )
    }

    /// "Scaffold `IdeaCreateRequest` with its controller and tests" on an undeclared reference
    /// to a noun-first verb request of a FOSMVVM workspace: the `request` scaffold, whose verb is
    /// the end of the name (a name naming none, or verb-first, gets nothing).
    private func requestAction(named name: String, builder: ScaffoldRequestBuilder) -> (
        title: String, changes: [WorkspaceChange], main: String?
    )? {
        guard (try? builder.convention(nil)) == .fosmvvm,
            let request = try? builder.request(
                ScaffoldArguments(
                    name: name, convention: .fosmvvm, kind: .request)),
            let plan = try? builder.planner().plan(request), !plan.hasConflicts, !plan.files.isEmpty
        else { return nil }
        return (
            "Scaffold `\(name)` with its controller and tests", plan.workspaceChanges(root: builder.root),
            plan.files.first?.path
        )
    }

    /// What a scaffold action's title says of the screen: its convention and kind, or for a
    /// plain screen the team's style (`plain: ObservableObject, @StateObject`).
    private static func styleLabel(of request: ScaffoldRequest, builder: ScaffoldRequestBuilder) -> String {
        guard request.convention == .plain,
            let style = try? builder.planner().plainStyle(
                near: request.options.anchor, name: request.name,
                settings: request.options.plainStyle)
        else {
            return "\(request.convention.rawValue), \(request.kind.rawValue)"
        }
        let declaration = style.declaration.value == .observable ? "@Observable" : "ObservableObject"
        let holding: String =
            switch style.holding.value {
            case .plainLet: "let"
            case .environment: "environment"
            case let other: "@" + other.rawValue.prefix(1).uppercased() + other.rawValue.dropFirst()
            }
        return "plain: \(declaration), \(holding)"
    }

    /// `Sources/A/XView.swift` → `XView`.
    private static func typeName(ofFile path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private var supportsDisabledCodeActions: Bool {
        state.withLock { $0.clientCapabilities.textDocument?.codeAction?.disabledSupport } ?? false
    }
}

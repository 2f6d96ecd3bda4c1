import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMRules

extension LanguageServer {
    /// The scaffolding context of a file: its workspace root, snapshot and configuration.
    func scaffoldBuilder(forPath path: String) -> ScaffoldRequestBuilder {
        let view = analysis.view(for: path)
        return ScaffoldRequestBuilder(root: view.root.snapshot.root, snapshot: view.root.snapshot,
                                      configuration: view.root.configuration.resolved(forFile: path))
    }

    /// `refactor.mvvm.scaffold` actions for the cursor: "Create `XView`" on a view model no view
    /// renders, "Create `XViewModel`" on a view without one, and "Scaffold X ViewModel + View"
    /// on an undeclared `XView`/`XViewModel` reference or in an empty `XView.swift` /
    /// `XViewModel.swift`.
    func scaffoldCodeActions(_ context: NavigationContext, range: ByteRange) -> [CodeAction] {
        guard let file = context.file else { return [] }
        let builder = scaffoldBuilder(forPath: context.path)
        let edits = workspaceEditBuilder(converter: context.converter)
        var actions: [CodeAction] = []

        func add(_ title: String, _ changes: [WorkspaceChange]) {
            guard !changes.isEmpty else { return }
            if let edit = edits.build(changes) {
                actions.append(CodeAction(title: title, kind: .refactorScaffoldMVVM, edit: edit))
            } else if supportsDisabledCodeActions, let reason = edits.unsupportedReason(for: changes) {
                actions.append(CodeAction(title: title, kind: .refactorScaffoldMVVM, disabled: .init(reason: reason)))
            }
        }

        // "Create the missing half" is offered on the type's name, not anywhere in its body.
        let types = file.facts.types.filter {
            !$0.isExtension && $0.nameRange.start <= range.end && range.start <= $0.nameRange.end
        }
        for type in types {
            if type.isViewModel, context.snapshot.views(renderingViewModelOrItsContracts: type, in: context.path).isEmpty,
               let inferred = planned({ () throws(ScaffoldError) in
                   try builder.planner().planView(forViewModel: type.qualifiedName, options: builder.options)
               }), !inferred.plan.hasConflicts, let view = inferred.plan.files.first {
                add("Create `\((view.path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: ""))`",
                    inferred.plan.workspaceChanges(root: builder.root))
            }
            if type.isView, type.parentName == nil,
               context.snapshot.viewModelCandidates(for: type, in: context.path).allSatisfy({ $0.declaration == nil }),
               let request = try? builder.request(ScaffoldArguments(name: TypeName.featureName(ofView: type.name))),
               var plan = try? builder.planner().plan(request) {
                // The view exists: neither it nor the helpers only a view calls are written.
                plan.files.removeAll { $0.role == .view || $0.role == .support }
                plan.conflicts.removeAll { $0.role == .view || $0.role == .support }
                plan.helpers = []
                if !plan.hasConflicts {
                    add("Create `\(request.name)ViewModel` for `\(type.name)`", plan.workspaceChanges(root: builder.root))
                }
            }
        }

        let stem = ((context.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var missing: String?
        if file.text.allSatisfy(\.isWhitespace), stem.hasSuffix("View") || stem.hasSuffix("ViewModel") {
            missing = stem
        } else if case .type(let name, _)? = context.symbol, name.hasSuffix("View") || name.hasSuffix("ViewModel"),
                  context.snapshot.declaration(of: name) == nil {
            missing = name
        }
        if let missing, let convention = try? builder.convention(nil) {
            for kind in ViewKind.kinds(for: convention) where kind != .container {
                guard let request = try? builder.request(ScaffoldArguments(name: missing, convention: convention.rawValue,
                                                                          kind: kind.rawValue)),
                      let plan = try? builder.planner().plan(request) else { continue }
                // Files the user created empty for this screen are filled in; any other file in
                // the way means the screen exists.
                let empty = Set(plan.conflicts.map { (builder.root as NSString).appendingPathComponent($0.path) }
                    .filter { isEmptyFile($0, in: context.snapshot) })
                guard plan.conflicts.count == empty.count else { continue }
                add("Scaffold \(request.name) ViewModel + View (\(convention.rawValue), \(kind.rawValue))",
                    plan.workspaceChanges(root: builder.root, fillingEmptyFiles: empty))
            }
        }
        return actions
    }

    /// Whether the file holds nothing but white space (in the editor's buffer, else on disk).
    private func isEmptyFile(_ path: String, in snapshot: WorkspaceSnapshot) -> Bool {
        let text = snapshot.sourceFiles[path]?.text ?? (try? String(contentsOfFile: path, encoding: .utf8))
        return text?.allSatisfy(\.isWhitespace) ?? false
    }

    /// The result of a planning step, or nil (logged) when the generator refuses.
    private func planned<Result>(_ plan: () throws(ScaffoldError) -> Result) -> Result? {
        do {
            return try plan()
        } catch {
            logger.debug("No scaffold offered: \(error.description)")
            return nil
        }
    }

    private var supportsDisabledCodeActions: Bool {
        state.withLock { $0.clientCapabilities.textDocument?.codeAction?.disabledSupport } ?? false
    }
}

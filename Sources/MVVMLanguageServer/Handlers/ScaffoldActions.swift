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

        let types = file.facts.types.filter {
            !$0.isExtension && $0.range.start <= range.end && range.start <= $0.range.end
        }
        for type in types {
            if type.isViewModel, context.snapshot.views(renderingViewModelOrItsContracts: type).isEmpty,
               let inferred = try? builder.planner().planView(forViewModel: type.qualifiedName, options: builder.options),
               !inferred.plan.hasConflicts, let view = inferred.plan.files.first {
                add("Create `\((view.path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: ""))`",
                    inferred.plan.workspaceChanges(root: builder.root))
            }
            if type.isView, type.parentName == nil,
               context.snapshot.viewModelCandidates(for: type).allSatisfy({ $0.declaration == nil }),
               let request = try? builder.request(ScaffoldArguments(name: TypeName.featureName(ofView: type.name))),
               var plan = try? builder.planner().plan(request) {
                plan.files.removeAll { $0.role == .view }
                plan.conflicts.removeAll { $0.role == .view }
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
                let changes = plan.workspaceChanges(root: builder.root, fillingEmptyFile: context.path)
                guard plan.conflicts.allSatisfy({ (builder.root as NSString).appendingPathComponent($0.path) == context.path })
                else { continue }
                add("Scaffold \(request.name) ViewModel + View (\(convention.rawValue), \(kind.rawValue))", changes)
            }
        }
        return actions
    }

    private var supportsDisabledCodeActions: Bool {
        state.withLock { $0.clientCapabilities.textDocument?.codeAction?.disabledSupport } ?? false
    }
}

import MVVMAnalyzerCore
import SwiftSyntax

/// FOSMVVM previews that bypass `previewHost` or ship in release builds.
public struct PreviewHostRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/preview-host",
        name: "Preview through previewHost",
        defaultSeverities: .fosmvvmOnly(.info),
        summary: """
            A preview builds a `ViewModelView` directly with `XView(viewModel:)`, or a `#Preview` / \
            `PreviewProvider` is outside `#if DEBUG`.
            """,
        rationale: """
            `XView.previewHost(bundle:viewModel:)` localizes the stub view model with the app's YAML \
            and sets up the environment, as the running app does; a view built directly shows \
            unlocalized text. Previews are debug-only code.
            """,
        triggeringExamples: [
            RuleExample(
                """
                #if DEBUG
                #Preview {
                    ↓TaskView↑(viewModel: .stub())
                }
                #endif
                """, path: "Sources/Views/TaskView.swift",
                supportingFiles: [
                    "Sources/Views/TaskViewBase.swift": "public struct TaskView: ViewModelView {}"
                ]),
            RuleExample(
                """
                ↓#Preview↑("With Data") {
                    TaskView.previewHost(bundle: MyAppResourceAccess.localizationBundle, viewModel: .stub(title: "Preview"))
                }
                """, path: "Sources/Views/TaskView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                #if DEBUG
                #Preview {
                    TaskView.previewHost(bundle: MyAppResourceAccess.localizationBundle)
                        .environment(AppState())
                }
                #Preview("Row") {
                    Badge(count: 3)
                }
                #endif
                """, path: "Sources/Views/TaskView.swift",
                supportingFiles: [
                    "Sources/Views/TaskViewBase.swift":
                        "public struct TaskView: ViewModelView {}\nstruct Badge: View {}"
                ])
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    #if DEBUG
                    #Preview("Done") {
                        TaskView(viewModel: .stub(isDone: true))
                            .environment(AppState())
                    }
                    #endif
                    """, path: "Sources/Views/TaskView.swift",
                    supportingFiles: [
                        "Sources/Views/TaskViewBase.swift": "public struct TaskView: ViewModelView {}",
                        "Sources/Views/InfoView.swift": """
                        #Preview {
                            InfoView.previewHost(
                                bundle: MyAppResourceAccess.localizationBundle
                            )
                        }
                        """,
                    ]),
                after: """
                    #if DEBUG
                    #Preview("Done") {
                        TaskView.previewHost(bundle: MyAppResourceAccess.localizationBundle, viewModel: .stub(isDone: true))
                            .environment(AppState())
                    }
                    #endif
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    #Preview {
                        TaskView.previewHost(bundle: MyAppResourceAccess.localizationBundle)
                    }
                    """, path: "Sources/Views/TaskView.swift"),
                after: """
                    #if DEBUG
                    #Preview {
                        TaskView.previewHost(bundle: MyAppResourceAccess.localizationBundle)
                    }
                    #endif
                    """
            ),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    /// Not declaration-local: the fix copies the `bundle:` of any `previewHost` call in the workspace, this file's
    /// text included.
    public var reach: RuleReach { [.previewsOnly] }

    public var requiredTexts: [String] { ["viewModel"] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInPreview, let call = node.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "viewModel",
            let view = context.workspace.declaration(of: callee.baseName.text, near: context.path),
            FOSMVVMTypes.isViewModelView(view.type)
        else { return [] }
        let name = callee.baseName.text
        // `.stub()` is what `previewHost` builds when given no view model.
        let viewModel = Self.isPlainStub(argument.expression) ? "" : ", viewModel: \(argument.expression.trimmedText)"
        // The fix needs the app's localization bundle: one a `previewHost` call of the workspace
        // passes. Without one there is no fix (a placeholder would not compile).
        let fixes =
            Self.bundleExpression(in: context.workspace).map { bundle in
                [
                    context.fix(
                        "Use \(name).previewHost", isPreferred: false,
                        [
                            TextReplacement(
                                range: ByteRange(call), newText: "\(name).previewHost(bundle: \(bundle)\(viewModel))")
                        ])
                ]
            } ?? []
        return [
            context.diagnostic(
                "The preview builds `\(name)` directly, so its view model is not localized; use "
                    + "`\(name).previewHost(bundle:…)` with the bundle holding the app's localization YAML",
                at: ByteRange(callee),
                fixes: fixes
            )
        ]
    }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.previews.filter { !$0.isInsideDebugBlock && $0.kind != .commentedMacro }.map { preview in
            let range =
                preview.kind == .macro
                ? ByteRange(start: preview.range.start, end: preview.range.start + "#Preview".utf8.count)
                : file.facts.types.first { $0.range == preview.range }?.nameRange ?? preview.range
            let lines = context.lines
            return context.diagnostic(
                "Previews are debug-only; wrap this one in `#if DEBUG`",
                at: range,
                fixes: [
                    context.fix(
                        "Wrap in #if DEBUG", isPreferred: true,
                        [
                            TextReplacement(
                                range: .empty(at: lines.lineStarts[lines.line(of: preview.range)]),
                                newText: "#if DEBUG\n"),
                            TextReplacement(range: .empty(at: preview.range.end), newText: "\n#endif"),
                        ])
                ]
            )
        }
    }

    /// `.stub()`: the stub without arguments.
    private static func isPlainStub(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return callee.base == nil && callee.declName.baseName.text == "stub" && call.arguments.isEmpty
            && call.trailingClosure == nil
    }

    /// The `bundle:` argument of a `previewHost(bundle:…)` call somewhere in the workspace;
    /// looked for once per workspace state, in the files that name `previewHost`.
    static func bundleExpression(in workspace: WorkspaceSnapshot) -> String? {
        workspace.derived.value(DerivedValueKey(description.id + " bundle"), as: String?.self) {
            for file in workspace.files(naming: "previewHost") {
                let call = workspace.callIndex(ofFile: file).calls.first { call in
                    call.calleeName == "previewHost" && call.arguments.first?.label?.text == "bundle"
                }
                if let bundle = call?.arguments.first?.expression { return bundle.trimmedText }
            }
            return nil
        }
    }
}

import MVVMAnalyzerCore

/// A file that declares a view but no preview.
public struct MissingPreviewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/missing-preview",
        name: "Missing preview",
        defaultSeverities: .conventionsAndStrictPlain(.info, plain: .info),
        summary:
            "A file that declares a view has no `#Preview` or `PreviewProvider` (commented-out `#Preview`s count).",
        rationale: """
            Previews are how a view is seen in each state without running the app; both conventions \
            ship one with every view (the contract convention keeps them in a `/* */` block).
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ↓ProfileView↑: View {
                    let viewModel: ProfileViewModel
                    var body: some View { Text(viewModel.name) }
                }
                """, convention: .contract)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct ProfileView: View {
                    var body: some View { Text("x") }
                }
                #Preview { ProfileView() }
                """, convention: .contract),
            RuleExample(
                """
                struct ProfileView: View {
                    var body: some View { Text("x") }
                }
                /*
                #Preview("Loaded") { ProfileView() }
                */
                """, convention: .contract),
            RuleExample(
                """
                private struct Badge: View {
                    var body: some View { Text("x") }
                }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct ProfileView: View {
                        let viewModel: ProfileViewModel
                        var body: some View { Text(viewModel.name) }
                    }
                    """, convention: .contract),
                after: """
                    struct ProfileView: View {
                        let viewModel: ProfileViewModel
                        var body: some View { Text(viewModel.name) }
                    }

                    #Preview {
                        ProfileView(viewModel: ProfileViewModel())
                    }

                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    public struct TaskView: ViewModelView {
                        private let viewModel: TaskViewModel
                        public var body: some View { Text(viewModel.title) }
                        public init(viewModel: TaskViewModel) { self.viewModel = viewModel }
                    }

                    """),
                after: """
                    public struct TaskView: ViewModelView {
                        private let viewModel: TaskViewModel
                        public var body: some View { Text(viewModel.title) }
                        public init(viewModel: TaskViewModel) { self.viewModel = viewModel }
                    }

                    #if DEBUG
                    #Preview {
                        TaskView(viewModel: .stub())
                    }
                    #endif

                    """
            ),
        ]
    )

    /// Wrappers whose values SwiftUI supplies, so they are not initialiser arguments.
    static let environmentWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "AppStorage", "SceneStorage", "GestureState",
    ]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        guard file.facts.previews.isEmpty, !file.path.hasSuffix("Tests.swift") else { return [] }
        let views = file.facts.declaredViews.filter { view in
            view.parentName == nil && view.accessLevel != .private && view.accessLevel != .fileprivate
        }
        guard let view = views.first else { return [] }
        return [
            context.diagnostic(
                "`\(view.name)` has no preview; add a `#Preview` so the view can be checked in every state",
                at: view.nameRange,
                fixes: scaffoldFix(for: view, file: file, context: context).map { [$0] } ?? []
            )
        ]
    }

    /// The preview, when a value is known for every argument the view needs.
    private func scaffoldFix(for view: TypeFact, file: SourceFile, context: RuleContext) -> Fix? {
        guard let arguments = arguments(for: view, context: context) else { return nil }
        let construction = "\(view.name)(\(arguments))"
        var preview = "#Preview {\n    \(construction)\n}\n"
        if context.convention == .fosmvvm { preview = "#if DEBUG\n\(preview)#endif\n" }
        let separator = file.text.hasSuffix("\n\n") ? "" : file.text.hasSuffix("\n") ? "\n" : "\n\n"
        return context.fix(
            "Add a #Preview for \(view.name)", isPreferred: false,
            [
                TextReplacement(range: .empty(at: file.lines.bytes.count), newText: separator + preview)
            ])
    }

    /// Arguments for the view's memberwise or `init(viewModel:)` initialiser: view models get
    /// `.stub()` (FOSMVVM) or a default instance, anything else a value of its type
    /// (`PreviewValue`); nil when one is not known.
    private func arguments(for view: TypeFact, context: RuleContext) -> String? {
        let required = view.storedProperties.filter { property in
            property.initializer == nil && !property.attributes.contains { Self.environmentWrappers.contains($0.name) }
        }
        var arguments: [String] = []
        for property in required {
            let type = property.heldTypeName ?? "Value"
            let isViewModel = context.workspace.viewModelTypeName(held: property, in: view) != nil
            let isGeneric = view.genericParameters.contains { $0.name == type }
            let value: String?
            if isViewModel, context.convention == .fosmvvm {
                value = ".stub()"
            } else if isViewModel, !isGeneric {
                value = "\(type)()"
            } else if isGeneric {
                value = nil
            } else {
                value = property.declaredType.flatMap { PreviewValue.of($0, in: context.workspace, near: context.path) }
            }
            guard let value else { return nil }
            arguments.append("\(property.name): \(value)")
        }
        return arguments.joined(separator: ", ")
    }
}

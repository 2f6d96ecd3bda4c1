import MVVMAnalyzerCore

/// Two `ViewModelView`s rendering the same view model.
public struct OneViewPerViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/one-view-per-viewmodel",
        name: "One view per view model",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            Another `ViewModelView` in the workspace (test files aside) renders the same view-model \
            type as this one.
            """,
        rationale: """
            FOSMVVM pairs each view model with the one view that renders it: the view model is \
            shaped for that view (its strings, its child view models), and FOSMVVM's test-view \
            registration is keyed by the view model's type name, so a second view for the same \
            view model replaces the first one there. A second presentation gets its own view model \
            (which may hold the same data), or the variation becomes a child view model.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ↓TaskCardView↑: ViewModelView {
                    private let viewModel: TaskViewModel
                    var body: some View { Text(viewModel.title) }
                    init(viewModel: TaskViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/TaskCardView.swift",
                supportingFiles: [
                    "Sources/Views/TaskRowView.swift": """
                    struct TaskRowView: ViewModelView {
                        private let viewModel: TaskViewModel
                        var body: some View { Text(viewModel.title) }
                        init(viewModel: TaskViewModel) { self.viewModel = viewModel }
                    }
                    """
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct TaskCardView: ViewModelView {
                    private let viewModel: TaskCardViewModel
                    var body: some View { Text(viewModel.title) }
                    init(viewModel: TaskCardViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/TaskCardView.swift",
                supportingFiles: [
                    "Sources/Views/TaskRowView.swift": """
                    struct TaskRowView: ViewModelView {
                        private let viewModel: TaskRowViewModel
                        var body: some View { Text(viewModel.title) }
                        init(viewModel: TaskRowViewModel) { self.viewModel = viewModel }
                    }
                    """,
                    "Tests/ViewTests/TaskCardProbeView.swift": """
                    struct TaskCardProbeView: ViewModelView {
                        let viewModel: TaskCardViewModel
                        var body: some View { EmptyView() }
                    }
                    """,
                ])
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let workspace = context.workspace
        guard !TestDoubles.isTestFile(file.path, root: workspace.root) else { return [] }
        return file.facts.declaredViews.compactMap { view -> Finding? in
            guard !view.isExtension, let viewModel = Self.renderedViewModel(of: view) else { return nil }
            let others = workspace.viewNames.sorted().flatMap { workspace.types(named: $0) }.filter { other in
                !other.type.isExtension && !(other.path == file.path && other.type.qualifiedName == view.qualifiedName)
                    && !TestDoubles.isTestFile(other.path, root: workspace.root)
                    && Self.renderedViewModel(of: other.type) == viewModel
            }
            guard let first = others.first else { return nil }
            return context.diagnostic(
                "`\(viewModel)` is also rendered by `\(first.type.name)`: give each presentation its own view model "
                    + "(FOSMVVM pairs a view model with one view)",
                at: view.nameRange,
                related: others.map {
                    RelatedLocation(
                        path: $0.path, range: $0.type.nameRange, message: "`\($0.type.name)` renders `\(viewModel)`")
                }
            )
        }
    }

    /// The view-model type a `ViewModelView` holds in `viewModel`.
    static func renderedViewModel(of view: TypeFact) -> String? {
        guard FOSMVVMTypes.isViewModelView(view), let property = view.property(named: "viewModel"),
            property.isStoredInstanceProperty
        else { return nil }
        return property.heldTypeName
    }
}

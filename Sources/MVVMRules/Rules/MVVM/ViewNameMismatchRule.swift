import MVVMAnalyzerCore

/// A view not named after the view model it renders, or a file not named after its view.
public struct ViewNameMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/view-name-mismatch",
        name: "View name mismatch",
        defaultSeverities: .conventionsOnly(.warning),
        summary: """
            A view whose view model (the type of its stored view-model property) is `XViewModel` is not \
            named `X{View,Screen,Page,Row,Cell}` (or `X`), or its file is not named after the view.
            """,
        rationale: """
            Aligned names make the view of any view model findable at once: `TaskListViewModel` is \
            rendered by `TaskListView` in `TaskListView.swift`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ↓TasksView↑: ViewModelView {
                    private let viewModel: TaskListViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/TasksView.swift"),
            RuleExample(
                """
                struct ↓TaskListView↑: ViewModelView {
                    private let viewModel: TaskListViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/Tasks.swift"),
        ],
        nonTriggeringExamples: [
            // Child views sharing their parent's view model: a section view beside the screen,
            // a private part, a detail view reading it from the environment, a generic bound.
            RuleExample(
                """
                struct ProfileHeaderSection: View {
                    @ObservedObject var viewModel: ProfileViewModel
                    var body: some View { Text(viewModel.name) }
                }
                private struct ProfileFooter: View {
                    @ObservedObject var viewModel: ProfileViewModel
                    var body: some View { Text(viewModel.name) }
                }
                struct ProfileDetail: View {
                    @EnvironmentObject var viewModel: SettingsViewModel
                    var body: some View { Text(viewModel.name) }
                }
                struct ItemRow<Model: ItemsViewModelProtocol>: View {
                    @ObservedObject var model: Model
                    var body: some View { Text(model.title) }
                }
                """, path: "Sources/App/Profile/ProfileHeaderSection.swift", convention: .contract,
                supportingFiles: [
                    "Sources/App/Profile/ProfileView.swift": """
                    struct ProfileView: View {
                        @StateObject var viewModel = ProfileViewModel()
                        var body: some View { ProfileHeaderSection(viewModel: viewModel) }
                    }
                    final class ProfileViewModel: ObservableObject { @Published var name = "" }
                    """
                ]),
            // One view model driving a multi-step flow.
            RuleExample(
                """
                struct WelcomeStep: View {
                    @ObservedObject var viewModel: OnboardingViewModel
                    var body: some View { Text(viewModel.title) }
                }
                struct NameStep: View {
                    @ObservedObject var viewModel: OnboardingViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/App/Onboarding/WelcomeStep.swift", convention: .contract),
            RuleExample(
                """
                struct TaskListView: ViewModelView {
                    private let viewModel: TaskListViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/TaskListView.swift"),
            RuleExample(
                """
                struct TaskListRow<ViewModel: TaskListViewModelContract>: View {
                    let viewModel: ViewModel
                    var body: some View { Text("x") }
                }
                struct TaskListCell: View {
                    let viewModel: TaskListViewModel
                    var body: some View { Text("x") }
                }
                """, path: "Sources/Views/TaskListRow.swift", convention: .contract),
            RuleExample(
                """
                struct CounterView: View {
                    @State private var viewModel = ViewModel()
                    var body: some View { Text("x") }
                }
                extension CounterView { @Observable final class ViewModel {} }
                """, path: "Sources/Views/CounterView.swift", convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct TaskListView: ViewModelView {
                        private let viewModel: TaskListViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """, path: "Sources/Views/Tasks.swift"),
                after: """
                    struct TaskListView: ViewModelView {
                        private let viewModel: TaskListViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """,
                renamedPath: "Sources/Views/TaskListView.swift"
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let views = file.facts.declaredViews.filter { $0.parentName == nil }
        let stem = Self.stem(of: file.path)
        let typeNames = Set(file.facts.types.map(\.name))
        var diagnostics: [Finding] = []
        for view in views {
            guard let pairing = context.workspace.viewModelCandidates(for: view).first,
                case .propertyType = pairing.evidence,
                let feature = TypeName.featureName(ofViewModel: pairing.viewModelName)
            else { continue }
            let expected = TypeName.viewSuffixes.map { feature + $0 } + [feature]
            if !expected.contains(view.name) {
                guard shouldBeRenamed(view, pairing: pairing, context: context) else { continue }
                let free = expected.filter { context.workspace.declaration(of: $0, near: context.path) == nil }
                guard let first = free.first else { continue }
                let related =
                    pairing.declaration.map {
                        [
                            RelatedLocation(
                                path: $0.path, range: $0.type.nameRange,
                                message: "`\(pairing.viewModelName)` is declared here")
                        ]
                    } ?? []
                diagnostics.append(
                    context.diagnostic(
                        "`\(view.name)` renders `\(pairing.viewModelName)` but is not named after it: call it `\(first)`"
                            + (free.count > 1
                                ? " (or \(free.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))" : ""),
                        at: view.nameRange, related: related
                    ))
            } else if !typeNames.contains(stem) {
                let renamed = SourcePath.sibling(named: view.name + ".swift", of: file.path)
                diagnostics.append(
                    context.diagnostic(
                        "`\(view.name)` is declared in `\(stem).swift`; name the file `\(view.name).swift` after the view",
                        at: view.nameRange,
                        fixes: [
                            Fix(
                                title: "Rename the file to \(view.name).swift", isPreferred: false,
                                changes: [
                                    .rename(from: file.path, to: renamed)
                                ])
                        ]
                    ))
            }
        }
        return diagnostics
    }

    /// Whether the view is the one that should carry the view model's name: not a child view
    /// sharing its parent's view model (private, in a `Subviews/` folder, reading it from the
    /// environment, or beside other views of the same view model — one view model can drive a
    /// multi-step flow), and not a view generic over a bound it was given.
    private func shouldBeRenamed(_ view: TypeFact, pairing: ViewModelPairing, context: RuleContext) -> Bool {
        guard case .propertyType(let name) = pairing.evidence,
            view.accessLevel != .private, view.accessLevel != .fileprivate,
            !context.path.contains("/Subviews/"),
            let property = view.storedProperties.first(where: { $0.name == name }),
            !NavigationRole.isFromEnvironment(property),
            !view.genericParameters.contains(where: { $0.name == property.heldTypeName })
        else { return false }
        return context.workspace.views(renderingViewModel: pairing.viewModelName).count <= 1
    }

    private static func stem(of path: String) -> String {
        let name = SourcePath.fileName(of: path)
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }
}

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
        seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            struct ↓TasksView↑: ViewModelView {
                private let viewModel: TaskListViewModel
                var body: some View { Text(viewModel.title) }
            }
            """, path: "Sources/Views/TasksView.swift"),
            RuleExample("""
            struct ↓TaskListView↑: ViewModelView {
                private let viewModel: TaskListViewModel
                var body: some View { Text(viewModel.title) }
            }
            """, path: "Sources/Views/Tasks.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct TaskListView: ViewModelView {
                private let viewModel: TaskListViewModel
                var body: some View { Text(viewModel.title) }
            }
            """, path: "Sources/Views/TaskListView.swift"),
            RuleExample("""
            struct TaskListRow<ViewModel: TaskListViewModelContract>: View {
                let viewModel: ViewModel
                var body: some View { Text("x") }
            }
            struct TaskListCell: View {
                let viewModel: TaskListViewModel
                var body: some View { Text("x") }
            }
            """, path: "Sources/Views/TaskListRow.swift", convention: .contract),
            RuleExample("""
            struct CounterView: View {
                @State private var viewModel = ViewModel()
                var body: some View { Text("x") }
            }
            extension CounterView { @Observable final class ViewModel {} }
            """, path: "Sources/Views/CounterView.swift", convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample("""
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
            ),
        ]
    )

    public init() {}

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        let views = file.facts.declaredViews.filter { $0.parentName == nil }
        let stem = Self.stem(of: file.path)
        let typeNames = Set(file.facts.types.map(\.name))
        var diagnostics: [Diagnostic] = []
        for view in views {
            guard let pairing = context.workspace.viewModelCandidates(for: view).first,
                  case .propertyType = pairing.evidence,
                  let feature = TypeName.featureName(ofViewModel: pairing.viewModelName) else { continue }
            let expected = TypeName.viewSuffixes.map { feature + $0 } + [feature]
            if !expected.contains(view.name) {
                let related = pairing.declaration.map {
                    [RelatedLocation(path: $0.path, range: $0.type.nameRange, message: "`\(pairing.viewModelName)` is declared here")]
                } ?? []
                diagnostics.append(context.diagnostic(
                    "`\(view.name)` renders `\(pairing.viewModelName)` but is not named after it: call it `\(feature)View` "
                        + "(or \(expected.dropFirst().dropLast().map { "`\($0)`" }.joined(separator: ", ")))",
                    at: view.nameRange, related: related
                ))
            } else if !typeNames.contains(stem) {
                let renamed = Self.folder(of: file.path) + view.name + ".swift"
                diagnostics.append(context.diagnostic(
                    "`\(view.name)` is declared in `\(stem).swift`; name the file `\(view.name).swift` after the view",
                    at: view.nameRange,
                    fixes: [Fix(title: "Rename the file to \(view.name).swift", isPreferred: false, changes: [
                        .rename(from: file.path, to: renamed),
                    ])]
                ))
            }
        }
        return diagnostics
    }

    private static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}

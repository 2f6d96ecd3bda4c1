import MVVMAnalyzerCore

extension StateInitRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            """
            struct CharacterListView: View {
                let ↓viewModel↑: CharacterListViewModel
                var body: some View { Text(viewModel.title) }
            }
            """, convention: .contract, supportingFiles: Self.statefulFiles),
        RuleExample(
            """
            struct CharacterListView: View {
                @State var ↓viewModel↑: CharacterListViewModel
                init(viewModel: CharacterListViewModel) {
                    ↓self.viewModel = viewModel↑
                }
                var body: some View { Text(viewModel.title) }
            }
            """, convention: .contract, supportingFiles: Self.statefulFiles),
        RuleExample(
            """
            struct CharacterListView: View {
                @State private var viewModel = ↓CharacterListViewModel()↑
                var body: some View { Text(viewModel.title) }
            }
            """, convention: .contract, supportingFiles: Self.statefulFiles),
        RuleExample(
            """
            struct HomeView<ViewModel: HomeViewModelContract>: View {
                ↓@State↑ private var viewModel: ViewModel
                init(viewModel: ViewModel) {
                    _viewModel = State(initialValue: viewModel)
                }
                var body: some View { Button("Settings") { viewModel.didTapOnSettingsButton() } }
            }
            """, convention: .contract, supportingFiles: Self.statelessFiles),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample(
            """
            struct CharacterListView: View {
                @State private var viewModel: CharacterListViewModel
                init(viewModel: CharacterListViewModel) {
                    _viewModel = State(initialValue: viewModel)
                }
                var body: some View { Text(viewModel.title) }
            }
            """, convention: .contract, supportingFiles: Self.statefulFiles),
        RuleExample(
            """
            struct HomeView<ViewModel: HomeViewModelContract>: View {
                let viewModel: ViewModel
                var body: some View { Button("Settings") { viewModel.didTapOnSettingsButton() } }
            }
            """, convention: .contract, supportingFiles: Self.statelessFiles),
        RuleExample(
            """
            struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
                @State private var viewModel: ViewModel
                init(viewModel: ViewModel) {
                    _viewModel = State(initialValue: viewModel)
                }
                var body: some View { Toggle("Alive", isOn: .constant(viewModel.filter.isAlive)) }
            }
            """, convention: .contract,
            supportingFiles: [
                "Sources/App/CharacterFilterViewModelContract.swift": """
                protocol CharacterFilterViewModelContract: AnyObject {
                    var filter: CharacterFilter { get }
                    func didTapApply()
                }
                """,
                "Sources/App/CharacterFilterViewModel.swift": """
                @Observable
                final class CharacterFilterViewModel: CharacterFilterViewModelContract {
                    var filter: CharacterFilter
                    init(filter: CharacterFilter) { self.filter = filter }
                    func didTapApply() {}
                }
                """,
            ]),
        RuleExample(
            """
            struct SettingsView: View {
                @State private var selectedSection: SettingsSection = .general
                var body: some View { Text("Settings") }
            }
            """, convention: .contract,
            supportingFiles: [
                "Sources/App/SettingsSection.swift": "enum SettingsSection { case general, privacy }"
            ]),
        RuleExample(
            """
            struct AboutView: View {
                let viewModel: AboutViewModel
                var body: some View { Text(viewModel.version) }
            }
            """, convention: .contract),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(
            RuleExample(
                """
                struct CharacterListView: View {
                    let viewModel: CharacterListViewModel

                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract, supportingFiles: Self.statefulFiles),
            after: """
                struct CharacterListView: View {
                    @State private var viewModel: CharacterListViewModel

                    init(viewModel: CharacterListViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }

                    var body: some View { Text(viewModel.title) }
                }
                """
        ),
        RuleCorrection(
            RuleExample(
                """
                struct CharacterListView: View {
                    @State var viewModel: CharacterListViewModel
                    init(viewModel: CharacterListViewModel) {
                        self.viewModel = viewModel
                    }
                    var body: some View { Text(viewModel.title) }
                }
                """, convention: .contract, supportingFiles: Self.statefulFiles),
            after: """
                struct CharacterListView: View {
                    @State private var viewModel: CharacterListViewModel
                    init(viewModel: CharacterListViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }
                    var body: some View { Text(viewModel.title) }
                }
                """
        ),
        RuleCorrection(
            RuleExample(
                """
                struct HomeView<ViewModel: HomeViewModelContract>: View {
                    @State private var viewModel: ViewModel
                    init(viewModel: ViewModel) {
                        self._viewModel = State(initialValue: viewModel)
                    }
                    var body: some View { Button("Settings") { viewModel.didTapOnSettingsButton() } }
                }
                """, convention: .contract, supportingFiles: Self.statelessFiles),
            after: """
                struct HomeView<ViewModel: HomeViewModelContract>: View {
                    let viewModel: ViewModel
                    init(viewModel: ViewModel) {
                        self.viewModel = viewModel
                    }
                    var body: some View { Button("Settings") { viewModel.didTapOnSettingsButton() } }
                }
                """
        ),
    ]

    /// A view model with a `state`, the examples' workspace.
    static let statefulFiles = [
        "Sources/App/CharacterListViewModel.swift": """
        @Observable
        final class CharacterListViewModel {
            private(set) var state: CharacterListViewState = .idle
            var title: String { "" }
        }
        """
    ]

    /// A contract that only exposes actions, the examples' workspace.
    static let statelessFiles = [
        "Sources/App/HomeViewModelContract.swift": """
        protocol HomeViewModelContract: AnyObject {
            func didTapOnSettingsButton()
        }
        """
    ]
}

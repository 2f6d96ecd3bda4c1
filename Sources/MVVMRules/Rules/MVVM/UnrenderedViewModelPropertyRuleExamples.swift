import MVVMAnalyzerCore

extension UnrenderedViewModelPropertyRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample(
            """
            @Observable
            final class InboxViewModel: InboxViewModelContract {
                private(set) var title = ""
                private(set) var ↓unreadCount↑ = 0
            }
            """, path: "Sources/App/InboxViewModel.swift", convention: .contract,
            supportingFiles: [
                "Sources/App/InboxView.swift": """
                struct InboxView<ViewModel: InboxViewModelContract>: View {
                    let viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """,
                // A comment reads nothing.
                "Sources/App/InboxApp.swift": """
                @main struct InboxApp: App {
                    @State private var inbox = InboxViewModel()
                    // A badge could show inbox.unreadCount.
                    var body: some Scene { WindowGroup { InboxView(viewModel: inbox) } }
                }
                """,
            ])
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample(
            """
            @Observable
            final class InboxViewModel {
                var title = ""
                var query = ""
                private var cache: [String] = []
            }
            """, path: "Sources/App/InboxViewModel.swift", convention: .contract,
            supportingFiles: [
                "Sources/App/InboxView.swift": """
                struct InboxView: View {
                    @Bindable var viewModel: InboxViewModel
                    var body: some View { TextField(viewModel.title, text: $viewModel.query) }
                }
                """
            ]),
        // Read by the app's loading scene rather than by the paired view.
        RuleExample(
            """
            @Observable
            final class LaunchViewModel {
                var title = ""
                var isReady = false
            }
            """, path: "Sources/App/LaunchViewModel.swift", convention: .contract,
            supportingFiles: [
                "Sources/App/LaunchView.swift": """
                struct LaunchView: View {
                    let viewModel: LaunchViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """,
                "Sources/App/ShopApp.swift": """
                @main struct ShopApp: App {
                    @State private var launch = LaunchViewModel()
                    var body: some Scene {
                        WindowGroup { if launch[keyPath: \\.isReady] { HomeView() } else { LaunchView(viewModel: launch) } }
                    }
                }
                """,
            ]),
        // Reads through the publisher, ignored caches, unpublished working state.
        RuleExample(
            """
            @Observable
            final class SearchViewModel {
                var query = ""
                @ObservationIgnored var cache: [String: String] = [:]
            }
            final class FeedViewModel: ObservableObject {
                @Published var items: [String] = []
                var searchTask: Task<Void, Never>?
            }
            """, path: "Sources/App/SearchViewModel.swift", convention: .contract,
            supportingFiles: [
                "Sources/App/SearchView.swift": """
                struct SearchView: View {
                    @Bindable var viewModel: SearchViewModel
                    var body: some View { TextField("Search", text: $viewModel.query) }
                }
                struct FeedView: View {
                    @ObservedObject var viewModel: FeedViewModel
                    var body: some View { List {}.onReceive(viewModel.$items) { _ in } }
                }
                """
            ]),
        // Work in flight and subscriptions are not data to render, whatever their access.
        RuleExample(
            """
            @Observable
            final class CharacterListViewModel {
                private(set) var characters: [String] = []
                private(set) var searchTask: Task<Void, Never>?
                var cancellables = Set<AnyCancellable>()
                var onClose: (() -> Void)?
                var preload = Task { await Task.yield() }
                var onRetry = { print("retry") }
            }
            """, path: "Sources/App/CharacterListViewModel.swift", convention: .contract,
            supportingFiles: [
                "Sources/App/CharacterListView.swift": """
                struct CharacterListView: View {
                    let viewModel: CharacterListViewModel
                    var body: some View { List(viewModel.characters, id: \\.self) { Text($0) } }
                }
                """
            ]),
        // FOSMVVM's enum localization: the raw enum is data, its stored text is rendered.
        RuleExample(
            """
            @ViewModel
            public struct SessionCardViewModel {
                public let state: SessionState
                public let stateDisplay: LocalizableString
                public var vmId: ViewModelId = .init(type: Self.self)
            }
            """, path: "Sources/ViewModels/SessionCardViewModel.swift", convention: .fosmvvm,
            supportingFiles: [
                "Sources/Views/SessionCardView.swift": """
                import FOSMVVM
                import SwiftUI

                public struct SessionCardView: ViewModelView {
                    private let viewModel: SessionCardViewModel
                    public var body: some View { Text(viewModel.stateDisplay) }
                    public init(viewModel: SessionCardViewModel) { self.viewModel = viewModel }
                }
                """
            ]),
        // FOSMVVM 0.13: a live view model identified by its model; the identity is the library's.
        RuleExample(
            """
            @ViewModel(options: [.live])
            public struct BerthViewModel: RequestableViewModel, ModelIdentifiedViewModel {
                public typealias Request = BerthRequest
                public let name: String
                public let modelIdentity: ModelIdentity
                public let vmId: ViewModelId
            }
            """, path: "Sources/ViewModels/BerthViewModel.swift", convention: .fosmvvm,
            supportingFiles: [
                "Sources/Views/BerthView.swift": """
                import FOSMVVM
                import SwiftUI

                public struct BerthView: ViewModelView {
                    private let viewModel: BerthViewModel
                    public var body: some View { Text(viewModel.name) }
                    public init(viewModel: BerthViewModel) { self.viewModel = viewModel }
                }
                """
            ]),
        RuleExample(
            """
            @Observable
            final class LonelyViewModel {
                var title = ""
            }
            """, path: "Sources/App/LonelyViewModel.swift", convention: .contract),
    ]
}

import SwiftUI

struct CharacterDetailView: View {
    @State private var viewModel: CharacterDetailViewModel

    init(viewModel: CharacterDetailViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .task {
                await viewModel.load()
            }
            .navigationTitle(LocalizedStrings.title)
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            Color.clear
        case .loading:
            ProgressView()
                .accessibilityIdentifier(AccessibilityIdentifier.loadingView)
        case .empty:
            ContentUnavailableView(
                LocalizedStrings.Empty.title,
                systemImage: "tray"
            )
            .accessibilityIdentifier(AccessibilityIdentifier.emptyView)
        case .loaded(let content):
            Text(content.name)
                .accessibilityIdentifier(AccessibilityIdentifier.loadedView)
        case .error:
            ContentUnavailableView {
                Label(LocalizedStrings.Error.title, systemImage: "exclamationmark.triangle")
            } actions: {
                Button(LocalizedStrings.Error.retryButton) {
                    Task { await viewModel.didTapOnRetryButton() }
                }
                .accessibilityIdentifier(AccessibilityIdentifier.retryButton)
            }
            .accessibilityIdentifier(AccessibilityIdentifier.errorView)
        }
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "characterDetail.title".localized() }

    enum Empty {
        static var title: String { "characterDetail.empty.title".localized() }
    }

    enum Error {
        static var title: String { "characterDetail.error.title".localized() }
        static var retryButton: String { "characterDetail.error.retryButton".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let loadingView = "characterDetail.loadingView"
    static let emptyView = "characterDetail.emptyView"
    static let loadedView = "characterDetail.loadedView"
    static let errorView = "characterDetail.errorView"
    static let retryButton = "characterDetail.retryButton"
}

// MARK: - Previews

#if DEBUG
#Preview("Loading") {
    NavigationStack {
        CharacterDetailView(viewModel: CharacterDetailViewModel(state: .loading))
    }
}

#Preview("Empty") {
    NavigationStack {
        CharacterDetailView(viewModel: CharacterDetailViewModel(state: .empty))
    }
}

#Preview("Loaded") {
    NavigationStack {
        CharacterDetailView(viewModel: CharacterDetailViewModel(state: .loaded(.previewStub())))
    }
}

#Preview("Error") {
    NavigationStack {
        CharacterDetailView(viewModel: CharacterDetailViewModel(state: .error(PreviewError.failed)))
    }
}

// MARK: - Preview Stubs

private extension CharacterDetailContent {
    static func previewStub(name: String = "Sample Name") -> CharacterDetailContent {
        CharacterDetailContent(name: name)
    }
}

private enum PreviewError: LocalizedError {
    case failed

    var errorDescription: String? { "Failed to load" }
}
#endif

import SwiftUI

struct EpisodeListView<ViewModel: EpisodeListViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .onFirstAppear { await viewModel.didAppear() }
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
        case .loaded:
            Text(LocalizedStrings.Loaded.title)
                .accessibilityIdentifier(AccessibilityIdentifier.loadedView)
        case .offline:
            Text(LocalizedStrings.Offline.title)
                .accessibilityIdentifier(AccessibilityIdentifier.offlineView)
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
    static var title: String { "episodeList.title".localized() }

    enum Loaded {
        static var title: String { "episodeList.loaded.title".localized() }
    }

    enum Offline {
        static var title: String { "episodeList.offline.title".localized() }
    }

    enum Error {
        static var title: String { "episodeList.error.title".localized() }
        static var retryButton: String { "episodeList.error.retryButton".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let loadingView = "episodeList.loadingView"
    static let loadedView = "episodeList.loadedView"
    static let offlineView = "episodeList.offlineView"
    static let errorView = "episodeList.errorView"
    static let retryButton = "episodeList.retryButton"
}

// MARK: - Previews

#if DEBUG
/*
#Preview("Loading") {
    NavigationStack {
        EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .loading))
    }
}

#Preview("Loaded") {
    NavigationStack {
        EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .loaded([])))
    }
}

#Preview("Offline") {
    NavigationStack {
        EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .offline(.previewStub())))
    }
}

#Preview("Error") {
    NavigationStack {
        EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .error(PreviewError.failed)))
    }
}
*/

// MARK: - Preview Stubs

@Observable
private final class EpisodeListViewModelPreviewStub: EpisodeListViewModelContract {
    var state: EpisodeListViewState

    init(state: EpisodeListViewState) {
        self.state = state
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didSelect(_ episode: Episode) {}
}

private enum PreviewError: LocalizedError {
    case failed

    var errorDescription: String? { "Failed to load" }
}
#endif

import Core
import DesignSystem
import SwiftUI

struct EpisodeListView<ViewModel: EpisodeListViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        content
            .onAppear {
                Task {
                    await viewModel.didAppear()
                }
            }
            .navigationTitle(LocalizedStrings.title)
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .loading:
            ProgressView()
        case .loaded(let episodes):
            List(episodes) { episode in
                Button(episode.name) {
                    viewModel.didSelect(episode)
                }
            }
            .accessibilityIdentifier("episodeList.list")
        case .empty:
            ContentUnavailableView(LocalizedStrings.empty, systemImage: "tv.slash")
        default:
            Color.clear
        }
    }
}

// MARK: - LocalizedStrings

enum LocalizedStrings {
    static var title: String { "episodeList.title".localized() }
    static var empty: String { "episodeList.empty".localized() }
}

/*
#Preview("Loading") {
    EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .loading))
}

#Preview("Loaded") {
    EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .loaded([Episode(id: 1, name: "Pilot", code: "S01E01")])))
}

#Preview("Empty") {
    EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .empty))
}

#Preview("Error") {
    EpisodeListView(viewModel: EpisodeListViewModelPreviewStub(state: .error(PreviewError.failed)))
}
*/

#if DEBUG
@Observable
private final class EpisodeListViewModelPreviewStub: EpisodeListViewModelContract {
    var state: EpisodeListViewState

    init(state: EpisodeListViewState) {
        self.state = state
    }

    func didAppear() async {}
    func didSelect(_ episode: Episode) {}
}

private enum PreviewError: Error {
    case failed
}
#endif

import DesignSystem
import SwiftUI

public struct HomeView<ViewModel: HomeViewModelContract>: View {
    @State private var viewModel: ViewModel

    init(viewModel: ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        VStack(spacing: Spacing.medium) {
            Button(LocalizedStrings.characters) {
                viewModel.didTapOnCharactersButton()
            }
            .accessibilityIdentifier(AccessibilityIdentifier.charactersButton)
            Button(LocalizedStrings.episodes) {
                viewModel.didTapOnEpisodesButton()
            }
            .accessibilityIdentifier(AccessibilityIdentifier.episodesButton)
        }
        .font(Typography.bodyLarge)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var characters: String { "home.characters".localized() }
    static var episodes: String { "home.episodes".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let charactersButton = "home.charactersButton"
    static let episodesButton = "home.episodesButton"
}

/*
#Preview {
    HomeView(viewModel: HomeViewModelPreviewStub())
}
*/

#if DEBUG
private final class HomeViewModelPreviewStub: HomeViewModelContract {
    func didTapOnCharactersButton() {}
    func didTapOnEpisodesButton() {}
}
#endif

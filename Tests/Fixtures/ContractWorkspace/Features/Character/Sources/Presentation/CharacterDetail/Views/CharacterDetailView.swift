import DesignSystem
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
        case .loaded(let character):
            ScrollView {
                VStack(spacing: 16) {
                    DSAsyncImage(url: character.imageURL, accessibilityIdentifier: AccessibilityIdentifier.image)
                    Text(character.name)
                        .font(.system(size: 28, weight: .bold))
                        .foregroundStyle(.black)
                    Text(character.species)
                        .font(Typography.bodyLarge)
                        .foregroundStyle(SemanticColor.textSecondary)
                }
                .padding(Spacing.medium)
            }
        case .error:
            ContentUnavailableView(LocalizedStrings.error, systemImage: "exclamationmark.triangle")
        }
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "characterDetail.title".localized() }
    static var error: String { "characterDetail.error".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let image = "characterDetail.image"
}

// MARK: - Previews

#Preview("Loading") {
    NavigationStack {
        CharacterDetailView(
            viewModel: CharacterDetailViewModel(
                identifier: 1,
                getCharacterUseCase: GetCharacterUseCasePreviewMock(delay: true),
                router: RouterPreviewMock()
            )
        )
    }
}

#Preview("Loaded") {
    NavigationStack {
        CharacterDetailView(
            viewModel: CharacterDetailViewModel(
                identifier: 1,
                getCharacterUseCase: GetCharacterUseCasePreviewMock(),
                router: RouterPreviewMock()
            )
        )
    }
}

// MARK: - Preview Mocks

#if DEBUG
private final class GetCharacterUseCasePreviewMock: GetCharacterUseCaseContract {
    private let delay: Bool

    init(delay: Bool = false) {
        self.delay = delay
    }

    func execute(identifier: Int) async throws -> Character {
        if delay {
            try? await Task.sleep(for: .seconds(100))
        }
        return Character(id: identifier, name: "Rick Sanchez", status: "Alive", species: "Human", imageURL: nil)
    }
}

private final class RouterPreviewMock: RouterContract {
    func navigate(to destination: any Navigation) {}
    func goBack() {}
}
#endif

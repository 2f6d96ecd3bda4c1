import Core
import DesignSystem
import SwiftUI

struct CharacterListView<ViewModel: CharacterListViewModelContract>: View {
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
        case .loaded(let characters):
            ScrollView {
                LazyVStack(spacing: Spacing.small) {
                    ForEach(characters) { character in
                        Button {
                            viewModel.didSelect(character)
                        } label: {
                            DSCardInfoRow(
                                imageURL: character.imageURL,
                                title: character.name,
                                subtitle: character.species,
                                accessibilityIdentifier: AccessibilityIdentifier.row(id: character.id)
                            )
                        }
                    }
                }
                .padding(.horizontal, Spacing.medium)
            }
            .accessibilityIdentifier(AccessibilityIdentifier.scrollView)
        case .empty:
            ContentUnavailableView(LocalizedStrings.Empty.title, systemImage: "person.slash")
        case .error:
            ContentUnavailableView {
                Label(LocalizedStrings.Error.title, systemImage: "exclamationmark.triangle")
            } actions: {
                Button(LocalizedStrings.Error.retry) {
                    Task { await viewModel.didTapOnRetryButton() }
                }
                .accessibilityIdentifier(AccessibilityIdentifier.retryButton)
            }
        }
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "characterList.title".localized() }

    enum Empty {
        static var title: String { "characterList.empty.title".localized() }
    }

    enum Error {
        static var title: String { "characterList.error.title".localized() }
        static var retry: String { "characterList.error.retry".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let scrollView = "characterList.scrollView"
    static let retryButton = "characterList.retryButton"

    static func row(id: Int) -> String {
        "characterList.row.\(id)"
    }
}

/*
// MARK: - Previews

#Preview("Loading") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loading))
    }
}

#Preview("Loaded") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .loaded([.previewStub()])))
    }
}

#Preview("Empty") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .empty))
    }
}

#Preview("Error") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModelPreviewStub(state: .error(PreviewError.failed)))
    }
}
*/

// MARK: - Preview Stubs

#if DEBUG
@Observable
private final class CharacterListViewModelPreviewStub: CharacterListViewModelContract {
    var state: CharacterListViewState

    init(state: CharacterListViewState) {
        self.state = state
    }

    func didAppear() async {}
    func didTapOnRetryButton() async {}
    func didSelect(_ character: Character) {}
}

private extension Character {
    static func previewStub(id: Int = 1, name: String = "Rick Sanchez") -> Character {
        Character(id: id, name: name, status: "Alive", species: "Human", imageURL: nil)
    }
}

private enum PreviewError: LocalizedError {
    case failed

    var errorDescription: String? { "Failed to load" }
}
#endif

import SwiftUI

struct CharacterListView: View {
    @State private var viewModel: CharacterListViewModel

    init(viewModel: CharacterListViewModel) {
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
        case .empty:
            ContentUnavailableView(
                LocalizedStrings.Empty.title,
                systemImage: "tray"
            )
            .accessibilityIdentifier(AccessibilityIdentifier.emptyView)
        case .loaded(let items):
            List(items) { item in
                Button(item.name) {
                    viewModel.didSelect(item)
                }
                .accessibilityIdentifier(AccessibilityIdentifier.row(id: item.id))
            }
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
    static var title: String { "characterList.title".localized() }

    enum Empty {
        static var title: String { "characterList.empty.title".localized() }
    }

    enum Error {
        static var title: String { "characterList.error.title".localized() }
        static var retryButton: String { "characterList.error.retryButton".localized() }
    }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let loadingView = "characterList.loadingView"
    static let emptyView = "characterList.emptyView"
    static let loadedView = "characterList.loadedView"
    static let errorView = "characterList.errorView"
    static let retryButton = "characterList.retryButton"

    static func row(id: Int) -> String {
        "characterList.row.\(id)"
    }
}

// MARK: - Previews

#if DEBUG
/*
#Preview("Loading") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModel(state: .loading))
    }
}

#Preview("Empty") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModel(state: .empty))
    }
}

#Preview("Loaded") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModel(state: .loaded([.previewStub()])))
    }
}

#Preview("Error") {
    NavigationStack {
        CharacterListView(viewModel: CharacterListViewModel(state: .error(PreviewError.failed)))
    }
}
*/

// MARK: - Preview Stubs

private extension CharacterListItem {
    static func previewStub(id: Int = 1, name: String = "Sample Name") -> CharacterListItem {
        CharacterListItem(id: id, name: name)
    }
}

private enum PreviewError: LocalizedError {
    case failed

    var errorDescription: String? { "Failed to load" }
}
#endif

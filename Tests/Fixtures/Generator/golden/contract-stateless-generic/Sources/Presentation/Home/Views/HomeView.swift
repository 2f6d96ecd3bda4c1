import SwiftUI

struct HomeView<ViewModel: HomeViewModelContract>: View {
    let viewModel: ViewModel

    var body: some View {
        VStack {
            Button(LocalizedStrings.actionButton) {
                viewModel.didTapOnActionButton()
            }
            .accessibilityIdentifier(AccessibilityIdentifier.actionButton)
        }
        .navigationTitle(LocalizedStrings.title)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "home.title".localized() }
    static var actionButton: String { "home.actionButton".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let actionButton = "home.actionButton"
}

// MARK: - Previews

#if DEBUG
/*
#Preview {
    NavigationStack {
        HomeView(viewModel: HomeViewModelPreviewStub())
    }
}
*/

// MARK: - Preview Stubs

private final class HomeViewModelPreviewStub: HomeViewModelContract {
    func didTapOnActionButton() {}
}
#endif

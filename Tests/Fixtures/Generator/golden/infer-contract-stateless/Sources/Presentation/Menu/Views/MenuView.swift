import SwiftUI

struct MenuView<ViewModel: MenuViewModelContract>: View {
    let viewModel: ViewModel

    var body: some View {
        VStack {
            Button(LocalizedStrings.settingsButton) {
                viewModel.didTapOnSettingsButton()
            }
            .accessibilityIdentifier(AccessibilityIdentifier.settingsButton)
            Button(LocalizedStrings.logoutButton) {
                Task { await viewModel.didTapOnLogoutButton() }
            }
            .accessibilityIdentifier(AccessibilityIdentifier.logoutButton)
        }
        .navigationTitle(LocalizedStrings.title)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "menu.title".localized() }
    static var settingsButton: String { "menu.settingsButton".localized() }
    static var logoutButton: String { "menu.logoutButton".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let settingsButton = "menu.settingsButton"
    static let logoutButton = "menu.logoutButton"
}

// MARK: - Previews

#if DEBUG
#Preview {
    NavigationStack {
        MenuView(viewModel: MenuViewModelPreviewStub())
    }
}

// MARK: - Preview Stubs

private final class MenuViewModelPreviewStub: MenuViewModelContract {
    func didTapOnSettingsButton() {}
    func didTapOnLogoutButton() async {}
}
#endif

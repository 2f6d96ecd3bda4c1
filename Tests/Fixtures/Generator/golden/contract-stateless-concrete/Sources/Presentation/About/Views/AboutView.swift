import SwiftUI

struct AboutView: View {
    let viewModel: AboutViewModel

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
    static var title: String { "about.title".localized() }
    static var actionButton: String { "about.actionButton".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let actionButton = "about.actionButton"
}

// MARK: - Previews

#if DEBUG
#Preview {
    NavigationStack {
        AboutView(viewModel: AboutViewModel())
    }
}
#endif

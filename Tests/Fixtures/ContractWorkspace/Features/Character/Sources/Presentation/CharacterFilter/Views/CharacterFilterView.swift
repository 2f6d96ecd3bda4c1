import Core
import DesignSystem
import SwiftUI

struct CharacterFilterView<ViewModel: CharacterFilterViewModelContract>: View {
    @State private var viewModel: ViewModel
    private let showsApplyButton: Bool

    init(viewModel: ViewModel, showsApplyButton: Bool = true) {
        _viewModel = State(initialValue: viewModel)
        self.showsApplyButton = showsApplyButton
    }

    var body: some View {
        VStack(spacing: Spacing.medium) {
            DSChipGroup(options: ["alive", "dead"], selectedID: viewModel.filter.status, highlights: viewModel.isAliveOnly) { selected in
                // The view decides the filter itself instead of calling an intent method.
                viewModel.filter.status = selected
            }
            .accessibilityIdentifier(AccessibilityIdentifier.aliveToggle)
            if showsApplyButton {
                Button(LocalizedStrings.apply) {
                    viewModel.didTapApply()
                }
                .accessibilityIdentifier(AccessibilityIdentifier.applyButton)
            }
        }
        .padding(Spacing.medium)
        .navigationTitle(LocalizedStrings.title)
    }
}

// MARK: - LocalizedStrings

private enum LocalizedStrings {
    static var title: String { "characterFilter.title".localized() }
    static var aliveOnly: String { "characterFilter.aliveOnly".localized() }
    static var apply: String { "characterFilter.apply".localized() }
}

// MARK: - AccessibilityIdentifiers

private enum AccessibilityIdentifier {
    static let aliveToggle = "characterFilter.aliveToggle"
    static let applyButton = "characterFilter.applyButton"
}

/*
// MARK: - Previews

#Preview("Idle") {
    CharacterFilterView(viewModel: CharacterFilterViewModelPreviewStub())
}
*/

// MARK: - Preview Stubs

#if DEBUG
private final class CharacterFilterViewModelPreviewStub: CharacterFilterViewModelContract {
    var filter = CharacterFilter()
    var isAliveOnly = false
    func didTapApply() {}
}
#endif

import FOSMVVM
import SwiftUI
import TaskViewModels

/// The user's display preferences. Two deliberate violations: it shows the theme through the
/// view model's reference to the store, and resets the theme in the store itself.
public struct PreferencesView: ViewModelView {
    @Environment(UserSettings.self) private var settings
    private let viewModel: PreferencesViewModel
    private let operations: any PreferencesViewModelOperations

    #if DEBUG
    @State private var repaintToggle = false
    #endif

    public var body: some View {
        Form {
            Text(viewModel.theme.rawValue)
            Text(viewModel.settings.theme.rawValue)
            Button(action: reset) {
                Image(systemName: "arrow.counterclockwise")
            }
        }
        #if DEBUG
        .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
        #endif
    }

    public init(viewModel: PreferencesViewModel) {
        self.viewModel = viewModel
        self.operations = viewModel.operations
    }

    private func reset() {
        settings.theme = .light
        toggleRepaint()
    }

    private func toggleRepaint() {
        #if DEBUG
        repaintToggle.toggle()
        #endif
    }
}

#if DEBUG
#Preview {
    PreferencesView.previewHost(
        bundle: TaskViewModelsResourceAccess.localizationBundle
    )
}
#endif

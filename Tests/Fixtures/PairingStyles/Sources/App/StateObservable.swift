import SwiftUI
import Observation

// @State with an @Observable view model, a Page.
struct SettingsPage: View {
    @State private var viewModel: SettingsViewModel
    var body: some View { Toggle(viewModel.label, isOn: $viewModel.isOn) }
}

@Observable
final class SettingsViewModel {
    var label = ""
    var isOn = false
}

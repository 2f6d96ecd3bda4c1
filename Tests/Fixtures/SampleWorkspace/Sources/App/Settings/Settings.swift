import SwiftUI

struct SettingsView: View {
    // mvvm-lsp:disable:next mvvm/hardcoded-text
    let viewModel: SettingsViewModel

    var body: some View {
        Toggle(isOn: .constant(true)) { Text(viewModel.notificationsLabel) }
    }
}

final class SettingsViewModel: ObservableObject {
    let notificationsLabel = "Notifications"
}

#Preview {
    SettingsView(viewModel: SettingsViewModel())
}

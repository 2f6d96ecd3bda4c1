import SwiftUI

final class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled = true
    @Published var theme: Theme = .system

    enum Theme: String, CaseIterable {
        case system, light, dark
    }

    func openNotifications(with coordinator: SettingsCoordinator) {
        coordinator.showDetail(for: "notifications")
    }
}

/// Several view models in one file, one of them private to it.
private final class AboutSectionViewModel: ObservableObject {
    @Published private(set) var version = "1.0"
}

struct SettingsPage: View {
    @ObservedObject var vm = SettingsViewModel()

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $vm.notificationsEnabled)
            Picker("Theme", selection: $vm.theme) {
                ForEach(SettingsViewModel.Theme.allCases, id: \.self) { Text($0.rawValue) }
            }
            AboutSection()
        }
    }
}

private struct AboutSection: View {
    @StateObject private var model = AboutSectionViewModel()

    var body: some View {
        LabeledContent("Version", value: model.version)
    }
}

#Preview {
    SettingsPage()
}

import FOSMVVM
import SwiftUI
import TaskViewModels

/// Hosts the preferences. One deliberate violation: it hands the store itself to the app state.
public struct PreferencesScreen: View {
    @Environment(UserSettings.self) private var settings

    public var body: some View {
        PreferencesView.bind(appState: .init(theme: settings.theme, settings: settings))
    }

    public init() {}
}

#if DEBUG
#Preview {
    PreferencesScreen()
        .environment(UserSettings())
}
#endif

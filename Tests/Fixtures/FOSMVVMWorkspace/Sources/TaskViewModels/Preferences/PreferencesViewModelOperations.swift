import FOSMVVM

/// What the preferences screen can change. Three deliberate violations: the store comes before
/// the theme, and the live notifications switch is `async` without awaiting and reads the store
/// it writes.
public protocol PreferencesViewModelOperations: ViewModelOperations {
    func setTheme(output storage: UserSettings, _ theme: Theme)
    func toggleNotifications(output storage: UserSettings) async
}

/// Writes the preferences to the user's settings.
public struct PreferencesOps: PreferencesViewModelOperations {
    public init() {}

    public func setTheme(output storage: UserSettings, _ theme: Theme) {
        storage.theme = theme
    }

    public func toggleNotifications(output storage: UserSettings) async {
        storage.notificationsEnabled = !storage.notificationsEnabled
    }
}

/// Records the calls, for UI tests and previews.
public final class PreferencesStubOps: PreferencesViewModelOperations, @unchecked Sendable {
    public private(set) var toggleNotificationsCalled = false

    public init() {}

    public func setTheme(output storage: UserSettings, _ theme: Theme) {
        storage.theme = theme
    }

    public func toggleNotifications(output storage: UserSettings) async {
        toggleNotificationsCalled = true
    }
}

import Observation

/// The user's display preferences: the store the preferences operations write to.
@Observable
public final class UserSettings {
    public var theme: Theme = .light
    public var notificationsEnabled = false

    public init() {}
}

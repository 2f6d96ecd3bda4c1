import FOSMVVM

/// Local preferences, built on the device.
@ViewModel(options: [.clientHostedFactory, .live])
public struct SettingsViewModel {
    @LocalizedString public var pageTitle
    @LocalizedString public var themeLabel
    public let theme: Theme
    public let operations: any SettingsViewModelOperations

    public var vmId = ViewModelId()

    public init(theme: Theme, operations: any SettingsViewModelOperations) {
        self.theme = theme
        self.operations = operations
    }
}

/// The app's colour theme.
public enum Theme: String, Codable, Sendable, CaseIterable {
    case light, dark
}

import FOSMVVM

/// Display preferences, built on the device from the user's settings.
@ViewModel(options: [.clientHostedFactory])
public struct PreferencesViewModel {
    public let theme: Theme
    public let settings: UserSettings
    public let operations: any PreferencesViewModelOperations

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(theme: Theme, settings: UserSettings, operations: any PreferencesViewModelOperations) {
        self.theme = theme
        self.settings = settings
        self.operations = operations
    }
}

public extension PreferencesViewModel {
    static func stub() -> Self {
        .init(theme: .light, settings: UserSettings(), operations: PreferencesStubOps())
    }
}

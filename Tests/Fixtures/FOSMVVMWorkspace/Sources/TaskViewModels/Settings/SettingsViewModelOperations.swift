import FOSMVVM

/// What the settings screen can change.
public protocol SettingsViewModelOperations: ViewModelOperations {
    func select(theme: Theme)
}

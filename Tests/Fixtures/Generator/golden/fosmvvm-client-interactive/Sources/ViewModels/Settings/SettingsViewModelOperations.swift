import FOSMVVM
import Foundation

public protocol SettingsViewModelOperations: ViewModelOperations {
    func performAction() async throws
}

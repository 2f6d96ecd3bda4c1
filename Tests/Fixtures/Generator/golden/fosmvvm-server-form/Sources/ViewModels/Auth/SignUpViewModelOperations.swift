import FOSMVVM
import Foundation

public protocol SignUpViewModelOperations: ViewModelOperations {
    func submit(data: SignUpViewModel) async throws
}

import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

/// Builds `SignUpViewModel` for `SignUpRequest`.
extension SignUpViewModel: VaporViewModelFactory {
    public typealias VMRequest = SignUpRequest

    public static func model(context: VaporModelFactoryContext<VMRequest>) async throws -> Self {
        // Query what the view needs through `context.req.db`, then build the view model.
        .init(email: "Email", password: "Password")
    }
}

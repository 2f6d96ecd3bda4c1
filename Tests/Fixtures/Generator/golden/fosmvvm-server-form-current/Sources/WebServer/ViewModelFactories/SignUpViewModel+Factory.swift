import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

/// Builds `SignUpViewModel` for `SignUpRequest`.
extension SignUpViewModel: VaporResponseBodyFactory {
    public static func body<R: ServerRequest>(context: ProjectionContext<R, AppState>) throws -> Self
        where R.ResponseBody == Self {
        // Read the records the view needs (declare them with ComposableFactory), then project them.
        .init(email: "Email", age: 0)
    }
}

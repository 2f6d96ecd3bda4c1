import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

/// Builds `CheckoutViewModel` for `CheckoutRequest`.
extension CheckoutViewModel: VaporResponseBodyFactory {
    public static func body<R: ServerRequest>(context: ProjectionContext<R, AppState>) throws -> Self
        where R.ResponseBody == Self {
        // Read the records the view needs (declare them with ComposableFactory), then project them.
        .init(name: "Name")
    }
}

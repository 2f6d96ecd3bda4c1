import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

/// Builds `DashboardViewModel` for `DashboardRequest`.
extension DashboardViewModel: VaporViewModelFactory {
    public typealias VMRequest = DashboardRequest

    public static func model(context: VaporModelFactoryContext<VMRequest>) async throws -> Self {
        // Query what the view needs through `context.req.db`, then build the view model.
        .init(name: "Name")
    }
}

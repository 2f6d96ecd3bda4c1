import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

/// Builds `BoardViewModel` for `BoardRequest`.
extension BoardViewModel: VaporViewModelFactory {
    public typealias VMRequest = BoardRequest

    public static func model(context: VaporModelFactoryContext<VMRequest>) async throws -> Self {
        // Query what the view needs through `context.req.db`, then build the view model.
        .init(name: "Name", column: .init(name: "Name"), card: .init(name: "Name"))
    }
}

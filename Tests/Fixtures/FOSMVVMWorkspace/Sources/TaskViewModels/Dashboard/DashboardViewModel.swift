import FOSMVVM
import Vapor

/// The team dashboard.
@ViewModel
public struct DashboardViewModel: RequestableViewModel {
    public typealias Request = DashboardRequest

    @LocalizedString public var pageTitle
    public let openTaskCount: LocalizableInt
    public let operations: any DashboardViewModelOperations

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(openTaskCount: LocalizableInt, operations: any DashboardViewModelOperations) {
        self.openTaskCount = openTaskCount
        self.operations = operations
    }
}

import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct DashboardViewModel: RequestableViewModel {
    public typealias Request = DashboardRequest

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension DashboardViewModel {
    static func stub() -> Self {
        .init()
    }
}

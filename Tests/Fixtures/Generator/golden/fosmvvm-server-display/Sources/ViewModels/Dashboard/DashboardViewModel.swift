import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct DashboardViewModel: RequestableViewModel {
    public typealias Request = DashboardRequest

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let name: String

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(name: String) {
        self.name = name
    }
}

// MARK: - Stubbable

public extension DashboardViewModel {
    static func stub() -> Self {
        .stub(name: "Name")
    }

    static func stub(name: String = "Name") -> Self {
        .init(name: name)
    }
}

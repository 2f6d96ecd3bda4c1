import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct TaskRowViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public let id: ModelIdType
    public var vmId: ViewModelId

    // MARK: - Initialization

    public init(id: ModelIdType) {
        self.id = id
        self.vmId = .init(id: id)
    }
}

// MARK: - Stubbable

public extension TaskRowViewModel {
    static func stub() -> Self {
        .init(id: .init())
    }
}

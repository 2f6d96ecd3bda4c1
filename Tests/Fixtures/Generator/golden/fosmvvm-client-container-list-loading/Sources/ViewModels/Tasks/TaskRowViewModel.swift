import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct TaskRowViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let id: ModelIdType
    public let name: String

    // MARK: - Identity

    public let vmId: ViewModelId

    // MARK: - Initialization

    public init(id: ModelIdType, name: String) {
        self.id = id
        self.name = name
        self.vmId = .init(id: id)
    }
}

// MARK: - Stubbable

public extension TaskRowViewModel {
    static func stub() -> Self {
        .stub(id: .init(), name: "Name")
    }

    static func stub(id: ModelIdType = .init(), name: String = "Name") -> Self {
        .init(id: id, name: name)
    }
}

import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct SessionCardViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let id: ModelIdType
    public let state: SessionState
    public let stateDisplay: LocalizableString

    // MARK: - Identity

    public let vmId: ViewModelId

    // MARK: - Initialization

    public init(id: ModelIdType, state: SessionState) {
        self.id = id
        self.state = state
        self.stateDisplay = state.localizableString
        self.vmId = .init(id: id)
    }
}

// MARK: - Stubbable

public extension SessionCardViewModel {
    static func stub() -> Self {
        .stub(id: .init(), state: .pending)
    }

    static func stub(id: ModelIdType = .init(), state: SessionState = .pending) -> Self {
        .init(id: id, state: state)
    }
}

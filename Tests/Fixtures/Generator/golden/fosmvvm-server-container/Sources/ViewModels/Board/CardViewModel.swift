import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct CardViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension CardViewModel {
    static func stub() -> Self {
        .init()
    }
}

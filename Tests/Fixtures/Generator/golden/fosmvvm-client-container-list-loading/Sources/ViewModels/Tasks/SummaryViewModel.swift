import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct SummaryViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension SummaryViewModel {
    static func stub() -> Self {
        .init()
    }
}

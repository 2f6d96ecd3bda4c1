import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct ColumnViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension ColumnViewModel {
    static func stub() -> Self {
        .init()
    }
}

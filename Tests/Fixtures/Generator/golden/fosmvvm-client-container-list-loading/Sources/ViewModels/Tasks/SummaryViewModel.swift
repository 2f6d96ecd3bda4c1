import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct SummaryViewModel: Codable, Sendable {
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

public extension SummaryViewModel {
    static func stub() -> Self {
        .stub(name: "Name")
    }

    static func stub(name: String = "Name") -> Self {
        .init(name: name)
    }
}

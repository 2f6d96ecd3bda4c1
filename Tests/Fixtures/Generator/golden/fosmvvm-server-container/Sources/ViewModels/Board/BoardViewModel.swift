import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct BoardViewModel: RequestableViewModel {
    public typealias Request = BoardRequest

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init() {}
}

// MARK: - Stubbable

public extension BoardViewModel {
    static func stub() -> Self {
        .init()
    }
}

import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct BoardViewModel: RequestableViewModel {
    public typealias Request = BoardRequest

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Children

    public let column: ColumnViewModel
    public let card: CardViewModel

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(
        column: ColumnViewModel = .init(),
        card: CardViewModel = .init()
    ) {
        self.column = column
        self.card = card
    }
}

// MARK: - Stubbable

public extension BoardViewModel {
    static func stub() -> Self {
        .init(
            column: .stub(),
            card: .stub()
        )
    }
}

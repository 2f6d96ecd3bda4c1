import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct BoardViewModel: RequestableViewModel {
    public typealias Request = BoardRequest

    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let name: String

    // MARK: - Children

    public let column: ColumnViewModel
    public let card: CardViewModel

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(name: String, column: ColumnViewModel, card: CardViewModel) {
        self.name = name
        self.column = column
        self.card = card
    }
}

// MARK: - Stubbable

public extension BoardViewModel {
    static func stub() -> Self {
        .stub(name: "Name")
    }

    static func stub(name: String = "Name") -> Self {
        .init(name: name, column: .stub(), card: .stub())
    }
}

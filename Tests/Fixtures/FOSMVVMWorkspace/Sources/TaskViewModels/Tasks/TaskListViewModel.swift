import FOSMVVM

/// The task board's main page.
@ViewModel
public struct TaskListViewModel: RequestableViewModel {
    public typealias Request = TaskListRequest

    @LocalizedString public var pageTitle
    @LocalizedString public var emptyStateMessage
    public let cards: [TaskCardViewModel]
    public let hasCards: Bool
    public let operations: any TaskListViewModelOperations

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(cards: [TaskCardViewModel], operations: any TaskListViewModelOperations) {
        self.cards = cards
        self.hasCards = !cards.isEmpty
        self.operations = operations
    }
}

public extension TaskListViewModel {
    static func stub() -> Self {
        .init(cards: [.stub()], operations: TaskListViewModelStubOperations())
    }
}

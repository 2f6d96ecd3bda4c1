import FOSMVVM

/// A task with its details and actions.
@ViewModel
public struct TaskDetailViewModel: RequestableViewModel {
    public typealias Request = TaskDetailRequest

    public let id: ModelIdType
    public let title: String
    public let dueDate: String
    @LocalizedString public var completeButtonLabel
    @LocalizedString public var deleteButtonLabel
    @LocalizedString public var errorTitle
    public let operations: any TaskDetailViewModelOperations

    public var vmId: ViewModelId = .init(type: Self.self)

    public var isOverdue: Bool { dueDate < "2026-01-01" }

    public init(id: ModelIdType, title: String, dueDate: String, operations: any TaskDetailViewModelOperations) {
        self.id = id
        self.title = title
        self.dueDate = dueDate
        self.operations = operations
    }
}

public extension TaskDetailViewModel {
    static func stub() -> Self {
        .init(id: .init(), title: "Write the report", dueDate: "Friday", operations: TaskDetailViewModelStubOperations())
    }
}

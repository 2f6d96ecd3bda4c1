import FOSMVVM

/// One task on the board.
@ViewModel
public struct TaskCardViewModel: Codable, Sendable {
    public let id: ModelIdType
    public let title: String
    public let createdAt: LocalizableDate
    public let commentCount: LocalizableInt
    @LocalizedString public var openLabel

    public var vmId: ViewModelId

    public init(id: ModelIdType, title: String, createdAt: LocalizableDate, commentCount: LocalizableInt) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.commentCount = commentCount
        self.vmId = .init(id: id)
    }
}

public extension TaskCardViewModel {
    static func stub() -> Self {
        .init(id: .init(), title: "Write the report", createdAt: .stub(), commentCount: .stub())
    }
}

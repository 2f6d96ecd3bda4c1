import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct TaskCardViewModel: Codable, Sendable {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Data

    public let id: ModelIdType
    public let createdAt: LocalizableDate
    public let commentCount: LocalizableInt
    public let summary: String

    // MARK: - Identity

    public let vmId: ViewModelId

    // MARK: - Initialization

    public init(id: ModelIdType, createdAt: LocalizableDate, commentCount: LocalizableInt, summary: String) {
        self.id = id
        self.createdAt = createdAt
        self.commentCount = commentCount
        self.summary = summary
        self.vmId = .init(id: id)
    }
}

// MARK: - Stubbable

public extension TaskCardViewModel {
    static func stub() -> Self {
        .stub(id: .init(), createdAt: .now, commentCount: 0, summary: "Summary")
    }

    static func stub(id: ModelIdType = .init(), createdAt: Date = .now, commentCount: Int = 0, summary: String = "Summary") -> Self {
        .init(id: id, createdAt: .init(value: createdAt), commentCount: .init(value: commentCount), summary: summary)
    }
}

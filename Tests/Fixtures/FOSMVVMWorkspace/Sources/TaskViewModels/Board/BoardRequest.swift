import FOSMVVM

/// Fetches the task board (the screen's read: the noun alone).
public final class BoardRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = BoardQuery
    public typealias ResponseBody = BoardViewModel

    public let query: BoardQuery?
    public var responseBody: BoardViewModel?

    public init(query: BoardQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil,
                responseBody: BoardViewModel? = nil) {
        self.query = query
        self.responseBody = responseBody
    }
}

/// The page of the board's tasks to fetch.
public struct BoardQuery: PaginatedQuery {
    public let pagination: Pagination

    public init(pagination: Pagination = .init()) {
        self.pagination = pagination
    }
}

import FOSMVVM

/// Fetches the task board from the server.
public final class TaskListRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseBody = TaskListViewModel

    public var responseBody: TaskListViewModel?

    public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil,
                responseBody: TaskListViewModel? = nil) {
        self.responseBody = responseBody
    }
}

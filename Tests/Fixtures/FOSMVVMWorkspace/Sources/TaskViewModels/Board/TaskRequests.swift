import FOSMVVM

/// Adds a task to the board.
public final class TaskCreateRequest: CreateRequest, @unchecked Sendable {
    public typealias ResponseError = TaskCreateError

    public let requestBody: TaskCreateBody?
    public var responseBody: TaskCreateResponse?

    public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: TaskCreateBody? = nil,
                responseBody: TaskCreateResponse? = nil) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }
}

/// Renames a task.
public final class TaskUpdateRequest: UpdateRequest, @unchecked Sendable {}

/// Replaces a task wholesale.
public final class TaskReplaceRequest: ReplaceRequest, @unchecked Sendable {}

/// Archives a task.
public final class TaskDeleteRequest: DeleteRequest, @unchecked Sendable {}

/// Removes an archived task for good.
public final class TaskDestroyRequest: DestroyRequest, @unchecked Sendable {}

/// Reads one task's raw data.
public final class TaskShowRequest: ShowRequest, @unchecked Sendable {}

/// What creating a task sends.
public struct TaskCreateBody: ServerRequestBody {
    public let title: String
}

/// What creating a task answers.
public struct TaskCreateResponse: CreateResponseBody {
    public let id: ModelIdType
}

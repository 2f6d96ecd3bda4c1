import FOSMVVM

/// Moves a task to another column.
public final class MoveTaskRequest: UpdateRequest, @unchecked Sendable {
    public typealias ResponseError = MoveTaskError
}

/// Why a task could not be moved.
public struct MoveTaskError: ServerRequestError {
    public enum Code: String, Codable, Sendable {
        case columnFull
    }

    public let code: Code
    public let message: LocalizableString
}

import FOSMVVM

/// Why moving a task failed: free text only, so any rejection decodes into it.
public struct MoveTaskError: ServerRequestError {
    public let reason: String
}

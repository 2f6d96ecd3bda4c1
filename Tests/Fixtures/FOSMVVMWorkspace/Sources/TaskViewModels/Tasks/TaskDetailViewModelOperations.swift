import FOSMVVM

/// What the task detail screen can do.
public protocol TaskDetailViewModelOperations: ViewModelOperations {
    func complete() async throws
    func delete()
}

/// Operations that do nothing, for stubs and previews.
public struct TaskDetailViewModelStubOperations: TaskDetailViewModelOperations {
    public init() {}
    public func complete() async throws {}
    public func delete() {}
}

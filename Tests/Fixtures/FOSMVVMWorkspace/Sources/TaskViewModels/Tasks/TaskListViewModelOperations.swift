import FOSMVVM

/// What the task list can ask for.
public protocol TaskListViewModelOperations: ViewModelOperations {
    func refresh() async throws
    func createTask()
}

/// Operations that do nothing, for stubs and previews.
public struct TaskListViewModelStubOperations: TaskListViewModelOperations {
    public init() {}
    public func refresh() async throws {}
    public func createTask() {}
}

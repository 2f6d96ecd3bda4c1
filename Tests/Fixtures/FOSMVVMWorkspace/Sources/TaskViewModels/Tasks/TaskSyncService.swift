import FOSMVVM
import Foundation

/// Keeps the task board in step with the server.
public struct TaskSyncService {
    public static let syncId = ViewModelId(id: "task-sync")

    public init() {}

    public func sync(request: TaskListRequest, mvvmEnv: MVVMEnvironment) async {
        try? await request.processRequest(mvvmEnv: mvvmEnv)
    }

    public func reload(request: TaskListRequest, mvvmEnv: MVVMEnvironment) async throws -> TaskListViewModel {
        do {
            try await request.processRequest(mvvmEnv: mvvmEnv)
        } catch DataFetchError.badStatus(httpStatusCode: 404) {
            return .stub()
        }
        return request.viewModel
    }
}

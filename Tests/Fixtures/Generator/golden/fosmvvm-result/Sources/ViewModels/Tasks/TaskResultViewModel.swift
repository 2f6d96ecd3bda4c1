import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct TaskResultViewModel: Codable, Sendable {
    public enum Result: Codable, Sendable {
        case success(TaskViewModel)
        case notFound(NotFoundViewModel)
        case permissionDenied(PermissionDeniedViewModel)
    }

    public let result: Result

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(result: Result) {
        self.result = result
    }
}

// MARK: - Stubbable

public extension TaskResultViewModel {
    static func stub() -> Self {
        .init(result: .success(.stub()))
    }
}

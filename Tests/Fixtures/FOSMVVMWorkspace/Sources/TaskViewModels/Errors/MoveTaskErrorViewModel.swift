import FOSMVVM

/// The error shown when moving a task fails.
@ViewModel(options: [.clientHostedFactory])
public struct MoveTaskErrorViewModel {
    public let message: LocalizableString
    public let errorCode: String

    public var vmId: ViewModelId = .init(type: Self.self)

    public init(responseError: MoveTaskRequest.ResponseError) {
        self.message = responseError.message
        self.errorCode = responseError.code.rawValue
    }
}

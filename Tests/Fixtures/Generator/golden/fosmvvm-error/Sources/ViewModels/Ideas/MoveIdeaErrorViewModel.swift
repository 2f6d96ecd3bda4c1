import FOSFoundation
import FOSMVVM
import Foundation

/// Shows a failed `MoveIdeaRequest`. The client-hosted factory keeps the error in its
/// `Hashable` `AppState`, so `MoveIdeaRequest.ResponseError` must be `Hashable`.
@ViewModel(options: [.clientHostedFactory])
public struct MoveIdeaErrorViewModel {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Error

    public let message: LocalizableString
    public let code: String
    public let retryable: Bool

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(responseError: MoveIdeaRequest.ResponseError) {
        self.init(
            message: responseError.message,
            code: responseError.code.rawValue,
            retryable: responseError.retryable
        )
    }

    init(
        message: LocalizableString,
        code: String,
        retryable: Bool
    ) {
        self.message = message
        self.code = code
        self.retryable = retryable
    }
}

// MARK: - Stubbable

public extension MoveIdeaErrorViewModel {
    static func stub() -> Self {
        .init(
            message: .stub(),
            code: "",
            retryable: false
        )
    }
}

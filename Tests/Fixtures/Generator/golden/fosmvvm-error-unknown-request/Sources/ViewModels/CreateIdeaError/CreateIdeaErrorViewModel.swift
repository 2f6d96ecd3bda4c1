import FOSFoundation
import FOSMVVM
import Foundation

/// Shows a failed `CreateIdeaRequest`. The client-hosted factory keeps the error in its
/// `Hashable` `AppState`, so `CreateIdeaRequest.ResponseError` must be `Hashable`.
@ViewModel(options: [.clientHostedFactory])
public struct CreateIdeaErrorViewModel {
    // MARK: - Localized UI Text

    @LocalizedString public var title

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Initialization

    public init(responseError: CreateIdeaRequest.ResponseError) {
        // CreateIdeaRequest.ResponseError is not in the workspace: copy what the view shows from it.
        self.init()
    }

    init() {}
}

// MARK: - Stubbable

public extension CreateIdeaErrorViewModel {
    static func stub() -> Self {
        .init()
    }
}

import FOSFoundation
import FOSMVVM
import Foundation

/// Fetches `SignUpViewModel` from the server.
public final class SignUpRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError

    public var responseBody: SignUpViewModel?

    public init(
        query: EmptyQuery? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: EmptyBody? = nil,
        responseBody: SignUpViewModel? = nil
    ) {
        self.responseBody = responseBody
    }
}

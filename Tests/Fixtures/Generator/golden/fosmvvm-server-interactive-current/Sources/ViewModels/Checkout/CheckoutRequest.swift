import FOSFoundation
import FOSMVVM
import Foundation

/// Fetches `CheckoutViewModel` from the server.
public final class CheckoutRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError

    public var responseBody: CheckoutViewModel?

    public init(
        query: EmptyQuery? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: EmptyBody? = nil,
        responseBody: CheckoutViewModel? = nil
    ) {
        self.responseBody = responseBody
    }
}

import FOSFoundation
import FOSMVVM
import Foundation

/// Fetches `BoardViewModel` from the server.
public final class BoardRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError

    public var responseBody: BoardViewModel?

    public init(
        query: EmptyQuery? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: EmptyBody? = nil,
        responseBody: BoardViewModel? = nil
    ) {
        self.responseBody = responseBody
    }
}

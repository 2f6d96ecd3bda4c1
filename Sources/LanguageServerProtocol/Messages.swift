/// A request the client sends: its method name and its params and result types.
public protocol LSPRequest: Sendable {
    associatedtype Params: Codable & Sendable
    associatedtype Response: Codable & Sendable
    static var method: String { get }
}

/// A notification in either direction: its method name and params type.
public protocol LSPNotification: Sendable {
    associatedtype Params: Codable & Sendable
    static var method: String { get }
}

/// Params of a message that takes none (absent, `null` or `{}` on the wire).
public struct EmptyParams: Codable, Sendable, Hashable {
    public init() {}
}

/// A result that is always JSON `null` (e.g. `shutdown`'s).
public struct NullResult: Codable, Sendable, Hashable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

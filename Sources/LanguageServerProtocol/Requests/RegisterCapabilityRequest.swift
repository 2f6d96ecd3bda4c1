/// `client/registerCapability`: the server asks the client for a capability at run time
/// (here: file watchers).
public enum RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Params = RegistrationParams
    public typealias Response = NullResult
}

public struct RegistrationParams: Codable, Sendable, Hashable {
    public var registrations: [Registration]
    public init(registrations: [Registration]) { self.registrations = registrations }
}

public struct Registration: Codable, Sendable, Hashable {
    public var id: String
    public var method: String
    public var registerOptions: JSONValue?
    public init(id: String, method: String, registerOptions: JSONValue?) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// A type declaration together with the file that declares it.
public struct TypeReference: Sendable, Hashable {
    public var path: String
    public var type: TypeFact

    public init(path: String, type: TypeFact) {
        self.path = path
        self.type = type
    }
}

/// A call on a view's stored `operations` (FOSMVVM), e.g. `operations.submit()`.
public struct OperationsCallFact: Sendable, Hashable {
    /// The qualified name of the type whose member makes the call.
    public var typeName: String
    /// The member that makes the call (`performAction`, `body`).
    public var memberName: String
    /// The called method (`submit`).
    public var methodName: String
    public var range: ByteRange

    public init(typeName: String, memberName: String, methodName: String, range: ByteRange) {
        self.typeName = typeName
        self.memberName = memberName
        self.methodName = methodName
        self.range = range
    }
}

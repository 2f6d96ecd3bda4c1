/// Where the walk currently is: the declarations that enclose the node being visited.
public struct WalkScope: Sendable {
    /// Enclosing type declarations and extensions, outermost first.
    public internal(set) var types: [TypeFact] = []
    /// The member of the innermost type that contains the node (`body`, a helper, `init`).
    public internal(set) var member: MemberFact?
    /// The range of the outermost member declaration of a type that contains the node: the
    /// unit a walk can skip when an earlier walk of the same text already handled it
    /// (see `WalkSkipping`). Nil outside members of types.
    public internal(set) var unit: ByteRange?
    /// Whether the node is inside a `#Preview` or a `PreviewProvider`.
    public internal(set) var isInPreview = false
    /// Whether the node is inside an `#if DEBUG` block.
    public internal(set) var isInDebugBlock = false
    /// Whether the innermost type is a view: declared as one, or an extension of a view known
    /// in this file or the workspace.
    public internal(set) var isInView = false

    public init() {}

    /// The innermost enclosing type declaration or extension.
    public var innermostType: TypeFact? { types.last }

    /// Whether an `#if` clause with `condition` (as written) is a debug block: both walks, the
    /// facts walk and the rules' walk, decide it here.
    static func isDebugCondition(_ condition: String) -> Bool {
        condition.contains("DEBUG") && !condition.contains("!DEBUG")
    }
}

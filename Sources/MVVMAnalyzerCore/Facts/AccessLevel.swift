/// A declaration's access level as written (`nil` in facts means none was written).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `public`
    case `open`
}

// API surface of FOSFoundation (FOSUtilities) for type-checking generated code on Linux
// (test support, not an implementation): the declarations FOSMVVM scaffolds use, with the
// library's signatures; bodies only satisfy the compiler.
@_exported import Foundation

/// Types that provide a value for tests and previews.
public protocol Stubbable {
    static func stub() -> Self
}

/// The type of a model's identity.
public typealias ModelIdType = UUID

/// An application's version, negotiated between client and server.
public struct SystemVersion: Codable, Hashable, Sendable, Comparable, Stubbable {
    public init(major: Int? = nil, minor: Int? = nil, patch: Int? = nil) {}
    public static var current: SystemVersion { SystemVersion() }
    public static func stub() -> SystemVersion { SystemVersion() }
    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool { false }
}

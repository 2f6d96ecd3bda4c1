// API surface of SwiftUI: the property wrappers and modifiers for Combine's `ObservableObject`
// (test support).
// `import SwiftUI` alone gives `ObservableObject` and `@Published`, as on Apple platforms.
@_exported import Combine

@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: StateObject<ObjectType> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: ObjectType) {}
    public init(initialValue: ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
}

/// A preview declared as a type (Xcode's older form of `#Preview`).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

extension View {
    public func environmentObject<T: ObservableObject>(_ object: T) -> Modified { ModifiedContent(content: self, modifier: _Modifier()) }
}

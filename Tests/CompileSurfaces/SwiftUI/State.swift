// API surface of SwiftUI: dynamic properties and the environment (test support).

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        public init() {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        public var projectedValue: Binding { self }
    }
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding { fatalError() }
}

public protocol DynamicProperty {}

public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    public var dismiss: DismissAction { fatalError() }
    public var locale: Locale { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() {}
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
    public var wrappedValue: Value { fatalError() }
}

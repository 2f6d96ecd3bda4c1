// API surface of Combine: what SwiftUI view models declare (test support).

/// An object whose `@Published` properties a view observes.
public protocol ObservableObject: AnyObject {}

/// A property an `ObservableObject` publishes.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: Publisher { fatalError() }

    public struct Publisher {}
}

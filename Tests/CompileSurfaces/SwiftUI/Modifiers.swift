// API surface of SwiftUI: the modifiers generated code uses (test support).

public struct _Modifier: Sendable {}

extension View {
    public typealias Modified = ModifiedContent<Self, _Modifier>
    private var modified: Modified { ModifiedContent(content: self, modifier: _Modifier()) }

    public func padding(_ length: CGFloat? = nil) -> Modified { modified }
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Modified { modified }
    public func font(_ font: Font?) -> Modified { modified }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Modified { modified }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Modified { modified }
    public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> Modified { modified }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> Modified { modified }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> Modified { modified }
    public func accessibilityIdentifier(_ identifier: String) -> Modified { modified }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> Modified { modified }
    public func onAppear(perform action: (() -> Void)? = nil) -> Modified { modified }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Modified { modified }
    public func disabled(_ disabled: Bool) -> Modified { modified }
    public func id<ID: Hashable>(_ id: ID) -> Modified { modified }
    public func tag<V: Hashable>(_ tag: V) -> Modified { modified }
    public func onSubmit(_ action: @escaping () -> Void) -> Modified { modified }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Modified { modified }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> Modified { modified }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Modified { modified }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Modified { modified }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Modified { modified }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Modified { modified }
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Modified { modified }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Modified { modified }
}

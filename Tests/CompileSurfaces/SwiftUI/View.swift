// API surface of SwiftUI for type-checking generated code on Linux (test support, not an
// implementation): declarations follow Apple's documented signatures; bodies only satisfy
// the compiler.
@_exported import Foundation
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Views whose body is never asked for in type checking.
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: PrimitiveView {
    public nonisolated init() {}
}

public struct TupleView<T>: PrimitiveView {
    public nonisolated(unsafe) var value: T
    public nonisolated init(_ value: T) { self.value = value }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    public nonisolated init() {}
}

public struct AnyView: PrimitiveView {
    public nonisolated init<V: View>(_ view: V) {}
}

/// The result of a modifier; carries no behaviour here.
public struct ModifiedContent<Content, Modifier>: PrimitiveView {
    public nonisolated init(content: Content, modifier: Modifier) {}
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// `#Preview` (DeveloperToolsSupport): the body is type-checked as a view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "CompileSurfaceMacros", type: "PreviewMacro")

// API surface of SwiftUI: the views generated code uses (test support).

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

public struct Text: PrimitiveView, Equatable {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    public func bold() -> Text { self }
    public func font(_ font: Font?) -> Text { self }
}

public struct Image: PrimitiveView {
    public init(systemName: String) {}
    public init(_ name: String) {}
}

public struct Label<Title: View, Icon: View>: PrimitiveView {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
    public static let destructive = ButtonRole()
}

public struct Button<Label: View>: PrimitiveView {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: PrimitiveView {
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {}
}
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

public struct VStack<Content: View>: PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ZStack<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct LazyVStack<Content: View>: PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ScrollView<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Group<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Form<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Section<Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct NavigationStack<Root: View>: PrimitiveView {
    public init(@ViewBuilder root: () -> Root) {}
}
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {}
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
public struct Spacer: PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}
public struct Divider: PrimitiveView {
    public init() {}
}
public struct TextField<Label: View>: PrimitiveView {}
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}
public struct Toggle<Label: View>: PrimitiveView {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }
public enum Alignment: Sendable { case leading, center, trailing, top, bottom }

// API surface of SwiftUI: colours, fonts, shape styles, edges (test support).

public protocol ShapeStyle: Sendable {}

public struct Color: PrimitiveView, ShapeStyle, Hashable {
    public init(_ name: String) {}
    public static let clear = Color("clear")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let red = Color("red")
    public static let gray = Color("gray")
    public static let accentColor = Color("accent")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let caption = Font()
    public static func system(size: CGFloat) -> Font { Font() }
}

public struct Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 3)
        public static let vertical = Set(rawValue: 12)
    }
}

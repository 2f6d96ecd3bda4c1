import CoreGraphics

public enum Spacing {
    public static let xSmall: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 16
    public static let large: CGFloat = 24
}

public enum CornerRadius {
    public static let medium: CGFloat = 12
}

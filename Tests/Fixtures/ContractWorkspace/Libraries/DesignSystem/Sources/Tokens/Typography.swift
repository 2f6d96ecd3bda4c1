import SwiftUI

public enum Typography {
    public static let headlineLarge = Font.system(size: 28, weight: .bold)
    public static let bodyLarge = Font.system(size: 16)
    public static let caption = Font.system(size: 12)
}

public enum SemanticColor {
    public static let textPrimary = Color("TextPrimary", bundle: .module)
    public static let textSecondary = Color("TextSecondary", bundle: .module)
    public static let surface = Color("Surface", bundle: .module)
}

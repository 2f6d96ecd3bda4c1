import SwiftSyntax

/// Reads access levels and other modifiers from a declaration's modifier list.
enum ModifierReader {
    static func names(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.map { modifier in
            if let detail = modifier.detail { return modifier.name.text + detail.trimmedText }
            return modifier.name.text
        }
    }

    /// What a member's facts need of its modifiers, read in one pass over the list (the facts
    /// walk reads the modifiers of every property and method of a workspace: one pass per
    /// question cost a tenth of the walk).
    struct Summary {
        /// `static` or `class`.
        var isStatic = false
        /// The first access level without a detail (`public`, not `private(set)`).
        var accessLevel: AccessLevel?
        /// The level in `private(set)` and the like.
        var setterAccessLevel: AccessLevel?

        init(_ modifiers: DeclModifierListSyntax) {
            for modifier in modifiers {
                let name = modifier.name.tokenKind
                if name == .keyword(.static) || name == .keyword(.class) {
                    isStatic = true
                    continue
                }
                guard let level = Self.accessLevel(name) else { continue }
                if let detail = modifier.detail {
                    if setterAccessLevel == nil, detail.detail.text == "set" { setterAccessLevel = level }
                } else if accessLevel == nil {
                    accessLevel = level
                }
            }
        }

        private static func accessLevel(_ name: TokenKind) -> AccessLevel? {
            switch name {
            case .keyword(.private): .private
            case .keyword(.fileprivate): .fileprivate
            case .keyword(.internal): .internal
            case .keyword(.package): .package
            case .keyword(.public): .public
            case .keyword(.open): .open
            default: nil
            }
        }
    }
}

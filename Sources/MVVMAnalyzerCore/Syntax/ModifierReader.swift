@_spi(RawSyntax) import SwiftSyntax

/// Reads access levels and other modifiers from a declaration's modifier list (a raw
/// `DeclModifierListSyntax`).
enum ModifierReader {
    private static let name = LayoutIndex(\DeclModifierSyntax.name)
    private static let detail = LayoutIndex(\DeclModifierSyntax.detail)
    private static let detailToken = LayoutIndex(\DeclModifierDetailSyntax.detail)

    /// Each modifier as written, its detail included (`public`, `private(set)`).
    static func names(_ modifiers: RawNode) -> [String] {
        modifiers.elements.map { modifier in
            let name = modifier[Self.name]?.tokenText ?? ""
            guard let detail = modifier[Self.detail] else { return name }
            return name + detail.trimmedText
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

        init(_ modifiers: RawNode) {
            for modifier in modifiers.elements {
                guard let name = modifier[ModifierReader.name] else { continue }
                if name.isKeyword(.static) || name.isKeyword(.class) {
                    isStatic = true
                    continue
                }
                guard let level = Self.accessLevel(name) else { continue }
                if let detail = modifier[ModifierReader.detail] {
                    if setterAccessLevel == nil, detail[ModifierReader.detailToken]?.isToken("set") == true {
                        setterAccessLevel = level
                    }
                } else if accessLevel == nil {
                    accessLevel = level
                }
            }
        }

        private static let levels: [(Keyword, AccessLevel)] = [
            (.private, .private), (.fileprivate, .fileprivate), (.internal, .internal),
            (.package, .package), (.public, .public), (.open, .open),
        ]

        private static func accessLevel(_ name: RawNode) -> AccessLevel? {
            levels.first { name.isKeyword($0.0) }?.1
        }
    }
}

import SwiftSyntax

/// Reads access levels and other modifiers from a declaration's modifier list.
enum ModifierReader {
    static func names(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.map { modifier in
            if let detail = modifier.detail { return modifier.name.text + detail.trimmedText }
            return modifier.name.text
        }
    }

    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        modifiers.lazy
            .filter { $0.detail == nil }
            .compactMap { AccessLevel(rawValue: $0.name.text) }
            .first
    }

    /// The level in `private(set)` and the like.
    static func setterAccessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        modifiers.lazy
            .filter { $0.detail?.detail.text == "set" }
            .compactMap { AccessLevel(rawValue: $0.name.text) }
            .first
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
}

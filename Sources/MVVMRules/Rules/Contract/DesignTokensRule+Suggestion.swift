import MVVMAnalyzerCore
import SwiftSyntax

/// Names a design token the app itself has, for a message that replaces a raw value: a token
/// family the enclosing member declaration already uses (`theme.spacing.…`), else a token type
/// the workspace declares (`Spacing.medium`); nothing when neither is visible, so no message
/// invents a token. Reads only the member around the value, so findings stay declaration-local.
enum DesignTokenSuggestion {
    /// What a raw value stands for.
    enum Kind {
        case spacing, font, color, radius, size

        /// Path components that group tokens of this kind (`theme.spacing.lg`).
        var groups: [String] {
            switch self {
            case .spacing: ["spacing", "spacings", "padding", "paddings"]
            case .font: ["typography", "fonts", "font"]
            case .color: ["colors", "color", "palette"]
            case .radius: ["radius", "radii", "cornerRadius", "cornerRadii", "corners"]
            case .size: ["dimensions", "sizes", "size", "dimension"]
            }
        }

        /// Token types a design system commonly declares for this kind.
        var typeNames: [String] {
            switch self {
            case .spacing: ["Spacing", "DSSpacing"]
            case .font: ["Typography", "DSTypography"]
            case .color: ["SemanticColor", "DSColor", "ColorToken"]
            case .radius: ["CornerRadius", "Radius", "DSRadius", "DSCornerRadius"]
            case .size: ["Dimensions", "DSDimensions", "Sizes"]
            }
        }
    }

    /// ` (e.g. `theme.spacing.…`)`, or nothing when the app shows no token of `kind`.
    static func example(of kind: Kind, near node: some SyntaxProtocol, context: RuleContext) -> String {
        token(of: kind, near: node, context: context).map { " (e.g. `\($0)`)" } ?? ""
    }

    /// A token of `kind` the member around `node` uses or the workspace declares, if any.
    static func token(of kind: Kind, near node: some SyntaxProtocol, context: RuleContext) -> String? {
        let member = ([Syntax(node)] + node.ancestors).first { $0.is(MemberBlockItemSyntax.self) }
        if let member, let used = usedToken(of: kind, in: member) { return used }
        for name in kind.typeNames {
            guard let type = context.workspace.declaration(of: name, near: context.path)?.type else { continue }
            if let property = type.properties.first(where: \.isStatic) { return "\(name).\(property.name)" }
            if let enumCase = type.enumCases.first { return "\(name).\(enumCase.name)" }
        }
        return nil
    }

    /// The family (`theme.spacing.…`) of the first `a.group.b` (or `group.b`, `.group.b`) path
    /// in `member` whose middle part is one of the kind's groups; the family, not the token,
    /// since the right size is the author's choice.
    private static func usedToken(of kind: Kind, in member: Syntax) -> String? {
        for access in member.descendants(MemberAccessExprSyntax.self)
        where access.declName.baseName.text.first?.isLowercase == true {
            if let family = access.base.flatMap({ family($0, groups: kind.groups) }) { return family + ".…" }
        }
        return nil
    }

    /// `theme.spacing` of `theme.spacing` (`self.theme.spacing` too), `spacing` of `spacing`,
    /// `.spacing` and `Theme.spacing`, where `spacing` is one of `groups`.
    private static func family(_ expression: ExprSyntax, groups: [String]) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return groups.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), groups.contains(access.declName.baseName.text)
        else { return nil }
        let group = access.declName.baseName.text
        let owner =
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? access.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let owner, owner.first?.isLowercase == true else { return group }
        return owner + "." + group
    }
}

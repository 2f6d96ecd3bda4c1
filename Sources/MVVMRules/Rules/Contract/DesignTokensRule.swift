import MVVMAnalyzerCore
import SwiftSyntax

/// Raw font sizes, spacing, colours and corner radii in a view instead of design tokens.
public struct DesignTokensRule: Rule {
    public static let description = RuleDescription(
        id: "contract/design-tokens",
        name: "Design tokens",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A view uses a raw value where the design system has a token: `.font(.system(size:))` \
            with a number, a numeric `.padding(…)` or `spacing:`, a numeric `.frame(width:height:…)`, \
            a numeric size-like argument of a `DS…` component (`DSCard(padding: 16)`), a palette \
            colour (`Color.black`, `.foregroundStyle(.red)`, `Color(red:green:blue:)`) or a numeric \
            corner radius.
            """,
        rationale: """
            The contract convention: "No hardcoded values — never use raw colors, font sizes, or spacing values"; \
            typography, colour, spacing and dimensions come from the DesignSystem target, so a theme \
            change or dark mode is one edit and every screen stays consistent. A number handed to a \
            design-system component or to `.frame` bypasses the tokens just as a raw `.padding` \
            does, so the same rule covers them. Messages name a token only when the app shows one \
            (a token path the file already uses, or a token type the workspace declares). Semantic \
            SwiftUI styles (`.secondary`, `Color.clear`, `.font(.title)`), any non-literal value \
            (`.system(size: theme.dimensions.xxl)`, `.frame(maxWidth: .infinity)`) and `0` are accepted.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterRow: View {
                    let viewModel: CharacterRowViewModel
                    var body: some View {
                        VStack(spacing: ↓8↑) {
                            Text(viewModel.name)
                                .font(↓.system(size: 16)↑)
                                .foregroundStyle(↓.black↑)
                                .padding(↓16↑)
                                .background(↓Color.white↑)
                                .cornerRadius(↓12↑)
                            Text(viewModel.status)
                                .padding(.horizontal, ↓12.5↑)
                                .clipShape(RoundedRectangle(cornerRadius: ↓8↑))
                        }
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct CharacterCard<ViewModel: CharacterCardViewModelContract>: View {
                    let viewModel: ViewModel
                    @Environment(\\.dsTheme) private var theme
                    var body: some View {
                        DSCard(padding: ↓16↑, cornerRadius: ↓12↑) {
                            DSAsyncImage(url: viewModel.imageURL, size: ↓80↑)
                                .frame(width: ↓200↑, maxHeight: ↓320↑)
                                .padding(theme.spacing.lg)
                        }
                    }
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterRow: View {
                    let viewModel: CharacterRowViewModel
                    var body: some View {
                        VStack(spacing: Spacing.small) {
                            Text(viewModel.name)
                                .font(Typography.bodyLarge)
                                .foregroundStyle(SemanticColor.textPrimary)
                                .padding(Spacing.medium)
                            Text(viewModel.status)
                                .foregroundStyle(.secondary)
                                .font(.caption)
                        }
                        .background(Color.clear)
                        .padding(.horizontal)
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                struct AboutView<ViewModel: AboutViewModelContract>: View {
                    let viewModel: ViewModel
                    @Environment(\\.dsTheme) private var theme
                    var body: some View {
                        VStack {
                            Image(systemName: "info.circle")
                                .font(.system(size: theme.dimensions.xxl))
                                .frame(maxWidth: .infinity, minHeight: theme.dimensions.xl)
                            DSBadge(count: 3)
                            DSCard(padding: theme.spacing.md) { Text(viewModel.version) }
                        }
                    }
                }
                """, convention: .contract),
            RuleExample(
                """
                public enum Spacing {
                    public static let small: CGFloat = 8
                    public static let medium: CGFloat = 16
                }
                """, convention: .contract),
            RuleExample(
                """
                #Preview {
                    Text("Preview").padding(24)
                }
                """, convention: .contract),
        ]
    )

    static let paletteColors: Set<String> = [
        "black", "white", "red", "green", "blue", "orange", "yellow", "pink", "purple", "gray", "brown",
        "cyan", "indigo", "mint", "teal",
    ]
    static let colorModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "tint", "fill", "stroke", "border", "accentColor",
        "listRowBackground",
    ]
    static let colorComponentLabels: Set<String> = ["red", "green", "blue", "hex", "white"]

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr, .memberAccessExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview else { return [] }
        if let access = node.as(MemberAccessExprSyntax.self) {
            guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color",
                Self.paletteColors.contains(access.declName.baseName.text)
            else { return [] }
            return [colorDiagnostic(ExprSyntax(access), context: context)]
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return [] }
        var diagnostics: [Finding] = []
        if name == "system", isFontCallee(call.calledExpression),
            let size = call.arguments.first(where: { $0.label?.text == "size" }),
            Self.nonZeroNumber(size.expression) != nil
        {
            diagnostics.append(
                context.diagnostic(
                    "Raw font size `\(call.trimmedText)`: use a typography token from the design system"
                        + DesignTokenSuggestion.example(of: .font, near: call, context: context),
                    at: ByteRange(call)
                ))
        }
        if name == "Color", call.isDirectCall,
            call.arguments.contains(where: { Self.colorComponentLabels.contains($0.label?.text ?? "") })
        {
            diagnostics.append(colorDiagnostic(ExprSyntax(call), context: context))
        }
        if Self.colorModifiers.contains(name), !call.isDirectCall,
            let color = call.firstUnlabeledArgument?.as(MemberAccessExprSyntax.self), color.base == nil,
            Self.paletteColors.contains(color.declName.baseName.text)
        {
            diagnostics.append(colorDiagnostic(ExprSyntax(color), context: context))
        }
        for argument in call.arguments {
            guard let number = Self.nonZeroNumber(argument.expression) else { continue }
            let label = argument.label?.text
            if label == "spacing" || (name == "padding" && !call.isDirectCall && (label == nil || label == "edges")) {
                diagnostics.append(
                    context.diagnostic(
                        "Raw spacing `\(number)` in `\(name)`: use a spacing token from the design system"
                            + DesignTokenSuggestion.example(of: .spacing, near: call, context: context),
                        at: ByteRange(argument.expression)
                    ))
            } else if label == "cornerRadius" || (name == "cornerRadius" && label == nil) {
                diagnostics.append(
                    context.diagnostic(
                        "Raw corner radius `\(number)`: use a radius token from the design system"
                            + DesignTokenSuggestion.example(of: .radius, near: call, context: context),
                        at: ByteRange(argument.expression)
                    ))
            } else if let label, name == "frame", !call.isDirectCall, Self.frameLabels.contains(label) {
                diagnostics.append(
                    context.diagnostic(
                        "Raw size `\(label): \(number)` in `.frame`: use a dimension token from the design system"
                            + DesignTokenSuggestion.example(of: .size, near: call, context: context),
                        at: ByteRange(argument.expression)
                    ))
            } else if let label, call.isDirectCall, Self.isDesignSystemComponent(name), Self.isSizeLike(label) {
                diagnostics.append(
                    context.diagnostic(
                        "Raw size `\(label): \(number)` passed to the design-system component `\(name)`: pass a token "
                            + "from the design system"
                            + DesignTokenSuggestion.example(
                                of: Self.kind(ofSizeLabel: label), near: call, context: context),
                        at: ByteRange(argument.expression)
                    ))
            }
        }
        return diagnostics
    }

    private func colorDiagnostic(_ color: ExprSyntax, context: RuleContext) -> Finding {
        context.diagnostic(
            "Raw colour `\(color.trimmedText)`: use a semantic colour token from the design system"
                + DesignTokenSuggestion.example(of: .color, near: color, context: context),
            at: ByteRange(color)
        )
    }

    /// The size arguments of `.frame(…)`.
    static let frameLabels: Set<String> = [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
    ]

    /// Label words that make a component's argument a size (`padding:`, `iconSize:`, `cornerRadius:`).
    static let sizeWords = ["padding", "spacing", "size", "width", "height", "radius", "inset", "margin", "offset"]

    /// `DSCard`, `DSButton`: a design-system component by the `DS` prefix the convention gives them.
    static func isDesignSystemComponent(_ name: String) -> Bool {
        name.count > 2 && name.hasPrefix("DS") && name.dropFirst(2).first?.isUppercase == true
    }

    static func isSizeLike(_ label: String) -> Bool {
        let lowercased = label.lowercased()
        return sizeWords.contains { lowercased.contains($0) }
    }

    static func kind(ofSizeLabel label: String) -> DesignTokenSuggestion.Kind {
        let lowercased = label.lowercased()
        if lowercased.contains("padding") || lowercased.contains("spacing") || lowercased.contains("inset")
            || lowercased.contains("margin")
        {
            return .spacing
        }
        if lowercased.contains("radius") { return .radius }
        return .size
    }

    /// `.system(…)` or `Font.system(…)`.
    private func isFontCallee(_ callee: ExprSyntax) -> Bool {
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = access.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
    }

    /// The literal's text when `expression` is a non-zero number literal (`16`, `12.5`, `-4`).
    private static func nonZeroNumber(_ expression: ExprSyntax) -> String? {
        var literal = expression
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            literal = prefix.expression
        }
        let text: String
        if let integer = literal.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = literal.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else {
            return nil
        }
        return Double(text.replacingOccurrences(of: "_", with: "")) == 0 ? nil : expression.trimmedText
    }
}

import SwiftSyntax

/// Recognises `#Preview` macros and reads their title and body.
enum PreviewFactExtractor {
    /// The preview fact for `node` if it is a `#Preview` declaration or expression.
    static func fact(for node: Syntax, kind: PreviewFact.Kind, isInsideDebugBlock: Bool, offset: Int) -> PreviewFact? {
        let macroName: TokenSyntax
        let arguments: LabeledExprListSyntax
        let trailingClosure: ClosureExprSyntax?
        if let decl = node.as(MacroExpansionDeclSyntax.self) {
            (macroName, arguments, trailingClosure) = (decl.macroName, decl.arguments, decl.trailingClosure)
        } else if let expr = node.as(MacroExpansionExprSyntax.self) {
            (macroName, arguments, trailingClosure) = (expr.macroName, expr.arguments, expr.trailingClosure)
        } else {
            return nil
        }
        guard macroName.text == "Preview" else { return nil }
        let title = arguments.first { $0.label == nil }?
            .expression.as(StringLiteralExprSyntax.self)
            .flatMap(\.representedLiteralValue)
        return PreviewFact(
            kind: kind,
            title: title,
            range: ByteRange(node).shifted(by: offset),
            isInsideDebugBlock: isInsideDebugBlock,
            bodyText: trailingClosure?.statements.trimmedText ?? ""
        )
    }
}

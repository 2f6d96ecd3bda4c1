import SwiftSyntax

/// What the identifier under the cursor names, as far as navigation cares.
public enum SymbolAtPosition: Sendable, Hashable {
    /// A type name: a declaration's name or a reference to a type (`FooViewModel`, `FooView`).
    case type(name: String, range: ByteRange)
    /// `holder.member` where `holder` is a plain name (`viewModel.title`); `range` is the member's.
    case memberAccess(holder: String, member: String, range: ByteRange)
    /// The name of a property or method declaration (`var title`, `func didAppear()`).
    case memberDeclaration(name: String, range: ByteRange)

    /// The symbol whose identifier contains `offset` (or ends at it), if any.
    public static func find(at offset: Int, in file: SourceFile) -> SymbolAtPosition? {
        guard let token = identifierToken(at: offset, in: file.tree) else { return nil }
        let name = token.identifierName
        let range = ByteRange(
            start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: token.endPositionBeforeTrailingTrivia.utf8Offset)
        let parent = token.parent
        if let reference = parent?.as(DeclReferenceExprSyntax.self),
            let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName == reference,
            let holder = Self.holderName(of: access.base)
        {
            return .memberAccess(holder: holder, member: name, range: range)
        }
        if parent?.is(IdentifierPatternSyntax.self) == true || parent?.is(FunctionDeclSyntax.self) == true {
            return .memberDeclaration(name: name, range: range)
        }
        if name.first?.isUppercase == true {
            return .type(name: name, range: range)
        }
        return nil
    }

    /// `viewModel` in `viewModel.x` and in `self.viewModel.x`.
    private static func holderName(of base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName }
        if let access = base.as(MemberAccessExprSyntax.self), access.base?.is(DeclReferenceExprSyntax.self) == true,
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return access.declName.baseName.identifierName
        }
        return nil
    }

    private static func identifierToken(at offset: Int, in tree: SourceFileSyntax) -> TokenSyntax? {
        let length = tree.totalLength.utf8Length
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < length {
            if let token = tree.token(at: AbsolutePosition(utf8Offset: candidate)),
                case .identifier = token.tokenKind
            {
                return token
            }
        }
        return nil
    }
}

extension TokenSyntax {
    /// The identifier's name without backticks.
    var identifierName: String {
        if case .identifier(let name) = tokenKind { return name.trimmingCharacters(in: ["`"]) }
        return text
    }
}

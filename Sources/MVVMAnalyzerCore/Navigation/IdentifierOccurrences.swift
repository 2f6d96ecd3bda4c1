import SwiftSyntax

/// Where identifiers appear in a file, token by token (never inside comments or strings).
public enum IdentifierOccurrences {
    /// The ranges of every identifier token of the file whose name is a key of `names`, with
    /// that name.
    public static func find(_ names: Set<String>, in file: SourceFile) -> [(name: String, range: ByteRange)] {
        file.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier = token.tokenKind, names.contains(token.identifierName) else { return nil }
            return (
                token.identifierName,
                ByteRange(
                    start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: token.endPositionBeforeTrailingTrivia.utf8Offset)
            )
        }
    }
}

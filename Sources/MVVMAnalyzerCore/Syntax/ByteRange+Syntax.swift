import SwiftSyntax

extension ByteRange {
    /// The range of `node` without its leading and trailing trivia.
    public init(_ node: some SyntaxProtocol) {
        self.init(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset
        )
    }
}

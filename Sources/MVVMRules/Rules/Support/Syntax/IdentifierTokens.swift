import SwiftSyntax

extension SyntaxProtocol {
    /// Whether the node's code names `identifier`: a token, not a word in a comment or a string.
    func containsIdentifier(_ identifier: String) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(identifier) }
    }
}

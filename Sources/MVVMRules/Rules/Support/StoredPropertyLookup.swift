import MVVMAnalyzerCore
import SwiftSyntax

extension WalkScope {
    /// The properties `node` declares when it is a property declaration directly inside the
    /// innermost type (not a local variable).
    func declaredProperties(_ node: Syntax) -> [PropertyFact] {
        guard node.kind == .variableDecl, let type = innermostType else { return [] }
        let range = ByteRange(node)
        return type.properties.filter { $0.range == range }
    }
}

import MVVMAnalyzerCore
import SwiftSyntax

/// The member names code reads on any base: `name` of `x.name`, `.name`, `x.$name`, `\.name`
/// and `\Type.name`.
enum ReadMemberNames {
    /// The member names read in `node` outside the `excluded` ranges.
    static func find(in node: some SyntaxProtocol, outside excluded: [ByteRange]) -> Set<String> {
        let collector = Collector(excluded: excluded)
        collector.walk(node)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        let excluded: [ByteRange]
        var names: Set<String> = []

        init(excluded: [ByteRange]) {
            self.excluded = excluded
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            record(node.declName.baseName)
            return .visitChildren
        }

        override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
            record(node.declName.baseName)
            return .visitChildren
        }

        private func record(_ name: TokenSyntax) {
            let range = ByteRange(name)
            guard !excluded.contains(where: { $0.contains(range) }) else { return }
            names.insert(String(name.text.filter { $0 != "$" && $0 != "`" }))
        }
    }
}

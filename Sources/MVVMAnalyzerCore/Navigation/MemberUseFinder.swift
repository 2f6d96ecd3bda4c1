import SwiftSyntax

/// Finds `holder.member` (and `self.holder.member`, `$holder.member`) expressions in a syntax tree.
public enum MemberUseFinder {
    /// The names of every member read through any of `holders` inside `range` of the file.
    public static func usedMembers(through holders: Set<String>, in file: SourceFile, within range: ByteRange) -> Set<
        String
    > {
        let visitor = Visitor(member: nil, holders: holders, range: range)
        visitor.walk(file.tree)
        return visitor.names
    }

    /// Ranges of `member` in `holder.member` uses inside `range` of the file, for any of the
    /// `holders` (names of properties that hold a view model).
    public static func uses(
        of member: String, through holders: Set<String>, in file: SourceFile,
        within range: ByteRange
    ) -> [ByteRange] {
        let visitor = Visitor(member: member, holders: holders, range: range)
        visitor.walk(file.tree)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        /// The member looked for; nil collects every member name.
        let member: String?
        let holders: Set<String>
        let range: ByteRange
        var found: [ByteRange] = []
        var names: Set<String> = []

        init(member: String?, holders: Set<String>, range: ByteRange) {
            self.member = member
            self.holders = holders
            self.range = range
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName
            // `viewModel.$name` (a projected value, as form fields use) reads `name` too.
            let memberName = String(name.identifierName.drop { $0 == "$" })
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
            guard member == nil || memberName == member, start >= range.start, start < range.end,
                let base = node.base
            else { return .visitChildren }
            let holder: String?
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                holder = String(reference.baseName.identifierName.drop { $0 == "$" })
            } else if let access = base.as(MemberAccessExprSyntax.self),
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                holder = access.declName.baseName.identifierName
            } else {
                holder = nil
            }
            if let holder, holders.contains(holder) {
                found.append(ByteRange(start: start, end: name.endPositionBeforeTrailingTrivia.utf8Offset))
                names.insert(memberName)
            }
            return .visitChildren
        }
    }
}

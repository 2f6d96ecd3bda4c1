import SwiftSyntax

/// Finds `holder.member` expressions (and `self.holder.member`, `$holder.member`,
/// `holder?.member`, `holder!.member`) in a syntax tree.
public enum MemberUseFinder {
    /// The names of every member read through any of `holders` inside `range` of the file; a
    /// projected value (`holder.$name`, as form fields use) reads `name`, unless
    /// `countingProjectedValues` is false.
    public static func usedMembers(
        through holders: Set<String>, in file: SourceFile, within range: ByteRange,
        countingProjectedValues: Bool = true
    ) -> Set<String> {
        let visitor = Visitor(member: nil, holders: holders, range: range)
        visitor.walk(file.tree)
        return countingProjectedValues ? visitor.names.union(visitor.projectedNames) : visitor.names
    }

    /// The names of the members whose publishers are read through any of `holders` inside
    /// `range` of the file (`name` of `holder.$name`): what the code subscribes to itself.
    public static func projectedMembers(through holders: Set<String>, in file: SourceFile, within range: ByteRange)
        -> Set<String>
    {
        let visitor = Visitor(member: nil, holders: holders, range: range)
        visitor.walk(file.tree)
        return visitor.projectedNames
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
        /// The members read as themselves.
        var names: Set<String> = []
        /// The members read as projected values (`name` of `holder.$name`).
        var projectedNames: Set<String> = []

        init(member: String?, holders: Set<String>, range: ByteRange) {
            self.member = member
            self.holders = holders
            self.range = range
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName
            // `viewModel.$name` (a projected value, as form fields use) reads `name` too.
            let isProjected = name.identifierName.hasPrefix("$")
            let memberName = String(name.identifierName.drop { $0 == "$" })
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
            guard member == nil || memberName == member, start >= range.start, start < range.end,
                let holder = Self.holder(of: node.base), holders.contains(holder)
            else { return .visitChildren }
            found.append(ByteRange(start: start, end: name.endPositionBeforeTrailingTrivia.utf8Offset))
            if isProjected { projectedNames.insert(memberName) } else { names.insert(memberName) }
            return .visitChildren
        }

        /// The property a member is read through: `holder` of `holder`, `$holder`, `self.holder`,
        /// `holder?` and `holder!`.
        private static func holder(of base: ExprSyntax?) -> String? {
            guard let base else { return nil }
            if let optional = base.as(OptionalChainingExprSyntax.self) { return holder(of: optional.expression) }
            if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { return holder(of: unwrapped.expression) }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                return String(reference.baseName.identifierName.drop { $0 == "$" })
            }
            guard let access = base.as(MemberAccessExprSyntax.self),
                access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return nil }
            return access.declName.baseName.identifierName
        }
    }
}

import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax

/// A declaration of another file as syntax, parsed from its own text: how a rule reads a member
/// or property of a file whose tree the workspace may not keep, without matching its text.
enum MemberSyntax {
    /// The declaration of `member` in the file whose line table is `lines`.
    static func declaration(of member: MemberFact, in lines: LineTable) -> Syntax {
        Syntax(Parser.parse(source: lines.text(in: member.range)))
    }

    /// The declaration of `property` (a stored property, or a protocol's requirement) in the
    /// file whose line table is `lines`.
    static func declaration(of property: PropertyFact, in lines: LineTable) -> Syntax {
        Syntax(Parser.parse(source: lines.text(in: property.range)))
    }
}

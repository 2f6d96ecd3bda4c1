import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax

/// A member's declaration as syntax, parsed from its own text: how a rule reads the body of a
/// member of another file, whose tree the workspace may not keep, without matching its text.
enum MemberSyntax {
    /// The declaration of `member` in the file whose line table is `lines`.
    static func declaration(of member: MemberFact, in lines: LineTable) -> Syntax {
        Syntax(Parser.parse(source: lines.text(in: member.range)))
    }
}

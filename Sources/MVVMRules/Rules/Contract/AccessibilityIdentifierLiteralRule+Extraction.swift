import MVVMAnalyzerCore
import SwiftSyntax

/// Builds the fix for a literal accessibility identifier: use a member of the file's
/// `private enum AccessibilityIdentifier`, declaring it there (and the enum) when missing.
struct AccessibilityIdentifierExtraction {
    let literal: StringLiteralExprSyntax

    /// `scrollView` for `"characterList.scrollView"`, `retryButton` for `"retry-button"`.
    var memberName: String {
        let last = literal.literalText.split(separator: ".").last.map(String.init) ?? ""
        let words = last.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "identifier" }
        let name =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "identifier" + name : name
    }

    /// The fix, or `nil` when the literal is interpolated or the member name is taken by
    /// another identifier.
    func fix(context: RuleContext) -> Fix? {
        guard !literal.hasInterpolation else { return nil }
        let value = literal.trimmedText
        var replacements: [TextReplacement] = []
        var member = memberName
        let constants = ConstantsEnum(name: "AccessibilityIdentifier", markTitle: "AccessibilityIdentifiers")
        let enumDecl = constants.existing(in: literal)
        let members =
            enumDecl?.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first } ?? []
        if let same = members.first(where: {
            $0.initializer?.value.as(StringLiteralExprSyntax.self).map(holdsSameText) == true
        }),
            let name = same.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            member = name
        } else if members.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member }) {
            return nil
        } else {
            replacements.append(
                constants.adding("    static let \(member) = \(value)\n", to: enumDecl, lines: context.lines))
        }
        replacements.insert(
            TextReplacement(range: ByteRange(literal), newText: "AccessibilityIdentifier.\(member)"), at: 0)
        return context.fix("Move to AccessibilityIdentifier.\(member)", isPreferred: false, replacements)
    }

    /// Whether `other` is a literal of the identifier's text: the same characters between the
    /// same raw delimiters, without interpolation.
    private func holdsSameText(_ other: StringLiteralExprSyntax) -> Bool {
        !other.hasInterpolation && other.literalText == literal.literalText
            && other.openingPounds?.text == literal.openingPounds?.text
    }
}

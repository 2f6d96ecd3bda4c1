import MVVMAnalyzerCore
import SwiftSyntax

/// Builds the contract convention's fix for hardcoded text: use a `LocalizedStrings` member
/// and declare it in the file's `private enum LocalizedStrings` (created when missing).
struct LocalizedStringsExtraction {
    let literal: StringLiteralExprSyntax
    let viewName: String

    /// `noCharacters` for `"No characters"`.
    var memberName: String {
        let words = literal.literalText
            .split { !$0.isLetter && !$0.isNumber }
            .prefix(4)
            .map { $0.lowercased() }
        guard let first = words.first else { return "text" }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "text" + name : name
    }

    /// `characterList.noCharacters` for `CharacterListView`.
    var key: String {
        let screen = TypeName.featureName(ofView: viewName)
        return (screen.prefix(1).lowercased() + screen.dropFirst()) + "." + memberName
    }

    func fix(context: RuleContext) -> Fix {
        var replacements = [TextReplacement(range: ByteRange(literal), newText: "LocalizedStrings.\(memberName)")]
        let declaration = "    static var \(memberName): String { \"\(key)\".localized() }\n"
        let constants = ConstantsEnum(name: "LocalizedStrings", markTitle: "LocalizedStrings")
        let enumDecl = constants.existing(in: literal)
        let alreadyDeclared =
            enumDecl?.memberBlock.members.contains { item in
                item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == memberName
                } ?? false
            } ?? false
        if !alreadyDeclared {
            replacements.append(constants.adding(declaration, to: enumDecl, lines: context.lines))
        }
        return context.fix("Extract to LocalizedStrings.\(memberName)", isPreferred: false, replacements)
    }
}

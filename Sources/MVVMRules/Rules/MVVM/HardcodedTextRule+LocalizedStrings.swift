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
        if let enumDecl = existingEnum() {
            let alreadyDeclared = enumDecl.memberBlock.members.contains { item in
                item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == memberName
                } ?? false
            }
            if !alreadyDeclared {
                let braceLine = context.lines.lineIndex(containing: ByteRange(enumDecl.memberBlock.rightBrace).start)
                replacements.append(TextReplacement(range: .empty(at: context.lines.lineStarts[braceLine]), newText: declaration))
            }
        } else {
            let end = context.lines.bytes.count
            let separator = context.lines.bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
            replacements.append(TextReplacement(
                range: .empty(at: end),
                newText: "\(separator)// MARK: - LocalizedStrings\n\nprivate enum LocalizedStrings {\n\(declaration)}\n"
            ))
        }
        return context.fix("Extract to LocalizedStrings.\(memberName)", isPreferred: false, replacements)
    }

    /// The file's top-level `enum LocalizedStrings`, found without walking the tree.
    private func existingEnum() -> EnumDeclSyntax? {
        guard let file = literal.root.as(SourceFileSyntax.self) else { return nil }
        return file.statements.lazy
            .compactMap { $0.item.as(EnumDeclSyntax.self) }
            .first { $0.name.text == "LocalizedStrings" }
    }
}

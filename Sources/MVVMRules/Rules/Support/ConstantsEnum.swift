import MVVMAnalyzerCore
import SwiftSyntax

/// A file's private enum of constants that fixes move literals into (`LocalizedStrings`,
/// `AccessibilityIdentifier`): found at the top level, given a member, or appended to the file.
struct ConstantsEnum {
    /// The enum's name.
    let name: String
    /// The title of the `// MARK: -` line above the enum when it is appended.
    let markTitle: String

    /// The file's top-level enum called `name`, found from `node` without walking the tree.
    func existing(in node: some SyntaxProtocol) -> EnumDeclSyntax? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        return file.statements.lazy
            .compactMap { $0.item.as(EnumDeclSyntax.self) }
            .first { $0.name.text == name }
    }

    /// The edit adding `declaration` (a whole member line, indented, ending with a newline):
    /// before the closing brace of `existing`, or in a new enum at the end of the file.
    func adding(_ declaration: String, to existing: EnumDeclSyntax?, lines: LineTable) -> TextReplacement {
        if let existing {
            let braceLine = lines.lineIndex(containing: ByteRange(existing.memberBlock.rightBrace).start)
            return TextReplacement(range: .empty(at: lines.lineStarts[braceLine]), newText: declaration)
        }
        let separator = lines.bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        return TextReplacement(
            range: .empty(at: lines.bytes.count),
            newText: "\(separator)// MARK: - \(markTitle)\n\nprivate enum \(name) {\n\(declaration)}\n"
        )
    }
}

import Foundation
import LanguageServerProtocol

/// Applies LSP `TextEdit`s (UTF-16 positions) to a text, as an editor would.
enum TextEditing {
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        func offset(_ position: Position) -> Int {
            let before = lines.prefix(position.line).reduce(0) { $0 + $1.utf16.count + 1 }
            return before + min(position.character, position.line < lines.count ? lines[position.line].utf16.count : 0)
        }
        var utf16 = Array(text.utf16)
        for edit in edits.sorted(by: { offset($0.range.start) > offset($1.range.start) }) {
            utf16.replaceSubrange(offset(edit.range.start)..<offset(edit.range.end), with: Array(edit.newText.utf16))
        }
        return String(decoding: utf16, as: UTF16.self)
    }

    /// The text edits of a workspace edit's `documentChanges` for `uri`.
    static func edits(of edit: WorkspaceEdit?, for uri: DocumentURI) -> [TextEdit] {
        (edit?.documentChanges ?? []).flatMap { change -> [TextEdit] in
            guard case .edit(let documentEdit) = change, documentEdit.textDocument.uri == uri else { return [] }
            return documentEdit.edits
        }
    }
}

import Foundation

/// Applies LSP `TextEdit`s (UTF-16 positions) to a text, as an editor would.
enum TextEditing {
    static func apply(_ edits: [[String: Any]], to text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        func offset(_ position: [String: Any]) -> Int {
            let line = position["line"] as? Int ?? 0
            let character = position["character"] as? Int ?? 0
            let before = lines.prefix(line).reduce(0) { $0 + $1.utf16.count + 1 }
            return before + min(character, line < lines.count ? lines[line].utf16.count : 0)
        }
        var utf16 = Array(text.utf16)
        let sorted = edits.sorted {
            offset(($0["range"] as! [String: Any])["start"] as! [String: Any])
                > offset(($1["range"] as! [String: Any])["start"] as! [String: Any])
        }
        for edit in sorted {
            let range = edit["range"] as! [String: Any]
            let start = offset(range["start"] as! [String: Any])
            let end = offset(range["end"] as! [String: Any])
            utf16.replaceSubrange(start..<end, with: Array((edit["newText"] as! String).utf16))
        }
        return String(decoding: utf16, as: UTF16.self)
    }

    /// The text edits of a code action's `documentChanges` for `uri`.
    static func edits(of action: [String: Any], for uri: String) -> [[String: Any]] {
        let changes = (action["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]] ?? []
        return changes.filter { (($0["textDocument"] as? [String: Any])?["uri"] as? String) == uri }
            .flatMap { $0["edits"] as? [[String: Any]] ?? [] }
    }
}

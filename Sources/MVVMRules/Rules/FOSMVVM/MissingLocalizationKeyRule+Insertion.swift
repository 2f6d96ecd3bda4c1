import MVVMAnalyzerCore

/// Adds `<locale>: <Type>: <key>: value` entries to localization YAML without reordering or
/// reformatting anything: each line goes under its locale and type block with the file's
/// indentation, and missing blocks are appended.
struct LocalizationInsertion {
    let typeName: String
    let key: String
    /// The YAML value, already quoted.
    let value: String

    /// A new file holding the key for `locales`.
    func newFile(locales: [String]) -> String {
        locales.map { "\($0):\n  \(typeName):\n    \(key): \(value)\n" }.joined()
    }

    /// Insertions into `text` adding the key for `locales`; `nil` when the file is not plain
    /// block-style YAML of the expected shape.
    func edits(in text: String, locales: [String]) -> [TextReplacement]? {
        guard let root = try? YAMLReader.read(text), let localePairs = root.pairs else { return nil }
        let lines = LineTable(text)
        let unit = Self.indentUnit(localePairs, lines: lines)
        var insertions: [(offset: Int, text: String)] = []
        for locale in locales {
            guard let localePair = localePairs.first(where: { $0.key.lowercased() == locale.lowercased() }) else {
                let prefix = lines.bytes.last.map { $0 == UInt8(ascii: "\n") ? "" : "\n" } ?? ""
                insertions.append(
                    (lines.bytes.count, prefix + "\(locale):\n\(unit)\(typeName):\n\(unit)\(unit)\(key): \(value)\n"))
                continue
            }
            guard let types = localePair.value.pairs, Self.isBlock(types, under: localePair, lines: lines) else {
                return nil
            }
            let localeColumn = Self.column(of: localePair.keyRange, lines: lines)
            let typeIndent =
                types.first.map { Self.indentation(of: $0.keyRange, lines: lines) }
                ?? String(repeating: " ", count: localeColumn) + unit
            guard let typePair = types.first(where: { $0.key == typeName }) else {
                let offset = Self.blockEnd(after: localePair.keyRange, lines: lines)
                insertions.append(
                    (
                        offset,
                        Self.terminated(offset, lines)
                            + "\(typeIndent)\(typeName):\n\(typeIndent)\(unit)\(key): \(value)\n"
                    ))
                continue
            }
            guard let properties = typePair.value.pairs ?? (typePair.value.isNull ? [] : nil),
                Self.isBlock(properties, under: typePair, lines: lines)
            else { return nil }
            let propertyIndent =
                properties.first.map { Self.indentation(of: $0.keyRange, lines: lines) } ?? typeIndent + unit
            let offset = Self.blockEnd(after: typePair.keyRange, lines: lines)
            insertions.append((offset, Self.terminated(offset, lines) + "\(propertyIndent)\(key): \(value)\n"))
        }
        let grouped = Dictionary(grouping: insertions, by: \.offset)
        return grouped.keys.sorted().map { offset in
            TextReplacement(range: .empty(at: offset), newText: grouped[offset]!.map(\.text).joined())
        }
    }

    /// `"Page title"` for `pageTitle`, as a YAML string (a one-element list for `@LocalizedStrings`).
    static func placeholder(for key: String, wrapper: String) -> String {
        var words: [String] = []
        for character in key {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        let sentence = words.enumerated().map { $0.offset == 0 ? $0.element.capitalizedFirst : $0.element.lowercased() }
            .joined(separator: " ")
        let escaped = sentence.flatMap { character -> [Character] in
            character == "\"" || character == "\\" ? ["\\", character] : [character]
        }
        let quoted = "\"" + String(escaped) + "\""
        return wrapper == "LocalizedStrings" ? "[\(quoted)]" : quoted
    }

    /// Two spaces unless the file indents its type keys otherwise.
    private static func indentUnit(_ locales: [YAMLPair], lines: LineTable) -> String {
        for locale in locales {
            guard let first = locale.value.pairs?.first else { continue }
            let width = column(of: first.keyRange, lines: lines) - column(of: locale.keyRange, lines: lines)
            if width > 0 { return String(repeating: " ", count: width) }
        }
        return "  "
    }

    /// Whether the children sit on their own lines (not a `{ … }` flow mapping).
    private static func isBlock(_ children: [YAMLPair], under parent: YAMLPair, lines: LineTable) -> Bool {
        children.allSatisfy { lines.line(of: $0.keyRange) > lines.line(of: parent.keyRange) }
    }

    /// The offset after the last non-blank line indented deeper than the key at `keyRange`.
    private static func blockEnd(after keyRange: ByteRange, lines: LineTable) -> Int {
        let keyLine = lines.line(of: keyRange)
        let keyColumn = column(of: keyRange, lines: lines)
        var lastLine = keyLine
        var line = keyLine + 1
        while line < lines.lineCount {
            let content = lines.text(in: ByteRange(start: lines.lineStarts[line], end: lines.contentEnd(ofLine: line)))
            let trimmed = content.drop { $0 == " " || $0 == "\t" }
            if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                guard content.count - trimmed.count > keyColumn else { break }
                lastLine = line
            }
            line += 1
        }
        return lastLine + 1 < lines.lineCount ? lines.lineStarts[lastLine + 1] : lines.bytes.count
    }

    /// A newline when inserting at the end of a file whose last line has none.
    private static func terminated(_ offset: Int, _ lines: LineTable) -> String {
        offset == lines.bytes.count && lines.bytes.last.map { $0 != UInt8(ascii: "\n") } == true ? "\n" : ""
    }

    private static func column(of range: ByteRange, lines: LineTable) -> Int {
        range.start - lines.lineStarts[lines.line(of: range)]
    }

    private static func indentation(of range: ByteRange, lines: LineTable) -> String {
        String(repeating: " ", count: column(of: range, lines: lines))
    }
}

extension YAMLValue {
    /// Whether the value is empty (`key:` with nothing after it).
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

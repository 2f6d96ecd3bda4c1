import Yams

/// A parsed YAML document whose keys keep their byte ranges, so diagnostics can point at them.
/// YAML is a superset of JSON, so this reads both.
public indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String, ByteRange)
    case sequence([YAMLValue], ByteRange)
    case mapping([YAMLPair], ByteRange)
    case null(ByteRange)

    /// Where the value starts (a scalar's whole text; a collection's first byte).
    public var range: ByteRange {
        switch self {
        case .scalar(_, let range), .sequence(_, let range), .mapping(_, let range), .null(let range): range
        }
    }

    public var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    public var pairs: [YAMLPair]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    public var elements: [YAMLValue]? {
        if case .sequence(let elements, _) = self { return elements }
        return nil
    }
}

/// One key/value entry of a YAML mapping.
public struct YAMLPair: Sendable, Hashable {
    public var key: String
    public var keyRange: ByteRange
    public var value: YAMLValue

    public init(key: String, keyRange: ByteRange, value: YAMLValue) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// Parses YAML (or JSON) text into `YAMLValue`s with byte ranges.
public enum YAMLReader {
    /// The document's root value, `nil` for an empty document.
    public static func read(_ text: String) throws(YAMLProblem) -> YAMLValue? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw YAMLProblem(error)
        }
        guard let node else { return nil }
        return convert(node, lines: LineTable(text))
    }

    private static func convert(_ node: Node, lines: LineTable) -> YAMLValue {
        let start = node.mark.map { lines.offset(ofLine: $0.line, scalarColumn: $0.column) } ?? 0
        switch node {
        case .scalar(let scalar):
            let range = scalarRange(scalar, start: start, lines: lines)
            if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                return .null(range)
            }
            return .scalar(scalar.string, range)
        case .mapping(let mapping):
            let pairs = mapping.map { key, value in
                let keyValue = convert(key, lines: lines)
                return YAMLPair(
                    key: keyValue.string ?? "", keyRange: keyValue.range, value: convert(value, lines: lines))
            }
            return .mapping(pairs, .empty(at: start))
        case .sequence(let sequence):
            return .sequence(sequence.map { convert($0, lines: lines) }, .empty(at: start))
        case .alias:
            return .null(.empty(at: start))
        }
    }

    /// A plain scalar spans its text; a quoted one its quotes as well.
    private static func scalarRange(_ scalar: Node.Scalar, start: Int, lines: LineTable) -> ByteRange {
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let length = scalar.string.utf8.count + (quoted ? 2 : 0)
        let lineEnd = lines.contentEnd(ofLine: lines.lineIndex(containing: start))
        return ByteRange(start: start, end: min(start + length, max(start, lineEnd)))
    }
}

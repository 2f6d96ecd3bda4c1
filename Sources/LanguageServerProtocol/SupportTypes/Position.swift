/// A zero-based line and character offset, the character counted in the negotiated
/// `PositionEncodingKind`.
public struct Position: Codable, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var description: String { "\(line):\(character)" }
}

/// A range between two positions, end exclusive.
public struct Range: Codable, Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range inside a document.
public struct Location: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var range: Range

    public init(uri: DocumentURI, range: Range) {
        self.uri = uri
        self.range = range
    }
}

/// A document's URI, kept as the client sent it.
public typealias DocumentURI = String

/// How the characters of a `Position` are counted.
public struct PositionEncodingKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}

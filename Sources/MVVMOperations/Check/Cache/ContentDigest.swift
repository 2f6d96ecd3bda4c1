import Crypto

/// The SHA-256 of some bytes: what the `check` cache compares files and configurations by.
///
/// Kept as its 32 bytes (four words), not as text: a run on an unchanged tree reads 2,000
/// digests from the cache and compares each with the one it knows, and 64 hexadecimal digits
/// in a `String` are a heap allocation each, hashed and compared byte by byte.
public struct ContentDigest: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The bytes, big-endian, eight to a word.
    private let words: SIMD4<UInt64>

    /// The digest of `text`'s UTF-8 bytes (hashed in place, not copied).
    public init(of text: String) {
        var hasher = SHA256()
        Self.update(&hasher, with: text)
        self.init(hasher)
    }

    /// The digest of a list of strings, each preceded by its length as 8 bytes (so no two
    /// lists share a digest), built part by part.
    struct Parts {
        private var hasher = SHA256()

        mutating func append(_ part: String) {
            withUnsafeBytes(of: UInt64(part.utf8.count).littleEndian) { hasher.update(bufferPointer: $0) }
            ContentDigest.update(&hasher, with: part)
        }

        var digest: ContentDigest { ContentDigest(hasher) }
    }

    /// The digest that `hex` spells (64 hexadecimal digits, as `hex` writes them); nil for
    /// anything else.
    init?(hex: UnsafeRawBufferPointer) {
        guard hex.count == 64 else { return nil }
        var words = SIMD4<UInt64>()
        for wordIndex in 0..<4 {
            var word: UInt64 = 0
            for character in hex[wordIndex * 16..<wordIndex * 16 + 16] {
                guard let nibble = Self.nibble(character) else { return nil }
                word = word << 4 | UInt64(nibble)
            }
            words[wordIndex] = word
        }
        self.words = words
    }

    fileprivate init(_ hasher: SHA256) {
        var words = SIMD4<UInt64>(), word: UInt64 = 0
        for (index, byte) in hasher.finalize().enumerated() {
            word = word << 8 | UInt64(byte)
            if index % 8 == 7 {
                words[index / 8] = word
                word = 0
            }
        }
        self.words = words
    }

    /// The 64 lowercase hexadecimal digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 64) { buffer in
            for index in 0..<64 {
                let shift = UInt64(60 - (index % 16) * 4)
                buffer[index] = digits[Int(words[index / 16] >> shift & 0xF)]
            }
            return 64
        }
    }

    public var description: String { hex }

    /// Encoded as its 64 hexadecimal digits.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let digest = Array(text.utf8).withUnsafeBytes(ContentDigest.init(hex:)) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "not a SHA-256 digest: \(text)"))
        }
        self = digest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    @inline(__always)
    private static func nibble(_ character: UInt8) -> UInt8? {
        if character &- UInt8(ascii: "0") < 10 { return character &- UInt8(ascii: "0") }
        if character &- UInt8(ascii: "a") < 6 { return character &- UInt8(ascii: "a") &+ 10 }
        return nil
    }

    fileprivate static func update(_ hasher: inout SHA256, with text: String) {
        var text = text
        text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }
}

import Crypto

/// The SHA-256 of some bytes, as 64 hexadecimal digits: what the `check` cache compares files
/// and configurations by.
public struct ContentDigest: Sendable, Hashable, Codable, CustomStringConvertible {
    public let hex: String

    /// The digest of `text`'s UTF-8 bytes (hashed in place, not copied).
    public init(of text: String) {
        var hasher = SHA256()
        Self.update(&hasher, with: text)
        self.init(hasher)
    }

    /// The digest of a list of strings, each preceded by its length as 8 bytes (so no two
    /// lists share a digest). Built part by part: a run on an unchanged tree digests 4,000
    /// strings, and an array of them, or a length spelt as text, cost more than the hashing.
    struct Parts {
        private var hasher = SHA256()

        mutating func append(_ part: String) {
            withUnsafeBytes(of: UInt64(part.utf8.count).littleEndian) { hasher.update(bufferPointer: $0) }
            ContentDigest.update(&hasher, with: part)
        }

        var digest: ContentDigest { ContentDigest(hasher) }
    }

    /// A digest as `hex` spells it (read back from the cache).
    init(hex: String) {
        self.hex = hex
    }

    fileprivate init(_ hasher: SHA256) {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in hasher.finalize() {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        self.hex = String(decoding: hex, as: UTF8.self)
    }

    fileprivate static func update(_ hasher: inout SHA256, with text: String) {
        var text = text
        text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
    }

    public var description: String { hex }
}

import Crypto

/// The SHA-256 of some bytes, as 64 hexadecimal digits: what the `check` cache compares files
/// and configurations by.
public struct ContentDigest: Sendable, Hashable, Codable, CustomStringConvertible {
    public let hex: String

    public init(of bytes: some Sequence<UInt8>) {
        var hasher = SHA256()
        hasher.update(data: Array(bytes))
        self.hex = hasher.finalize().map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
        }.joined()
    }

    /// The digest of `parts`, each preceded by its length (so no two lists share a digest).
    public init(ofParts parts: [String]) {
        var bytes: [UInt8] = []
        for part in parts {
            bytes += Array("\(part.utf8.count):".utf8) + Array(part.utf8)
        }
        self.init(of: bytes)
    }

    public var description: String { hex }
}

/// Offsets in a source text where a fact can be: the keywords that declare types,
/// typealiases and imports, `#` (macros, `#if`), `/` (comments) and `operations`. A node whose
/// text holds none of them holds no facts, so a walk that only collects facts skips it.
/// A word counts where an identifier starts with it; matches in comments or literals only make
/// the walk look closer.
struct FactMarkers {
    private let offsets: [Int]

    private static let words = ["struct", "class", "enum", "actor", "protocol", "extension", "import", "operations",
                                "typealias"].map { Array($0.utf8) }

    /// The bytes a marker starts with (`#`, `/` and each word's first byte), as a 128-bit set:
    /// one bit test rejects most bytes.
    private static let firstBytes: (low: UInt64, high: UInt64) = {
        var set: (low: UInt64, high: UInt64) = (0, 0)
        for byte in words.map { $0[0] } + [UInt8(ascii: "#"), UInt8(ascii: "/")] {
            if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
        }
        return set
    }()

    init(_ bytes: [UInt8]) {
        var offsets: [Int] = []
        let (low, high) = Self.firstBytes
        let words = Self.words
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let byte = buffer[index]
                guard byte < 128, ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 == 1 else { continue }
                if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") {
                    offsets.append(index)
                } else if index == 0 || !IdentifierBytes.isIdentifierByte(buffer[index - 1]),
                          words.contains(where: { Self.matches($0, in: buffer, at: index) }) {
                    offsets.append(index)
                }
            }
        }
        self.offsets = offsets
    }

    /// Whether a marker starts in `range` (UTF-8 offsets).
    func any(in range: Range<Int>) -> Bool {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.upperBound
    }

    private static func matches(_ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard word[0] == buffer[index], index + word.count <= buffer.count else { return false }
        for offset in 1..<word.count where buffer[index + offset] != word[offset] { return false }
        return true
    }
}

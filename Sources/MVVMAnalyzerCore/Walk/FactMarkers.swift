/// Offsets in a source text where a fact can be: the keywords that declare types,
/// typealiases and imports, `#` (macros, `#if`), `/` (comments) and `operations`. A node whose
/// text holds none of them holds no facts, so a walk that only collects facts skips it.
/// Matches inside identifiers or literals only make the walk look closer.
struct FactMarkers {
    private let offsets: [Int]

    /// The marker words by their first byte (most bytes start none).
    private static let wordsByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for word in ["struct", "class", "enum", "actor", "protocol", "extension", "import", "operations", "typealias"] {
            let bytes = Array(word.utf8)
            table[Int(bytes[0])].append(bytes)
        }
        return table
    }()

    init(_ bytes: [UInt8]) {
        var offsets: [Int] = []
        let table = Self.wordsByFirstByte
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") {
                    offsets.append(index)
                } else {
                    let candidates = table[Int(byte)]
                    if !candidates.isEmpty, candidates.contains(where: { Self.matches($0, in: buffer, at: index) }) {
                        offsets.append(index)
                    }
                }
                index += 1
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

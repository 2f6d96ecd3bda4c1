/// Offsets in a source text where a fact can be: the keywords that declare types,
/// typealiases and imports, `operations`, `#Preview` (a preview macro, or one written in a block
/// comment) and the `//` of a suppression comment (`// mvvm-lsp:…`, `// fosmvvm-review:…`). A
/// node whose text holds none of them holds no facts, so a walk that only collects facts skips
/// it. A word counts where an identifier starts with it; matches in comments or literals only
/// make the walk look closer. Other comments (doc comments on most declarations) and other `#`
/// (`#if`, `#available`) hold no fact: marking them sent the walk down to the token of every
/// documented member.
struct FactMarkers {
    private let offsets: [Int]

    /// The markers of `bytes` (`SourceScan` finds them in the pass that builds the identifier
    /// digest; this is the same scan on its own).
    init(_ bytes: [UInt8]) {
        self = SourceScan(bytes).markers
    }

    /// Markers at `offsets`, ascending.
    init(offsets: [Int]) {
        self.offsets = offsets
    }

    /// Finds where markers start, with the marker tables in hand (read from the statics once
    /// per scan: a static is reached through a `swift_once` check at every use, and this runs
    /// for every identifier and every byte between them).
    struct Finder {
        private let structWord = Array("struct".utf8), classWord = Array("class".utf8)
        private let enumWord = Array("enum".utf8), extensionWord = Array("extension".utf8)
        private let actorWord = Array("actor".utf8), protocolWord = Array("protocol".utf8)
        private let importWord = Array("import".utf8), operationsWord = Array("operations".utf8)
        private let typealiasWord = Array("typealias".utf8)
        private let previewWord = Array("Preview".utf8)
        private let suppressionWords = [SuppressionCommentParser.marker, SuppressionCommentParser.reviewMarker]
            .map { Array($0.utf8) }

        /// Whether a marker word starts at `index`, the first byte of an identifier: the words
        /// are told apart by their first byte (most identifiers start with none of them).
        @inline(__always)
        func startsWord(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            let word: [UInt8]
            switch buffer[index] {
            case UInt8(ascii: "s"): word = structWord
            case UInt8(ascii: "c"): word = classWord
            case UInt8(ascii: "e"):
                return FactMarkers.matches(enumWord, in: buffer, at: index)
                    || FactMarkers.matches(extensionWord, in: buffer, at: index)
            case UInt8(ascii: "a"): word = actorWord
            case UInt8(ascii: "p"): word = protocolWord
            case UInt8(ascii: "i"): word = importWord
            case UInt8(ascii: "o"): word = operationsWord
            case UInt8(ascii: "t"): word = typealiasWord
            default: return false
            }
            return FactMarkers.matches(word, in: buffer, at: index)
        }

        /// Whether a marker starts at `index`, a `#` or `/` outside identifiers: `#Preview`
        /// (spaces allowed after `#`) or a `//` comment whose text, after spaces, starts with a
        /// suppression marker (as `SuppressionCommentParser` reads it).
        func startsSymbolMarker(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            var cursor = index + 1
            if buffer[index] == UInt8(ascii: "#") {
                while cursor < buffer.count, buffer[cursor] == UInt8(ascii: " ") || buffer[cursor] == UInt8(ascii: "\t")
                {
                    cursor += 1
                }
                return FactMarkers.matches(previewWord, in: buffer, at: cursor)
            }
            guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: "/") else { return false }
            cursor += 1
            while cursor < buffer.count, buffer[cursor] == UInt8(ascii: " ") { cursor += 1 }
            return suppressionWords.contains { FactMarkers.matches($0, in: buffer, at: cursor) }
        }
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

    fileprivate static func matches(_ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + word.count <= buffer.count, word[0] == buffer[index] else { return false }
        for offset in 1..<word.count where buffer[index + offset] != word[offset] { return false }
        return true
    }
}

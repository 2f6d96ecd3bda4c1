import Foundation
import MVVMAnalyzerCore

/// Every file one `check` run digested on a root: its digest, its stamp when the stamp can be
/// trusted next time (`CachedTexts`), and whether the run linted it.
///
/// Kept as lines of text after the cache's JSON line (`CachedFindings`), not as a JSON object
/// per file: decoding 2,000 such objects with `JSONDecoder` took more instructions (255 M on
/// gem-ios) than everything else a run on an unchanged tree does. A line reads
/// `linted size modified status-changed inode device digest path`, tab-separated (`linted` is
/// `1` or `0`; a file without a trusted stamp has `-` for its size and `0` for the other stamp
/// fields), sorted by path. A path holding a newline is not kept: such a file is read and
/// linted again by every run.
struct CachedFileTable: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var digest: ContentDigest
        var stamp: FileStamp?
        var linted: Bool
    }

    let entries: [String: Entry]
    /// The paths of `entries`, sorted.
    let paths: [String]

    init(entries: [String: Entry]) {
        self.entries = entries.filter { !$0.key.utf8.contains(UInt8(ascii: "\n")) }
        paths = self.entries.keys.sorted()
    }

    /// The table's lines, sorted by path.
    var text: String {
        var text = ""
        text.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count + 128 })
        for path in paths {
            let entry = entries[path]!
            text += "\(entry.linted ? 1 : 0)\t\(CacheLine.stampFields(entry.stamp))\t\(entry.digest.hex)\t\(path)\n"
        }
        return text
    }

    /// The table `text` holds (as `text` writes it); nil when a line is malformed or the paths
    /// are not in order.
    init?(text: UnsafeRawBufferPointer) {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(text.count / 120)
        var paths: [String] = []
        paths.reserveCapacity(text.count / 120)
        let wellFormed = CacheLine.forEach(in: text) { line in
            guard let (path, entry) = Self.entry(in: line), paths.last.map({ $0 < path }) ?? true else { return false }
            entries[path] = entry
            paths.append(path)
            return true
        }
        guard wellFormed else { return nil }
        self.entries = entries
        self.paths = paths
    }

    /// One line's path and entry; nil when the line is malformed.
    private static func entry(in bytes: UnsafeRawBufferPointer) -> (String, Entry)? {
        guard let line = CacheLine(bytes, leadingFields: 7), line[0].count == 1,
            let linted = line[0].first, linted == UInt8(ascii: "0") || linted == UInt8(ascii: "1"),
            let stamp = line.stamp(at: 1), let digest = ContentDigest(hex: line[6])
        else { return nil }
        return (line.path, Entry(digest: digest, stamp: stamp, linted: linted == UInt8(ascii: "1")))
    }
}

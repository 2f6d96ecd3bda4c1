import Foundation

/// Every file one `check` run digested on a root: its digest, its stamp when the stamp can be
/// trusted next time (`CachedTexts`), and whether the run linted it.
///
/// Kept as lines of text after the cache's JSON line (`CachedFindings`), not as a JSON object
/// per file: decoding 2,000 such objects with `JSONDecoder` took more instructions (255 M on
/// gem-ios) than everything else a run on an unchanged tree does. A line reads
/// `linted size modified status-changed inode device digest path`, tab-separated (`linted` is
/// `1` or `0`; a file without a trusted stamp has `-` for its size and `0` for the other stamp
/// fields). A path holding a newline is not kept: such a file is read and linted again by
/// every run.
struct CachedFileTable: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var digest: ContentDigest
        var stamp: FileStamp?
        var linted: Bool
    }

    private(set) var entries: [String: Entry]

    init(entries: [String: Entry]) {
        self.entries = entries.filter { !$0.key.utf8.contains(UInt8(ascii: "\n")) }
    }

    /// The table's lines.
    var text: String {
        var text = ""
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            // A time before 1970 is kept as no stamp (the file is read every time).
            let stamp = entry.stamp.flatMap { $0.size >= 0 && $0.modified >= 0 && $0.statusChanged >= 0 ? $0 : nil }
                .map { "\($0.size)\t\($0.modified)\t\($0.statusChanged)\t\($0.inode)\t\($0.device)" }
                ?? "-\t0\t0\t0\t0"
            text += "\(entry.linted ? 1 : 0)\t\(stamp)\t\(entry.digest.hex)\t\(path)\n"
        }
        return text
    }

    /// The table `text` holds (as `text` writes it); nil when a line is malformed.
    init?(text: UnsafeRawBufferPointer) {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(text.count / 120)
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = memchr(text.baseAddress! + lineStart, Int32(UInt8(ascii: "\n")), text.count - lineStart)
                .map { UnsafeRawPointer($0) - text.baseAddress! } ?? text.count
            guard let (path, entry) = Self.entry(in: UnsafeRawBufferPointer(rebasing: text[lineStart..<lineEnd])) else {
                return nil
            }
            entries[path] = entry
            lineStart = lineEnd + 1
        }
        self.entries = entries
    }

    /// One line's path and entry; nil when the line is malformed.
    private static func entry(in line: UnsafeRawBufferPointer) -> (String, Entry)? {
        var fields: [Range<Int>] = []
        fields.reserveCapacity(7)
        var fieldStart = 0
        while fields.count < 7, fieldStart < line.count,
              let tab = memchr(line.baseAddress! + fieldStart, Int32(UInt8(ascii: "\t")), line.count - fieldStart) {
            let index = UnsafeRawPointer(tab) - line.baseAddress!
            fields.append(fieldStart..<index)
            fieldStart = index + 1
        }
        guard fields.count == 7, fieldStart < line.count, fields[6].count == 64 else { return nil }
        func number(_ field: Int) -> UInt64? {
            let range = fields[field]
            guard !range.isEmpty, range.count <= 19 else { return nil }
            var value: UInt64 = 0
            for byte in line[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let linted = line[fields[0].lowerBound]
        guard fields[0].count == 1, linted == UInt8(ascii: "0") || linted == UInt8(ascii: "1"),
              let modified = number(2), let statusChanged = number(3), let inode = number(4), let device = number(5)
        else { return nil }
        let noStamp = fields[1].count == 1 && line[fields[1].lowerBound] == UInt8(ascii: "-")
        var stamp: FileStamp?
        if !noStamp {
            guard let size = number(1) else { return nil }
            stamp = FileStamp(size: Int64(size), modified: Int64(modified), statusChanged: Int64(statusChanged),
                              inode: inode, device: device)
        }
        let digest = String(decoding: UnsafeRawBufferPointer(rebasing: line[fields[6]]), as: UTF8.self)
        let path = String(decoding: UnsafeRawBufferPointer(rebasing: line[fieldStart...]), as: UTF8.self)
        return (path, Entry(digest: ContentDigest(hex: digest), stamp: stamp, linted: linted == UInt8(ascii: "1")))
    }
}

/// Every file one `check` run digested on a root: its digest, its stamp when the stamp can be
/// trusted next time (`CachedTexts`), and whether the run linted it.
///
/// Kept as one string of tab-separated lines in the cache's JSON, not as a JSON object per file:
/// decoding 2,000 such objects with `JSONDecoder` took more instructions (255 M on gem-ios)
/// than everything else a run on an unchanged tree does. A line reads
/// `linted size modified status-changed inode device digest path` (`linted` is `1` or `0`; a
/// file without a trusted stamp has `-` for its size and `0` for the other stamp fields). A
/// path holding a newline is not kept: such a file is read and linted again by every run.
struct CachedFileTable: Codable, Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var digest: ContentDigest
        var stamp: FileStamp?
        var linted: Bool
    }

    private(set) var entries: [String: Entry]

    init(entries: [String: Entry]) {
        self.entries = entries.filter { !$0.key.utf8.contains(UInt8(ascii: "\n")) }
    }

    /// The files' digests with their trusted stamps.
    var stampedDigests: [String: StampedDigest] {
        entries.compactMapValues { entry in entry.stamp.map { StampedDigest(stamp: $0, digest: entry.digest) } }
    }

    init(from decoder: any Decoder) throws {
        var text = try decoder.singleValueContainer().decode(String.self)
        var entries: [String: Entry] = [:]
        try text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                guard let (path, entry) = Self.entry(in: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a malformed file line"))
                }
                entries[path] = entry
                lineStart = lineEnd + 1
            }
        }
        self.entries = entries
    }

    func encode(to encoder: any Encoder) throws {
        var text = ""
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp.map { "\($0.size)\t\($0.modified)\t\($0.statusChanged)\t\($0.inode)\t\($0.device)" }
                ?? "-\t0\t0\t0\t0"
            text += "\(entry.linted ? 1 : 0)\t\(stamp)\t\(entry.digest.hex)\t\(path)\n"
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// One line's path and entry; nil when the line is malformed.
    private static func entry(in line: UnsafeBufferPointer<UInt8>) -> (String, Entry)? {
        var fields: [Substring] = []
        var fieldStart = 0
        for index in line.indices where line[index] == UInt8(ascii: "\t") && fields.count < 7 {
            fields.append(Substring(decoding: UnsafeBufferPointer(rebasing: line[fieldStart..<index]), as: UTF8.self))
            fieldStart = index + 1
        }
        let path = String(decoding: UnsafeBufferPointer(rebasing: line[fieldStart...]), as: UTF8.self)
        guard fields.count == 7, !path.isEmpty, fields[0] == "0" || fields[0] == "1", fields[6].utf8.count == 64,
              let modified = Int64(fields[2]), let statusChanged = Int64(fields[3]),
              let inode = UInt64(fields[4]), let device = UInt64(fields[5])
        else { return nil }
        let stamp = fields[1] == "-" ? nil : Int64(fields[1]).map {
            FileStamp(size: $0, modified: modified, statusChanged: statusChanged, inode: inode, device: device)
        }
        guard fields[1] == "-" || stamp != nil else { return nil }
        return (path, Entry(digest: ContentDigest(hex: String(fields[6])), stamp: stamp, linted: fields[0] == "1"))
    }
}

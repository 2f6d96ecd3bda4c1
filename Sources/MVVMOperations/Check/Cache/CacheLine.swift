import Foundation
import MVVMAnalyzerCore

/// One line of the cache's plain-text parts (`CachedFileTable`, `CachedRootListing`): some
/// tab-separated fields, then a path that takes the rest of the line (it may hold tabs).
/// Read in place from the cache file's bytes, without `Codable` (see `CachedFileTable`): its
/// fields point into those bytes, so a line is used only while they are.
struct CacheLine {
    private let fields: [UnsafeRawBufferPointer]
    /// The rest of the line after the leading fields.
    let path: String

    /// The line's `count` leading fields and its path; nil when it has fewer fields or no path.
    init?(_ line: UnsafeRawBufferPointer, leadingFields count: Int) {
        var fields: [UnsafeRawBufferPointer] = []
        fields.reserveCapacity(count)
        var fieldStart = 0
        while fields.count < count, fieldStart < line.count,
            let tab = memchr(line.baseAddress! + fieldStart, Int32(UInt8(ascii: "\t")), line.count - fieldStart)
        {
            let index = UnsafeRawPointer(tab) - line.baseAddress!
            fields.append(UnsafeRawBufferPointer(rebasing: line[fieldStart..<index]))
            fieldStart = index + 1
        }
        guard fields.count == count, fieldStart < line.count else { return nil }
        self.fields = fields
        path = String(decoding: UnsafeRawBufferPointer(rebasing: line[fieldStart...]), as: UTF8.self)
    }

    /// The bytes of field `index`.
    subscript(index: Int) -> UnsafeRawBufferPointer { fields[index] }

    /// Field `index` as a decimal number (at most 19 digits); nil when it is not one.
    func number(_ index: Int) -> UInt64? {
        let field = fields[index]
        guard !field.isEmpty, field.count <= 19 else { return nil }
        var value: UInt64 = 0
        for byte in field {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The stamp in the five fields from `index` on (as `stampFields` writes them), `.some(nil)`
    /// for the fields of no stamp; nil when they are malformed.
    func stamp(at index: Int) -> FileStamp?? {
        guard let modified = number(index + 1), let statusChanged = number(index + 2), let inode = number(index + 3),
            let device = number(index + 4)
        else { return nil }
        if fields[index].elementsEqual("-".utf8) { return .some(nil) }
        guard let size = number(index) else { return nil }
        return FileStamp(
            size: Int64(size), modified: Int64(modified), statusChanged: Int64(statusChanged),
            inode: inode, device: device)
    }

    /// A stamp's five fields: `size modified status-changed inode device`, tab-separated. No
    /// stamp, or one with a time before 1970 (kept as none: the file is read every time), is
    /// written `- 0 0 0 0`.
    static func stampFields(_ stamp: FileStamp?) -> String {
        stamp.flatMap { $0.size >= 0 && $0.modified >= 0 && $0.statusChanged >= 0 ? $0 : nil }
            .map { "\($0.size)\t\($0.modified)\t\($0.statusChanged)\t\($0.inode)\t\($0.device)" }
            ?? "-\t0\t0\t0\t0"
    }

    /// Calls `read` with each line of `text` (without its newline); false as soon as `read`
    /// returns false.
    static func forEach(in text: UnsafeRawBufferPointer, _ read: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd =
                memchr(text.baseAddress! + lineStart, Int32(UInt8(ascii: "\n")), text.count - lineStart)
                .map { UnsafeRawPointer($0) - text.baseAddress! } ?? text.count
            guard read(UnsafeRawBufferPointer(rebasing: text[lineStart..<lineEnd])) else { return false }
            lineStart = lineEnd + 1
        }
        return true
    }
}

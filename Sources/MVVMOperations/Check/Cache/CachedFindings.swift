import Foundation
import MVVMRules

/// The findings of one run on a root, the digest of its setup, the files it digested and how it
/// listed them.
///
/// Kept as one file: a line of JSON (the tool, the setup, the findings, the number of files),
/// the listing's lines (`CachedRootListing`, none when the listing cannot be reused), an empty
/// line, then the file table's (`CachedFileTable`). JSON never holds a raw newline, so the
/// first one ends it; one file written by one rename keeps the parts from different runs apart.
struct CachedFindings: Sendable {
    var tool = ToolIdentity.current
    /// The digest of the tool and the configuration texts (`CheckCacheState.setup`).
    var setup: ContentDigest
    /// How the run listed the root, when the next run may reuse it.
    var listing: CachedRootListing?
    /// Every file the run digested: whether it was linted, its digest and trusted stamp.
    var files: CachedFileTable
    /// The findings of the linted files that have any.
    var findings: [String: [MVVMRules.Finding]]

    init(
        setup: ContentDigest, listing: CachedRootListing?, files: CachedFileTable,
        findings: [String: [MVVMRules.Finding]]
    ) {
        self.setup = setup
        self.listing = listing
        self.files = files
        self.findings = findings
    }

    /// Whether the run linted the file at `path`.
    func linted(_ path: String) -> Bool {
        files.entries[path]?.linted ?? false
    }

    /// The record as the cache file holds it; nil when it cannot be encoded.
    var encoded: Data? {
        let header = Header(tool: tool, setup: setup, findings: findings, fileCount: files.paths.count)
        guard let json = try? JSONEncoder().encode(header) else { return nil }
        let (listingText, tableText) = (listing?.text ?? "", files.text)
        // One buffer of the record's size: appending to a growing one kept up to twice the
        // table (5.7 MB for 18,738 files) while the whole workspace was still in memory.
        var data = Data(capacity: json.count + listingText.utf8.count + tableText.utf8.count + 2)
        data.append(json)
        data.append(UInt8(ascii: "\n"))
        data.append(contentsOf: listingText.utf8)
        data.append(UInt8(ascii: "\n"))
        data.append(contentsOf: tableText.utf8)
        return data
    }

    /// The record `data` holds; nil when it is not one (truncated, foreign, damaged).
    init?(encoded data: Data) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]),
            let (listing, files) = data[data.index(after: newline)...].withUnsafeBytes(Self.listingAndTable(in:)),
            files.paths.count == header.fileCount
        else { return nil }
        tool = header.tool
        setup = header.setup
        findings = header.findings
        self.listing = listing
        self.files = files
    }

    /// The listing (nil when its part is empty) and the table after the header; nil when a part
    /// is malformed or the empty line between them is missing.
    private static func listingAndTable(in bytes: UnsafeRawBufferPointer) -> (CachedRootListing?, CachedFileTable)? {
        // The listing's part ends with the first empty line.
        var end = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            guard let newline = memchr(bytes.baseAddress! + end, Int32(UInt8(ascii: "\n")), bytes.count - end) else {
                return nil
            }
            end = UnsafeRawPointer(newline) - bytes.baseAddress! + 1
        }
        guard end < bytes.count else { return nil }
        let listingPart = UnsafeRawBufferPointer(rebasing: bytes[..<end])
        var listing: CachedRootListing?
        if !listingPart.isEmpty {
            guard let parsed = CachedRootListing(text: listingPart) else { return nil }
            listing = parsed
        }
        guard let table = CachedFileTable(text: UnsafeRawBufferPointer(rebasing: bytes[(end + 1)...])) else {
            return nil
        }
        return (listing, table)
    }

    private struct Header: Codable {
        var tool: String
        var setup: ContentDigest
        var findings: [String: [MVVMRules.Finding]]
        /// The number of lines in the file table: a table cut short at a line's end still reads.
        var fileCount: Int
    }
}

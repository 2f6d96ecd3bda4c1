import Foundation
import MVVMRules

/// The findings of one run on a root, the digest of its inputs, and the files it digested.
///
/// Kept as one file: a line of JSON (the tool, the inputs, the findings), then the file table
/// (`CachedFileTable`) as plain lines. JSON never holds a raw newline, so the first one ends
/// it; one file written by one rename keeps the two parts from different runs apart.
struct CachedFindings: Sendable {
    var tool = ToolIdentity.current
    /// The digest of the tool, the configuration texts and every file's path and digest.
    var inputs: ContentDigest
    /// Every file the run digested: whether it was linted, its digest and trusted stamp.
    var files: CachedFileTable
    /// The findings of the linted files that have any.
    var findings: [String: [MVVMRules.Finding]]

    init(inputs: ContentDigest, files: CachedFileTable, findings: [String: [MVVMRules.Finding]]) {
        self.inputs = inputs
        self.files = files
        self.findings = findings
    }

    /// Whether the run linted the file at `path`.
    func linted(_ path: String) -> Bool {
        files.entries[path]?.linted ?? false
    }

    /// The record as the cache file holds it; nil when it cannot be encoded.
    var encoded: Data? {
        guard var data = try? JSONEncoder().encode(Header(tool: tool, inputs: inputs, findings: findings)) else { return nil }
        data.append(UInt8(ascii: "\n"))
        data.append(contentsOf: files.text.utf8)
        return data
    }

    /// The record `data` holds; nil when it is not one (truncated, foreign, damaged).
    init?(encoded data: Data) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]),
              let files = data[data.index(after: newline)...].withUnsafeBytes(CachedFileTable.init(text:))
        else { return nil }
        tool = header.tool
        inputs = header.inputs
        findings = header.findings
        self.files = files
    }

    private struct Header: Codable {
        var tool: String
        var inputs: ContentDigest
        var findings: [String: [MVVMRules.Finding]]
    }
}

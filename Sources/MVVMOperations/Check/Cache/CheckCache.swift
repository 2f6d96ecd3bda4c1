import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// What `check` keeps of a workspace root between runs, in a folder of its own (`--cache-path`,
/// by default `$XDG_CACHE_HOME/mvvm-lsp` or `~/.cache/mvvm-lsp`): per root, the findings of
/// the last run with what they were computed from (the digest of the tool and the
/// configuration, and every file of the root with its digest), and each file's stamp, so that
/// an unchanged file is not read again.
///
/// Facts are not kept: decoding a file's facts with `Codable` JSON cost more than parsing
/// the file again (gem-ios, 2,040 files: 2.6 G instructions to decode and 5.9 G to encode
/// against 2.3 G for the parse, callgrind), so a run after a change parses every file.
///
/// A cache that is missing, truncated, written by another build or unreadable costs a cold
/// run, never a wrong finding: each entry is used only when its digests match what is on disk
/// now. Writes go to a temporary file renamed into place, so two runs at once each leave a
/// whole cache (the last one wins).
public struct CheckCache: Sendable {
    /// The cache folder.
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// The default folder: `$XDG_CACHE_HOME/mvvm-lsp`, else `~/Library/Caches/mvvm-lsp` on
    /// macOS and `~/.cache/mvvm-lsp` elsewhere.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/mvvm-lsp" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Caches/mvvm-lsp"
        #else
        return home + "/.cache/mvvm-lsp"
        #endif
    }

    /// The record of the last run on `root`, if this build wrote it.
    func findings(root: String) -> CachedFindings? {
        FileManager.default.contents(atPath: path(root: root))
            .flatMap(CachedFindings.init(encoded:))
            .flatMap { $0.tool == ToolIdentity.current ? $0 : nil }
    }

    func save(_ findings: CachedFindings, root: String) {
        findings.encoded.map { write($0, to: path(root: root)) }
    }

    /// `<folder>/<digest of the root's path>.check-cache`.
    func path(root: String) -> String {
        folder + "/" + String(ContentDigest(of: root).hex.prefix(24)) + ".check-cache"
    }

    /// Writes atomically; a cache that cannot be written is left alone (the next run is cold).
    private func write(_ data: Data, to path: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        pruneOldest()
    }

    /// The most cache files kept (one per root): beyond it, the least recently written go, so
    /// that checks of ever new folders (temporary CI clones) do not fill the disk.
    static let fileLimit = 128

    private func pruneOldest() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.count > Self.fileLimit
        else { return }
        let dated = names.filter { $0.hasSuffix(".check-cache") }.map { name -> (path: String, modified: Date) in
            let path = folder + "/" + name
            let modified =
                (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            return (path, modified)
        }.sorted { $0.modified > $1.modified }
        for old in dated.dropFirst(Self.fileLimit) { try? FileManager.default.removeItem(atPath: old.path) }
    }
}

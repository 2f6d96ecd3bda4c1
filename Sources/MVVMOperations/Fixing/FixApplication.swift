import Foundation
import MVVMAnalyzerCore
import MVVMRules

/// Quick fixes applied to the files of a workspace, as the MCP `fix` tool applies them: only
/// inside the root, never two fixes over the same text, and never over a file that changed
/// since the analysis read it.
public struct FixApplication: Sendable {
    /// A finding and the fix taken for it.
    public struct Applied: Sendable {
        public let finding: MVVMRules.Finding
        public let fix: Fix
    }

    /// A finding whose fix was left out, and why.
    public struct Skipped: Sendable {
        public let finding: MVVMRules.Finding
        public let reason: String
    }

    public let root: WorkspaceRoot
    public private(set) var applied: [Applied] = []
    public private(set) var skipped: [Skipped] = []
    /// The text the analysis read, by absolute path, of every file the taken fixes edit or move.
    private var baselines: [String: String] = [:]
    private var edits: [String: [TextReplacement]] = [:]
    private var creations: [(path: String, contents: String)] = []
    private var renames: [(from: String, to: String)] = []

    /// Takes the `candidates` in order, skipping a fix that reaches outside `root`, touches a
    /// file another taken fix touches (edits that overlap, or any creation or move), or edits
    /// a file the analysis did not read. `readText` gives the text the analysis read.
    public init(
        root: WorkspaceRoot, candidates: [(finding: MVVMRules.Finding, fix: Fix)],
        readText: (String) -> String?
    ) {
        self.root = root
        for (finding, fix) in candidates {
            if let reason = reasonToSkip(fix, readText: readText) {
                skipped.append(Skipped(finding: finding, reason: reason))
            } else {
                take(fix, readText: readText)
                applied.append(Applied(finding: finding, fix: fix))
            }
        }
    }

    /// The text the analysis read of a workspace file: a Swift file's or a localization file's.
    public static func analysedText(of path: String, in snapshot: WorkspaceSnapshot) -> String? {
        if let file = snapshot.sourceFiles[path] { return file.text }
        return snapshot.localization.files[path].map { String(decoding: $0.lines.bytes, as: UTF8.self) }
    }

    private func reasonToSkip(_ fix: Fix, readText: (String) -> String?) -> String? {
        let touched = Set(edits.keys).union(creations.map(\.path)).union(renames.flatMap { [$0.from, $0.to] })
        for change in fix.changes {
            let paths: [String]
            switch change {
            case .edit(let path, let replacements):
                if readText(path) == nil { return "\(root.relativePath(path)) was not read by the check" }
                if creations.contains(where: { $0.path == path })
                    || renames.contains(where: { $0.from == path || $0.to == path })
                    || replacements.contains(where: { edit in
                        edits[path, default: []].contains { $0.range.overlaps(edit.range) }
                    })
                {
                    return "it overlaps a fix applied in this call; run fix again"
                }
                paths = [path]
            case .create(let path, _):
                if touched.contains(path) { return "it overlaps a fix applied in this call; run fix again" }
                paths = [path]
            case .rename(let from, let to):
                if touched.contains(from) || touched.contains(to) {
                    return "it overlaps a fix applied in this call; run fix again"
                }
                if readText(from) == nil { return "\(root.relativePath(from)) was not read by the check" }
                paths = [from, to]
            }
            if let outside = paths.first(where: { !root.contains($0) }) {
                return "it changes \(outside), outside the workspace root"
            }
        }
        return nil
    }

    private mutating func take(_ fix: Fix, readText: (String) -> String?) {
        for change in fix.changes {
            switch change {
            case .edit(let path, let replacements):
                baselines[path] = readText(path)
                edits[path, default: []] += replacements
            case .create(let path, let contents):
                creations.append((path, contents))
            case .rename(let from, let to):
                baselines[from] = baselines[from] ?? readText(from)
                renames.append((from, to))
            }
        }
    }

    /// Writes the taken fixes: first checks that every file to edit or move still has the text
    /// the analysis read and that no file to create or move onto exists, and writes nothing
    /// otherwise; then edits, creates, and moves, in that order.
    public func write() throws(FixFailure) -> [ChangedFile] {
        for (path, baseline) in baselines.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: path),
                String(decoding: data, as: UTF8.self) == baseline
            else {
                throw .changedSinceRead(root.relativePath(path))
            }
        }
        for path in creations.map(\.path) + renames.map(\.to) where FileManager.default.fileExists(atPath: path) {
            throw .exists(root.relativePath(path))
        }
        var changed: [ChangedFile] = []
        do {
            for (path, replacements) in edits.sorted(by: { $0.key < $1.key }) {
                try Data(TextReplacement.apply(replacements, to: baselines[path]!).utf8).write(
                    to: URL(fileURLWithPath: path), options: .atomic)
                changed.append(ChangedFile(path: root.relativePath(path), change: .edited))
            }
            for (path, contents) in creations {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
                changed.append(ChangedFile(path: root.relativePath(path), change: .created))
            }
            for (from, to) in renames {
                try FileManager.default.moveItem(atPath: from, toPath: to)
                changed.removeAll { $0.path == root.relativePath(from) }
                changed.append(
                    ChangedFile(path: root.relativePath(to), change: .renamed, from: root.relativePath(from)))
            }
        } catch {
            throw .writeFailed(error.localizedDescription, written: changed)
        }
        return changed
    }
}

/// A file a fix changed; paths relative to the workspace root.
public struct ChangedFile: Sendable, Hashable, Codable {
    public enum Change: String, Sendable, Codable { case edited, created, renamed }
    public var path: String
    public var change: Change
    /// The path before a move.
    public var from: String?

    public init(path: String, change: Change, from: String? = nil) {
        self.path = path
        self.change = change
        self.from = from
    }
}

/// Why fixes were not written.
public enum FixFailure: Error, Sendable, CustomStringConvertible {
    /// A file changed on disk after the analysis read it; nothing was written.
    case changedSinceRead(String)
    /// A file to create or to move onto exists; nothing was written.
    case exists(String)
    /// Writing failed part way; `written` lists what was changed before.
    case writeFailed(String, written: [ChangedFile])

    public var description: String {
        switch self {
        case .changedSinceRead(let path):
            "\(path) changed since it was read; nothing was written (check again, then fix)"
        case .exists(let path):
            "\(path) exists already; nothing was written"
        case .writeFailed(let reason, let written):
            "writing the fixes failed: \(reason)"
                + (written.isEmpty ? "" : "; changed before: " + written.map(\.path).joined(separator: ", "))
        }
    }
}

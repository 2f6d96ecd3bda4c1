import Foundation

/// The files, and lines, changed in a git working tree since a revision: what
/// `check --changed[=REV]` lints. Changes are the difference between the revision and the
/// working tree (committed, staged and unstaged) plus untracked files; deleted files are left out.
public struct GitChanges: Sendable, Equatable {
    /// The revision compared against, as git names it (a commit id for the merge base).
    public let base: String
    /// Changed files by absolute path; the 1-based lines added or changed in each, or nil for
    /// a new file (every line counts as changed).
    public let files: [String: [ClosedRange<Int>]?]

    /// Whether `lines` (1-based, inclusive) of `path` touch a changed line.
    public func touchesChangedLine(_ path: String, lines: ClosedRange<Int>) -> Bool {
        guard let entry = files[path] else { return false }
        guard let ranges = entry else { return true }
        return ranges.contains { $0.overlaps(lines) }
    }

    /// The changes in the repository holding `folder` since `revision`, or since the merge base
    /// of HEAD with the default branch (`origin/HEAD`, else `origin/main`, `origin/master`,
    /// `main`, `master`) when `revision` is nil.
    public static func since(_ revision: String?, in folder: String) throws(GitChangesError) -> GitChanges {
        let git = Git(folder: folder)
        let top = try git.run(["rev-parse", "--show-toplevel"], failure: "\(folder) is not inside a git repository")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let base: String
        if let revision {
            _ = try git.run(
                ["rev-parse", "--verify", "--quiet", revision + "^{commit}"],
                failure: "unknown revision `\(revision)`")
            base = revision
        } else {
            base = try git.mergeBaseWithDefaultBranch()
        }
        let diff = try git.run([
            "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0",
            "--diff-filter=d", base, "--",
        ])
        var files = DiffHunks.changedLines(inUnifiedDiff: diff).reduce(into: [String: [ClosedRange<Int>]?]()) {
            $0[absolute($1.key, top: top)] = .some($1.value)
        }
        let untracked = try git.run(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", ":/"])
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            files[absolute(String(path), top: top)] = .some(nil)
        }
        return GitChanges(base: base, files: files)
    }

    private static func absolute(_ path: String, top: String) -> String {
        URL(fileURLWithPath: top + "/" + path).standardizedFileURL.path
    }
}

/// Why the changed files could not be found.
public struct GitChangesError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Runs git in a folder.
private struct Git {
    let folder: String

    func run(_ arguments: [String], failure: String? = nil) throws(GitChangesError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GitChangesError(message: "cannot run git: \(error.localizedDescription)")
        }
        // Read before waiting: a large diff would otherwise fill the pipe and block git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitChangesError(message: failure ?? "git \(arguments.joined(separator: " ")) failed: \(detail)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    func mergeBaseWithDefaultBranch() throws(GitChangesError) -> String {
        var candidates = ["origin/main", "origin/master", "main", "master"]
        if let head = try? run(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]) {
            candidates.insert(head.trimmingCharacters(in: .whitespacesAndNewlines), at: 0)
        }
        for branch in candidates where (try? run(["rev-parse", "--verify", "--quiet", branch + "^{commit}"])) != nil {
            return try run(["merge-base", "HEAD", branch]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        throw GitChangesError(
            message:
                "cannot find the default branch (tried \(candidates.joined(separator: ", "))); name the revision: --changed=REV"
        )
    }
}

/// Reads the added or changed lines of each file from `git diff --unified=0` output.
enum DiffHunks {
    /// New-side line ranges by the file's path relative to the repository.
    static func changedLines(inUnifiedDiff diff: String) -> [String: [ClosedRange<Int>]] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil
                if let current { result[current, default: []] += [] }
            } else if line.hasPrefix("@@ "), let current, let range = newSideRange(ofHunkHeader: line) {
                result[current, default: []].append(range)
            }
        }
        return result
    }

    /// `@@ -a,b +c,d @@` → c...c+d-1; nil for a hunk that only deletes (d = 0).
    static func newSideRange(ofHunkHeader header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count > 0 ? start...(start + count - 1) : nil
    }
}

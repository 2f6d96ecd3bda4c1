import Foundation
import MVVMAnalyzerCore

/// Findings a team has accepted for now, written by `mvvm-lsp check --write-baseline` and read
/// by `check --baseline` and by the `baseline:` setting. An entry names a finding by its file
/// (relative to the baseline's folder), its rule and the trimmed text of its line, never by line
/// number or message, so edits elsewhere leave it matched; `count` says how many such findings
/// the line text had, so a second copy of the same mistake is reported.
public struct Baseline: Codable, Sendable, Equatable {
    /// One accepted kind of finding in one file.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The file, relative to the baseline's folder (absolute when outside it).
        public var file: String
        public var rule: String
        /// The finding's first line, without leading and trailing white space.
        public var line: String
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.line) < (rhs.file, rhs.rule, rhs.line)
        }
    }

    /// The format version; readers refuse versions they do not know.
    public var version: Int
    public var findings: [Entry]

    public static let currentVersion = 1
    /// The file name `--write-baseline` is documented with.
    public static let conventionalFileName = ".mvvm-lsp-baseline.json"

    public init(findings: [Entry]) {
        version = Self.currentVersion
        self.findings = findings.sorted()
    }

    /// The baseline accepting every finding of `findings`, paths relative to `folder`.
    public init(accepting findings: [BaselineEntry], relativeTo folder: String) {
        var counts: [Entry: Int] = [:]
        for finding in findings {
            let entry = Entry(
                file: Self.relativePath(finding.path, to: folder), rule: finding.rule,
                line: finding.lineText, count: 0)
            counts[entry, default: 0] += 1
        }
        self.init(
            findings: counts.map { entry, count in
                var entry = entry
                entry.count = count
                return entry
            })
    }

    /// Reads the baseline at `path`.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            guard FileManager.default.fileExists(atPath: path) else {
                throw BaselineError(
                    path: path, message: "no such file; record one with `mvvm-lsp check --write-baseline \(path)`")
            }
            throw BaselineError(path: path, message: "cannot read the file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(
                path: path,
                message: "not a baseline written by `mvvm-lsp check --write-baseline` (\(Self.describe(error)))")
        }
        guard baseline.version == currentVersion else {
            throw BaselineError(
                path: path,
                message: "baseline version \(baseline.version) is not supported (expected \(currentVersion))")
        }
        if let bad = baseline.findings.first(where: { $0.count < 1 }) {
            throw BaselineError(
                path: path, message: "entry for \(bad.file) [\(bad.rule)] has count \(bad.count); counts start at 1")
        }
        return baseline
    }

    /// Writes the baseline to `path` as sorted, pretty-printed JSON (stable diffs).
    public func write(to path: String) throws(BaselineError) {
        do {
            let data = try JSONCheckReport.encoder.encode(self) + Data("\n".utf8)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(path: path, message: "cannot write the file: \(error.localizedDescription)")
        }
    }

    /// The absolute path of an entry's file, for a baseline in `folder`.
    static func absolutePath(_ file: String, in folder: String) -> String {
        file.hasPrefix("/") ? file : URL(fileURLWithPath: folder + "/" + file).standardizedFileURL.path
    }

    static func relativePath(_ path: String, to folder: String) -> String {
        RelativePath.display(path, in: folder)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing `\(key.stringValue)`"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "invalid JSON"
        }
    }
}

/// A baseline file that cannot be read or written.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }
}

/// What a baseline compares of a finding: where, which rule, and the text of its line.
public struct BaselineEntry: Sendable, Hashable {
    /// The file's absolute path.
    public var path: String
    public var rule: String
    /// The finding's first line, trimmed.
    public var lineText: String

    public init(path: String, rule: String, lineText: String) {
        self.path = path
        self.rule = rule
        self.lineText = lineText.trimmingCharacters(in: .whitespaces)
    }
}

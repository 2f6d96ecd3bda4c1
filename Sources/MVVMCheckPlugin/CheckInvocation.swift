import Foundation

/// The `mvvm-lsp check` run both plugins start (`swift package mvvm-check` and the build-tool
/// plugin): which tool, and the arguments every run takes. This file is shared: the build-tool
/// plugin's copy is a link to this one.
enum CheckInvocation {
    /// The names the tool goes by: `mvvm-lsp` in an artifact bundle, the executable target's
    /// name when the plugin builds it from source.
    static let toolNames = ["mvvm-lsp", "MVVMLSPCommand"]

    /// The tool, from the first of `toolNames` that `lookUp` finds.
    static func tool(_ lookUp: (String) throws -> URL) throws -> URL {
        var firstFailure: Error?
        for name in toolNames {
            do {
                return try lookUp(name)
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        throw firstFailure ?? CheckFailure("mvvm-check: no mvvm-lsp tool")
    }

    /// `check` with `root` as the workspace (its `.mvvm-lsp.yml`, baseline and module map), the
    /// xcode format unless `passedOn` names one, the cache in the plugin's own work folder (a
    /// plugin may write only there) unless `passedOn` chooses, then `passedOn` and `paths`.
    static func arguments(root: URL, paths: [URL], workDirectory: URL, passedOn: [String] = []) -> [String] {
        var arguments = ["check", "--root", root.path]
        if !passedOn.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
            arguments += ["--format", "xcode"]
        }
        if !passedOn.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") }) {
            arguments += ["--cache-path", workDirectory.appendingPathComponent("cache").path]
        }
        return arguments + passedOn + paths.map(\.path)
    }

    /// The files besides Swift sources whose change changes the findings: the package manifest
    /// (modules), `.mvvm-lsp.yml` in `root` and in each of `folders`, and the conventional
    /// baseline file in `root`.
    static func settingsFiles(root: URL, folders: [URL]) -> [URL] {
        let candidates =
            [
                root.appendingPathComponent("Package.swift"),
                root.appendingPathComponent(".mvvm-lsp-baseline.json"),
            ]
            + ([root] + folders).map { $0.appendingPathComponent(".mvvm-lsp.yml") }
        return candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}

/// Why a plugin fails; SwiftPM prints the description and exits with a non-zero status.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import MVVMAnalyzerCore

/// The workspace roots a `check` run covers, and which files of each it lints.
public struct CheckTargets: Sendable {
    /// Root → the files to lint in it, or nil for every Swift file.
    public private(set) var filesByRoot: [String: [String]?] = [:]

    /// With a given root: the files and folders (absolute) the run lints in it.
    public private(set) var narrowing: [String]?

    /// Files and folders as given on the command line, relative to the current folder; with
    /// `root`, they all lie in that one workspace root (none: the whole root).
    public init(arguments: [String], root: String? = nil) {
        if let root {
            let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
            filesByRoot[rootPath] = .some(nil)
            narrowing = arguments.isEmpty ? nil : arguments.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            return
        }
        for argument in arguments {
            let path = URL(fileURLWithPath: argument).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                filesByRoot[path] = .some(nil)
            } else {
                let root = Self.workspaceRoot(containing: path)
                if case .some(.some(let files)) = filesByRoot[root] {
                    filesByRoot[root] = files + [path]
                } else if filesByRoot[root] == nil {
                    filesByRoot[root] = [path]
                }
            }
        }
    }

    /// The folder the report's relative paths start from: the only root, or the current folder.
    public var commonRoot: String {
        filesByRoot.count == 1 ? filesByRoot.keys.first! : FileManager.default.currentDirectoryPath
    }

    /// The nearest folder above `file` holding `.mvvm-lsp.yml`, `Package.swift` or `.git`.
    public static func workspaceRoot(containing file: String) -> String {
        var folder = (file as NSString).deletingLastPathComponent
        while folder != "/" && !folder.isEmpty {
            for marker in [".mvvm-lsp.yml", "Package.swift", ".git"]
            where FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(marker)) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return (file as NSString).deletingLastPathComponent
    }

    /// The analysable files under `root`, and the folders that could not be listed.
    public static func analysablePaths(under root: String) -> (paths: [String], unreadable: [UnreadablePath]) {
        var unreadable: [UnreadablePath] = []
        let paths = (try? WorkspaceSnapshot.analysablePaths(under: root, unreadable: &unreadable)) ?? []
        return (paths, unreadable)
    }
}

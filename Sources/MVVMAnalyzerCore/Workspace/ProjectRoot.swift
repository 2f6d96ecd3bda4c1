import Foundation

/// The folder a user means as the workspace of a file: the one rule every mvvm-lsp client
/// follows to pick the server's root, and the server when a client names none. From the
/// file's folder upwards:
/// 1. the outermost folder holding `.mvvm-lsp.yml`, no higher than the repository root
///    (nested configuration files apply to their folder; they do not start a workspace);
/// 2. else the repository root: the nearest folder holding `.git` (a folder, or the file of a
///    worktree or submodule);
/// 3. else the outermost folder holding an Xcode, Tuist, XcodeGen or SwiftPM project marker
///    (`*.xcworkspace`, `*.xcodeproj`, `Workspace.swift`, `Project.swift`, `Tuist.swift`,
///    `Package.swift`, `project.yml`) — the outermost, so that the local packages of one project share one
///    workspace;
/// 4. else none: the file belongs to no project.
public enum ProjectRoot {
    public static let configurationFileName = ".mvvm-lsp.yml"
    public static let repositoryMarker = ".git"
    public static let projectFileNames: Set<String> = [
        "Workspace.swift", "Project.swift", "Tuist.swift", "Package.swift", "project.yml",
    ]
    public static let projectFolderExtensions: Set<String> = ["xcworkspace", "xcodeproj"]

    /// The workspace folder of the file at `path` (absolute), or nil when no marker is above it.
    public static func folder(ofFile path: String) -> String? {
        folder(startingAt: (path as NSString).deletingLastPathComponent)
    }

    /// The workspace folder of `folder` itself (absolute): the rule, starting there.
    public static func folder(startingAt folder: String) -> String? {
        let ancestors = Self.ancestors(of: folder).map { (path: $0, entries: entries(of: $0)) }
        let repositoryIndex = ancestors.firstIndex { $0.entries.contains(repositoryMarker) }
        let withinRepository = ancestors.prefix(repositoryIndex.map { $0 + 1 } ?? ancestors.count)
        if let configured = withinRepository.last(where: { $0.entries.contains(configurationFileName) }) {
            return configured.path
        }
        if let repositoryIndex { return ancestors[repositoryIndex].path }
        return ancestors.last { $0.entries.contains(where: isProjectMarker) }?.path
    }

    /// Whether an entry's name marks an Xcode, Tuist or SwiftPM project.
    public static func isProjectMarker(_ name: String) -> Bool {
        projectFileNames.contains(name) || projectFolderExtensions.contains((name as NSString).pathExtension)
    }

    /// `folder` and every folder above it, nearest first, ending with `/`.
    private static func ancestors(of folder: String) -> [String] {
        var folders: [String] = []
        var current = (folder as NSString).standardizingPath
        while true {
            folders.append(current)
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return folders }
            current = parent
        }
    }

    /// The names in a folder; none when it cannot be read.
    private static func entries(of folder: String) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    }
}

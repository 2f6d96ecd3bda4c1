import Foundation

/// A unit of code the analyzer scopes by: a SwiftPM target, or (outside any package) a
/// top-level source folder. Types resolve, conventions are decided and localization files are
/// bundled within a module first.
public struct SwiftModule: Sendable, Hashable {
    /// The target's name, or the folder's.
    public var name: String
    /// The module's folder (absolute, no trailing slash); the workspace root for loose files.
    public var root: String
    public var kind: ModuleKind
    /// The folder of the `Package.swift` that declares it, for SwiftPM targets.
    public var packageRoot: String?

    public init(name: String, root: String, kind: ModuleKind, packageRoot: String? = nil) {
        self.name = name
        self.root = root
        self.kind = kind
        self.packageRoot = packageRoot
    }

    /// Whether the file at `path` lies in this module's folder.
    public func contains(_ path: String) -> Bool {
        // Compared on UTF-8 bytes, without building `root + "/"` for every file asked about.
        guard root != "/" else { return true }
        let rootCount = root.utf8.count
        guard path.utf8.count > rootCount else { return false }
        var root = root, path = path
        return path.withUTF8 { pathBytes in
            root.withUTF8 { rootBytes in
                pathBytes[rootCount] == UInt8(ascii: "/")
                    && memcmp(pathBytes.baseAddress!, rootBytes.baseAddress!, rootCount) == 0
            }
        }
    }
}

/// What a module's code is for.
public enum ModuleKind: String, Sendable, Hashable, Codable {
    /// Code that ships in the app or its libraries: the code the rules are written for.
    case app
    /// Test targets and test folders (`Tests`, `UnitTests`, `UITests`, `…Tests`).
    case tests
    /// Build tools, scripts, plugins and macro implementations (`Tools`, `Scripts`).
    case tool
    /// The package that defines a convention's library (FOSMVVM's own sources): its types are
    /// the convention's building blocks, not screens that follow it.
    case conventionLibrary

    /// Derives the kind of a folder path relative to the workspace root from its components.
    /// (Runs for every file a lint or a load sees: compares UTF-8 without building strings.)
    /// The kind of the folder holding a file, from the file's path relative to the workspace
    /// root (split on UTF-8 bytes: a `String` split walks graphemes).
    static func of(folderOfRelativePath path: Substring) -> ModuleKind {
        of(relativeFolders: path.utf8.split(separator: UInt8(ascii: "/")).dropLast().lazy.map { Substring($0) })
    }

    /// A tool folder counts only first (`Scripts/`, `Tools/Generator/`): one inside the app's
    /// folders (`MC1/Views/Tools/`, a feature of the app) holds app code.
    static func of(relativeFolders components: some Sequence<Substring>) -> ModuleKind {
        var kind = ModuleKind.app
        for (index, component) in components.enumerated() {
            if isTestFolder(component) { return .tests }
            if index == 0, toolFolderNames.contains(component) { kind = .tool }
        }
        return kind
    }

    static func isTestFolder(_ name: Substring) -> Bool {
        if testFolderNames.contains(name) { return true }
        let bytes = name.utf8
        return bytes.count >= 5 && bytes.suffix(5).elementsEqual("Tests".utf8)
    }

    private static let testFolderNames: Set<Substring> = ["tests", "TestSupport", "Test"]

    /// Tool and script folders, in the spellings projects use (a set: a folder's name is
    /// looked up for every folder of every file placed).
    static let toolFolderNames: Set<Substring> = [
        "Tools", "tools", "Scripts", "scripts", "ci_scripts", "BuildTools", "Plugins", "plugins", "fastlane",
        "docs", "Docs", "Documentation", "documentation",
    ]
}

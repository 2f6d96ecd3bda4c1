import MVVMAnalyzerCore

/// The screens a workspace has already — a view `XView` or `XScreen` in a file named after it,
/// and its view model `XViewModel` in a file of its own or in the view's file (`XView.ViewModel`
/// too) — and where every file of the workspace is, by file name: what the placement of a new
/// screen copies (`LearnedPlacement`).
struct ScreenCatalog: Sendable {
    struct Screen: Sendable, Hashable {
        /// `X` of `XView`.
        var name: String
        /// Paths relative to the workspace root.
        var viewPath: String
        var viewModelPath: String
        /// The module of the view model's file.
        var viewModelModule: SwiftModule
        /// The module of the view's file.
        var viewModule: SwiftModule
    }

    /// App-code screens, by view-model path.
    private(set) var screens: [Screen] = []
    /// Every Swift and localization file, relative to the root, by file name.
    private(set) var pathsByFileName: [String: [String]] = [:]

    static let viewSuffixes = ["View", "Screen"]

    init(root: String, snapshot: WorkspaceSnapshot) {
        for path in snapshot.sourceFiles.keys.sorted() + snapshot.localization.files.keys.sorted() {
            guard let relative = RelativePath.of(path, in: root) else { continue }
            pathsByFileName[Self.fileName(of: relative), default: []].append(relative)
        }
        for (path, file) in snapshot.sourceFiles where snapshot.isAppCode(path) {
            guard let relative = RelativePath.of(path, in: root) else { continue }
            let stem = Self.stem(of: Self.fileName(of: relative))
            guard let suffix = Self.viewSuffixes.first(where: { stem.hasSuffix($0) && stem.count > $0.count }),
                  file.facts.types.contains(where: { $0.name == stem && $0.parentName == nil }) else { continue }
            let name = String(stem.dropLast(suffix.count))
            guard let viewModelPath = viewModelPath(of: name, view: stem, viewPath: relative, root: root, snapshot: snapshot) else {
                continue
            }
            screens.append(Screen(
                name: name, viewPath: relative, viewModelPath: viewModelPath,
                viewModelModule: snapshot.modules.module(containing: RelativePath.joined(root, viewModelPath)),
                viewModule: snapshot.modules.module(containing: path)))
        }
        screens.sort { ($0.viewModelPath, $0.viewPath) < ($1.viewModelPath, $1.viewPath) }
    }

    /// The file declaring `XViewModel` named after it, nearest the view, else the view's own
    /// file when it declares `XViewModel` or `XView.ViewModel`.
    private func viewModelPath(of name: String, view: String, viewPath: String, root: String,
                               snapshot: WorkspaceSnapshot) -> String? {
        let viewModel = name + "ViewModel"
        let declaring = (pathsByFileName[viewModel + ".swift"] ?? []).filter { path in
            snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.types.contains {
                $0.name == viewModel && !$0.isExtension
            } == true
        }
        if let nearest = declaring.max(by: { Self.sharedFolders($0, viewPath) < Self.sharedFolders($1, viewPath) }) {
            return nearest
        }
        let own = snapshot.sourceFiles[RelativePath.joined(root, viewPath)]?.facts.types ?? []
        if own.contains(where: { !$0.isExtension && ($0.name == viewModel || $0.qualifiedName == view + ".ViewModel") }) {
            return viewPath
        }
        // `extension XView { final class ViewModel }` in a file of its own (`XView+ViewModel.swift`).
        let nested = snapshot.types(named: view + ".ViewModel").filter { !$0.type.isExtension }
            .compactMap { RelativePath.of($0.path, in: root) }
        return nested.max { Self.sharedFolders($0, viewPath) < Self.sharedFolders($1, viewPath) }
    }

    /// Screens already read, by root, with the `declarationsRevision` they were read at.
    private static let cache = WorkspaceStateCache<ScreenCatalog>()

    /// The catalog of `snapshot`, read again only when its declarations changed.
    static func cached(root: String, snapshot: WorkspaceSnapshot) -> ScreenCatalog {
        cache.value(root: root, revision: snapshot.declarationsRevision) { ScreenCatalog(root: root, snapshot: snapshot) }
    }

    /// How many leading folders two relative paths share.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        zip(folders(of: first), folders(of: second)).prefix { $0 == $1 }.count
    }

    /// The folders of a relative path, without its file name.
    static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `HomeView.swift` → `HomeView`, `HomeViewModel.yml` → `HomeViewModel`.
    static func stem(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return fileName }
        return String(fileName[..<dot])
    }
}

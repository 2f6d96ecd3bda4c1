import MVVMAnalyzerCore

/// The screens a workspace has already — a view `XView`, `XScreen` or `X` in a file named after
/// it, and its view model: `XViewModel` in a file of its own or in the view's file
/// (`XView.ViewModel` too), else the view-model class the view holds when it is named like the
/// view and no other screen has it (`DocumentDetailModel` of `DocumentDetailViewV4`) —
/// and where every file of the workspace is, by file name: what the placement of a new screen
/// copies (`LearnedPlacement`).
struct ScreenCatalog: Sendable {
    struct Screen: Sendable, Hashable {
        /// `X` of `XView`, or the view's name when it has no view suffix.
        var name: String
        /// The view's type name.
        var viewName: String
        /// The view model's qualified type name (`XViewModel`, `XView.ViewModel`).
        var viewModelName: String
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

    static let viewSuffixes = ["View", "Screen", "Scene", "Page"]
    /// Suffixes only views take; a `BookPage` or `LoginScene` that is no view is a model.
    private static let viewOnlySuffixes: Set<String> = ["View", "Screen"]

    init(root: String, snapshot: WorkspaceSnapshot) {
        for path in snapshot.sourceFiles.keys.sorted() + snapshot.localization.files.keys.sorted() {
            guard let relative = RelativePath.of(path, in: root) else { continue }
            pathsByFileName[Self.fileName(of: relative), default: []].append(relative)
        }
        // Views and their view models named after them first; then views holding a view model
        // named like them that no other view has (`DocumentList` and `DocumentListViewModel`,
        // not a cell observing its screen's `SearchViewModel`).
        var held: [(name: String, view: String, path: String, viewModel: (name: String, path: String))] = []
        for (path, file) in snapshot.sourceFiles.sorted(by: { $0.key < $1.key }) where snapshot.isAppCode(path) {
            guard let relative = RelativePath.of(path, in: root) else { continue }
            let stem = Self.stem(of: Self.fileName(of: relative))
            let suffix = Self.viewSuffixes.first { stem.hasSuffix($0) && stem.count > $0.count }
            guard
                let view = file.facts.types.first(where: { $0.name == stem && $0.parentName == nil && !$0.isExtension }
                ),
                snapshot.isView(view) || Self.viewOnlySuffixes.contains(suffix ?? "")
            else { continue }
            let name = suffix.map { String(stem.dropLast($0.count)) } ?? stem
            if let viewModel = viewModel(of: name, view: stem, viewPath: relative, root: root, snapshot: snapshot) {
                append(name: name, view: stem, path: path, viewModel: viewModel, root: root, snapshot: snapshot)
            } else if let viewModel = heldViewModel(of: view, path: path, root: root, snapshot: snapshot) {
                held.append((name, stem, path, viewModel))
            }
        }
        var claimed = Set(screens.map(\.viewModelName))
        for screen in held where !claimed.contains(screen.viewModel.name) {
            claimed.insert(screen.viewModel.name)
            append(
                name: screen.name, view: screen.view, path: screen.path, viewModel: screen.viewModel, root: root,
                snapshot: snapshot)
        }
        screens.sort { ($0.viewModelPath, $0.viewPath) < ($1.viewModelPath, $1.viewPath) }
    }

    private mutating func append(
        name: String, view: String, path: String, viewModel: (name: String, path: String),
        root: String, snapshot: WorkspaceSnapshot
    ) {
        guard let relative = RelativePath.of(path, in: root) else { return }
        screens.append(
            Screen(
                name: name, viewName: view, viewModelName: viewModel.name, viewPath: relative,
                viewModelPath: viewModel.path,
                viewModelModule: snapshot.modules.module(containing: RelativePath.joined(root, viewModel.path)),
                viewModule: snapshot.modules.module(containing: path)))
    }

    /// The view model named after the screen and the file declaring it: `XViewModel` in a file
    /// named after it, nearest the view, else in the view's own file, else `XView.ViewModel`.
    private func viewModel(
        of name: String, view: String, viewPath: String, root: String,
        snapshot: WorkspaceSnapshot
    ) -> (name: String, path: String)? {
        let viewModel = name + "ViewModel"
        // Named alike in another module the view never names is another app's (a watch app's
        // `HomeViewModel` beside the phone app's `HomeScreen`).
        let viewModule = snapshot.modules.module(containing: RelativePath.joined(root, viewPath)).root
        let namesIt = snapshot.sourceFiles[RelativePath.joined(root, viewPath)]?.text.contains(viewModel) == true
        let declaring = (pathsByFileName[viewModel + ".swift"] ?? []).filter { path in
            let absolute = RelativePath.joined(root, path)
            return snapshot.sourceFiles[absolute]?.facts.types.contains {
                $0.name == viewModel && !$0.isExtension
            } == true && (namesIt || snapshot.modules.module(containing: absolute).root == viewModule)
        }
        if let nearest = declaring.max(by: { Self.sharedFolders($0, viewPath) < Self.sharedFolders($1, viewPath) }) {
            return (viewModel, nearest)
        }
        let own = snapshot.sourceFiles[RelativePath.joined(root, viewPath)]?.facts.types ?? []
        if let declared = own.first(where: {
            !$0.isExtension && ($0.name == viewModel || $0.qualifiedName == view + ".ViewModel")
        }) {
            return (declared.qualifiedName, viewPath)
        }
        // `extension XView { final class ViewModel }` in a file of its own (`XView+ViewModel.swift`).
        let nested = snapshot.types(named: view + ".ViewModel").filter { !$0.type.isExtension }
            .compactMap { RelativePath.of($0.path, in: root) }
        return nested.max { Self.sharedFolders($0, viewPath) < Self.sharedFolders($1, viewPath) }.map {
            (view + ".ViewModel", $0)
        }
    }

    /// The view-model class the view holds (`@StateObject var model: DocumentDetailModel`), named
    /// as one (`…ViewModel`, `…VM`, `…Model`) and declared in the app's code, when the view
    /// creates it (`@StateObject`/`@State` given a value, or set in the view's `init`) or it is
    /// named like the view; never one the environment hands every view (an app-wide model).
    private func heldViewModel(
        of view: TypeFact, path: String, root: String,
        snapshot: WorkspaceSnapshot
    ) -> (name: String, path: String)? {
        for property in view.storedProperties where property.isStoredInstanceProperty {
            guard !property.attributes.contains(named: "EnvironmentObject"),
                !property.attributes.contains(named: "Environment"),
                let held = ViewModelPairing.heldName(property, in: view),
                let suffix = Self.viewModelSuffixes.first(where: { held.hasSuffix($0) && held.count > $0.count }),
                Self.creates(property, in: view, path: path, snapshot: snapshot)
                    || (Self.namedViewModelSuffixes.contains(suffix)
                        && (view.name.hasPrefix(held.dropLast(suffix.count))
                            || held.dropLast(suffix.count).hasPrefix(view.name))),
                let declaration = snapshot.declaration(of: held, near: path),
                declaration.type.kind == .class, !snapshot.isView(declaration.type),
                snapshot.isAppCode(declaration.path),
                let relative = RelativePath.of(declaration.path, in: root)
            else { continue }
            return (declaration.type.qualifiedName, relative)
        }
        return nil
    }

    /// The screen of the view in the anchor's file when the catalog gave its view model to
    /// another view (`SubredditView` named after `SubredditViewModel`, which the anchor creates
    /// and owns), or has none for it: a file named otherwise than its view (`Settings.swift`
    /// declaring `SettingsView` and `SettingsViewModel`), a view model the environment hands the
    /// anchor, named like it (`@Environment(VolumesViewModel.self) var vm` in `VolumesListView`).
    /// The view the user scaffolds from shows its style, whoever else holds it.
    static func screen(ofAnchor anchor: String, root: String, snapshot: WorkspaceSnapshot) -> Screen? {
        let path = RelativePath.joined(root, anchor)
        let fileStem = Self.stem(of: Self.fileName(of: anchor))
        guard let file = snapshot.sourceFiles[path] else { return nil }
        let topLevel = file.facts.types.filter { $0.parentName == nil && !$0.isExtension && snapshot.isView($0) }
        guard
            let view = topLevel.first(where: { $0.name == fileStem })
                ?? topLevel.first(where: { $0.name.hasPrefix(fileStem) && $0.name.count > fileStem.count })
        else { return nil }
        let stem = view.name
        let viewStem = viewSuffixes.first { stem.hasSuffix($0) && stem.count > $0.count }.map {
            stem.dropLast($0.count)
        }
        for property in view.storedProperties where property.isStoredInstanceProperty {
            guard let held = ViewModelPairing.heldName(property, in: view),
                let viewModelSuffix = viewModelSuffixes.first(where: { held.hasSuffix($0) && held.count > $0.count })
            else { continue }
            let fromEnvironment =
                property.attributes.contains(named: "EnvironmentObject")
                || property.attributes.contains(named: "Environment")
            let feature = held.dropLast(viewModelSuffix.count)
            guard !fromEnvironment || (viewStem ?? stem[...]).hasPrefix(feature),
                let declaration = snapshot.declaration(of: held, near: path),
                declaration.type.kind == .class, !snapshot.isView(declaration.type),
                snapshot.isAppCode(declaration.path),
                let relative = RelativePath.of(declaration.path, in: root)
            else { continue }
            let suffix = viewSuffixes.first { stem.hasSuffix($0) && stem.count > $0.count }
            return Screen(
                name: suffix.map { String(stem.dropLast($0.count)) } ?? stem, viewName: stem,
                viewModelName: declaration.type.qualifiedName, viewPath: anchor, viewModelPath: relative,
                viewModelModule: snapshot.modules.module(containing: declaration.path),
                viewModule: snapshot.modules.module(containing: path))
        }
        return nil
    }

    /// Whether the view creates what `property` holds: a `@StateObject` or `@State` given a value,
    /// or set (`_property = …`) in the view's `init`.
    private static func creates(_ property: PropertyFact, in view: TypeFact, path: String, snapshot: WorkspaceSnapshot)
        -> Bool
    {
        guard property.attributes.contains(named: "StateObject") || property.attributes.contains(named: "State") else {
            return false
        }
        if property.initializer?.isInstanceCreation == true { return true }
        guard let file = snapshot.sourceFiles[path] else { return false }
        return view.members.contains { member in
            member.kind == .initializer && file.lines.text(in: member.range).contains("_\(property.name) = ")
        }
    }

    /// What the names of the observable objects a view creates and holds as its view model end
    /// with (`AppDetailViewObject`, `FeedController`).
    static let viewModelSuffixes = ["ViewModel", "VM", "Model", "Controller", "Store", "Object", "State"]
    /// Those that make a view model of an object the view is handed, when named like the view.
    private static let namedViewModelSuffixes: Set<String> = ["ViewModel", "VM", "Model"]

    /// Screens already read, by root, with the `declarationsRevision` they were read at.
    private static let cache = WorkspaceStateCache<ScreenCatalog>()

    /// The catalog of `snapshot`, read again only when its declarations changed.
    static func cached(root: String, snapshot: WorkspaceSnapshot) -> ScreenCatalog {
        cache.value(root: root, revision: snapshot.declarationsRevision) {
            ScreenCatalog(root: root, snapshot: snapshot)
        }
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

import Foundation
import MVVMAnalyzerCore

/// Where a new screen's files go in a workspace that has screens already: each file beside the
/// same kind of file of the screen nearest to where the user scaffolds (the anchor: the current
/// file or folder), with that screen's name replaced by the new one — `CharacterDetailViewModel`
/// in `Features/Character/…/CharacterDetail/ViewModels/` puts `SettingsViewModel` in
/// `…/Settings/ViewModels/`, a flat `Sources/ViewModels/` keeps it flat. When no screen is in
/// the anchor's module (a new feature), the nearest screen's module name is replaced by the
/// anchor's. A folder is used only when its module exists; a kind of file no screen has (tests
/// in an app without view-model tests) gets no folder. Unless `makesFolders`, a file goes only
/// to a folder that exists (see `existingFolder(insteadOf:nearestFile:)`).
struct LearnedPlacement: Sendable {
    /// The screens, nearest the anchor first.
    let ranked: [ScreenCatalog.Screen]
    let catalog: ScreenCatalog
    /// The new screen's name.
    let name: String
    /// The anchor, relative to the root.
    let anchor: String?
    /// The app module the anchor is in (else the nearest screen's).
    let module: SwiftModule
    /// Whether the new screen may get a folder no screen has yet (its own, as the app gives
    /// each screen one); a plain scaffold writes only into folders that exist.
    var makesFolders: Bool
    let root: String
    let modules: ModuleMap
    /// The `@testable` imports of the workspace's files, by path relative to the root.
    private let testedModules: [String: [String]]

    /// Nil when the workspace has no screens: the conventions' usual layouts apply.
    init?(
        catalog: ScreenCatalog, snapshot: WorkspaceSnapshot, root: String, anchor: String?, name: String,
        makesFolders: Bool = true
    ) {
        guard !catalog.screens.isEmpty else { return nil }
        self.catalog = catalog
        self.name = name
        self.makesFolders = makesFolders
        var testedModules: [String: [String]] = [:]
        for paths in catalog.pathsByFileName.values {
            for path in paths {
                let tested = snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.imports.filter(\.isTestable)
                if let tested, !tested.isEmpty { testedModules[path] = tested.map(\.module) }
            }
        }
        self.testedModules = testedModules
        self.root = root
        self.modules = snapshot.modules
        self.anchor = anchor
        let screens = catalog.screens
        if let anchor {
            let nearness: [Int] = screens.map { Self.nearness($0, to: anchor) }
            let order: [Int] = screens.indices.sorted { first, second in
                nearness[first] != nearness[second] ? nearness[first] > nearness[second] : first < second
            }
            let own = ScreenCatalog.screen(ofAnchor: anchor, root: root, snapshot: snapshot)
            // The anchor's own screen first, also where the catalog has none for it.
            ranked =
                (own.map { own in screens.contains { $0.viewPath == own.viewPath } ? [] : [own] } ?? [])
                + order.map { screens[$0] }
        } else {
            // No anchor: the layout most screens share comes first.
            let templates: [String] = screens.map { Self.template(ofFolderOf: $0.viewModelPath, screen: $0.name) }
            var counts: [String: Int] = [:]
            for template in templates { counts[template, default: 0] += 1 }
            let shared: [Int] = templates.map { counts[$0] ?? 0 }
            let order: [Int] = screens.indices.sorted { first, second in
                shared[first] != shared[second] ? shared[first] > shared[second] : first < second
            }
            ranked = order.map { screens[$0] }
        }
        // The anchor's module; a folder above modules (a feature folder) takes the module of
        // the nearest screen inside it.
        let nearest: ScreenCatalog.Screen = ranked[0]
        if let anchor, !Self.isFile(anchor),
            let inside = ranked.first(where: { $0.viewModelPath.hasPrefix(anchor + "/") })
        {
            module = inside.viewModelModule
        } else if let anchor {
            let file: String = Self.isFile(anchor) ? anchor : anchor + "/File.swift"
            let placement = snapshot.modules.placement(ofFile: RelativePath.joined(root, file))
            module = placement.kind == .app ? placement.module : nearest.viewModelModule
        } else {
            module = nearest.viewModelModule
        }
    }

    /// The folder (relative to the root) of the file `fileName` of screen `screenName` (the new
    /// screen, or a child it scaffolds too), which starts with that name; nil when no screen has
    /// that kind of file in a module that exists here.
    func directory(forFileNamed fileName: String, isTest: Bool, screenName: String? = nil) -> String? {
        if let anchor, ScreenCatalog.fileName(of: anchor) == fileName {
            // The empty file the user made for it.
            return Self.folder(ofAnchor: anchor)
        }
        let screenName: String = screenName ?? name
        guard fileName.hasPrefix(screenName) else { return nil }
        let suffix = String(fileName.dropFirst(screenName.count))
        if let besideAnchor = besideNewView(fileNamed: fileName, screenName: screenName, isTest: isTest) {
            return besideAnchor
        }
        for screen in isTest ? rankedForTests : ranked {
            var candidates: [String] = files(named: screen.name + suffix, of: screen)
            // A view named without a suffix (`DocumentList.swift`): its own file, not another
            // file of that name.
            if suffix == ".swift" { candidates = candidates.filter { $0 == screen.viewPath } }
            // A view model named otherwise than its screen (`BackupViewModel` of `DataBackupsScreen`).
            if ScreenCatalog.viewModelSuffixes.contains(where: { suffix == $0 + ".swift" }), candidates.isEmpty,
                screen.viewModelPath != screen.viewPath
            {
                candidates = [screen.viewModelPath]
            }
            let own: String = screen.viewModelPath
            // Nearest the screen's view model, then (a view per platform, `iOS/Presentations/`
            // and `macOS/Presentations/`, of one shared view model) nearest the anchor.
            let anchorPath: String = anchor ?? ""
            guard
                let path = candidates.max(by: {
                    (ScreenCatalog.sharedFolders($0, own), ScreenCatalog.sharedFolders($0, anchorPath))
                        < (ScreenCatalog.sharedFolders($1, own), ScreenCatalog.sharedFolders($1, anchorPath))
                })
            else {
                continue
            }
            var folder = placed(ScreenCatalog.folders(of: path), from: screen, as: screenName)
            if let own = ownFolder(of: screen),
                !FeatureWords.folder(ScreenCatalog.fileName(of: own), isFeatureOf: screenName),
                !FeatureWords.folder(
                    FeatureWords.screenName(inFolder: ScreenCatalog.fileName(of: own), of: screen.name),
                    isFeatureOf: screenName)
            {
                // The app gives each screen a folder not named after it (`Login/` for `SignIn`):
                // the new screen gets one of its own beside it, in the sources and the tests.
                let ownName = ScreenCatalog.fileName(of: own)
                let newName = FeatureWords.ownFolderName(for: screenName, like: ownName, of: screen.name)
                folder = folder.split(separator: "/").map { $0 == ownName ? newName : String($0) }.joined(
                    separator: "/")
            }
            if !makesFolders, !Self.isDirectory(RelativePath.joined(root, folder)) {
                guard let existing = existingFolder(insteadOf: folder, nearestFile: path) else { continue }
                folder = existing
            }
            if isUsable(folder, isTest: isTest) { return folder }
        }
        return nil
    }

    /// `ranked` with the screens of the new screen's module first: its tests are placed and
    /// import as those of its own module's screens, where they have any.
    private var rankedForTests: [ScreenCatalog.Screen] {
        ranked.filter { $0.viewModelModule.root == module.root }
            + ranked.filter { $0.viewModelModule.root != module.root }
    }

    /// The files named `fileName` that belong with `screen`: not a test of another module's
    /// type named alike (a watch app's `WorkoutViewModelTests.swift`, `@testable import
    /// SotkaWatch_Watch_App`, for the phone app's `WorkoutViewModel`).
    func files(named fileName: String, of screen: ScreenCatalog.Screen) -> [String] {
        let paths = catalog.pathsByFileName[fileName] ?? []
        let own = Self.identifier(screen.viewModelModule.name)
        // Where no test imports the screen's module by that name (an Xcode target whose product
        // is named otherwise, `qBitControl` tested as `qBitManager`), any test may be its.
        let kept =
            testedModules.values.contains(where: { $0.contains(own) })
            ? paths.filter { path in
                let tested = testedModules[path] ?? []
                return tested.isEmpty || tested.contains(own)
            } : paths
        // Tests importing nothing: those of the test target named after the screen's module
        // (`SwiftUI-SotkaAppTests`, not `SotkaWatch Watch AppTests`).
        let ownTargets = kept.filter { path in
            let placement = modules.placement(ofFile: RelativePath.joined(root, path))
            return placement.kind == .tests && Self.identifier(placement.module.name).hasPrefix(own)
        }
        return ownTargets.isEmpty ? kept : ownTargets
    }

    /// A module's name as Swift code imports it: `SwiftUI_SotkaApp` for `SwiftUI-SotkaApp`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Whether some test imports module `name` with `@testable` (`SwiftUI_SotkaApp`).
    func testsImport(module name: String) -> Bool {
        let identifier = Self.identifier(name)
        return testedModules.values.contains { $0.contains(identifier) }
    }

    /// The folder of the new screen's test `fileName` in a tests tree that mirrors the sources:
    /// the nearest tested screen's test sits in the folders its view model's sit in, under the
    /// tests' root (`CodeEditTests/Features/UtilityArea/` for `CodeEdit/Features/UtilityArea/
    /// ViewModels/`), so the new test goes in the same folders of the new view model's
    /// (`CodeEditTests/Features/SourceControl/`); nil when the tests do not mirror the sources.
    func mirroredTestDirectory(forFileNamed fileName: String, viewModelDirectory: String) -> String? {
        guard fileName.hasPrefix(name) else { return nil }
        let suffix = String(fileName.dropFirst(name.count))
        guard
            let (screen, testPath) = rankedForTests.lazy.compactMap({ screen in
                self.files(named: screen.name + suffix, of: screen).first.map { (screen, $0) }
            }).first
        else { return nil }
        let source = ScreenCatalog.folders(of: screen.viewModelPath).map(String.init)
        let tests = ScreenCatalog.folders(of: testPath).map(String.init)
        let newSource = ScreenCatalog.folders(of: viewModelDirectory + "/File.swift").map(String.init)
        for length in stride(from: min(tests.count - 1, source.count), through: 1, by: -1) {
            let tail = Array(tests.suffix(length))
            guard let start = (0...(source.count - length)).first(where: { Array(source[$0..<($0 + length)]) == tail })
            else { continue }
            guard newSource.count > start else { return nil }
            let mirrored = tests.dropLast(length) + newSource[start..<min(start + length, newSource.count)]
            var folder = mirrored.joined(separator: "/")
            // No folder is made: the deepest of them that exists (`AppTests/Features/` where
            // no `SourceControl/` is there yet).
            var existing = Array(mirrored)
            while !makesFolders, !existing.isEmpty, !Self.isDirectory(RelativePath.joined(root, folder)) {
                existing.removeLast()
                folder = existing.joined(separator: "/")
            }
            return !folder.isEmpty && isUsable(folder, isTest: true) ? folder : nil
        }
        return nil
    }

    /// Where a file of a kind no screen has goes: beside the view of screen `screenName` for a
    /// view, else beside its view model, else beside its view, else in the anchor's folder.
    func screenFolder(for role: FileRole, screenName: String? = nil) -> String? {
        let screenName: String = screenName ?? name
        let viewModel: String? = directory(
            forFileNamed: screenName + "ViewModel.swift", isTest: false, screenName: screenName)
        var view: String?
        for suffix in ScreenCatalog.viewSuffixes where view == nil {
            view = directory(forFileNamed: screenName + suffix + ".swift", isTest: false, screenName: screenName)
        }
        let anchorFolder: String? = anchor.map(Self.folder(ofAnchor:))
        let order: [String?] = role == .view ? [view, viewModel, anchorFolder] : [viewModel, view, anchorFolder]
        return order.compactMap { $0 }.first
    }

    /// The module a test of the new screen imports with `@testable`: the one the nearest
    /// screen's test of that kind imports so that names its module (`Settings`, `ChallengeHome`
    /// for a folder `Home`), renamed after the new screen's module when the test belongs to
    /// another module's screen.
    func testedModule(forFileNamed fileName: String, snapshot: WorkspaceSnapshot) -> String? {
        guard fileName.hasPrefix(name) else { return nil }
        let suffix = String(fileName.dropFirst(name.count))
        for screen in rankedForTests {
            for path in files(named: screen.name + suffix, of: screen) {
                let imports: [ImportFact] = snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.imports ?? []
                let tested: [String] = imports.filter(\.isTestable).map(\.module)
                let own: String = screen.viewModelModule.name
                guard let module = tested.first(where: { $0.hasSuffix(own) }) ?? tested.first else { continue }
                if screen.viewModelModule.root == self.module.root { return module }
                // Another module's test names its module (`@testable import Home`): the new
                // screen's is named so; one naming another app target (a watch app) is not its.
                guard module.hasSuffix(own) else { continue }
                let prefix = String(module.dropLast(own.count))
                return prefix + self.module.name
            }
        }
        return nil
    }

    /// The modules the new screen's test `fileName` imports for its assertions, as the nearest
    /// screen's test of that kind does, keeping only those most tests of that kind import (a
    /// library one screen's test needs is left out); nil when no screen has one.
    func snapshotImports(forFileNamed fileName: String, snapshot: WorkspaceSnapshot) -> [String]? {
        guard fileName.hasPrefix(name) else { return nil }
        let suffix = String(fileName.dropFirst(name.count))
        var nearest: String?
        for screen in rankedForTests where nearest == nil {
            nearest = files(named: screen.name + suffix, of: screen).first
        }
        guard let nearest else { return nil }
        let sameKind: [String] = catalog.pathsByFileName.filter { $0.key.hasSuffix(suffix) }.flatMap(\.value)
        var counts: [String: Int] = [:]
        for path in sameKind {
            for module in Set(assertionImports(of: path, snapshot: snapshot)) { counts[module, default: 0] += 1 }
        }
        let total: Int = sameKind.count
        return assertionImports(of: nearest, snapshot: snapshot).filter { module in
            let count: Int = counts[module] ?? 0
            return 2 * count > total
        }
    }

    /// A test file's imports but the `@testable` ones and those the templates write anyway.
    private func assertionImports(of path: String, snapshot: WorkspaceSnapshot) -> [String] {
        let imports: [ImportFact] = snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.imports ?? []
        return imports.filter { !$0.isTestable && !Self.platformModules.contains($0.module) }.map(\.module)
    }

    /// Modules every test imports anyway (the templates write them).
    private static let platformModules: Set<String> = ["SwiftUI", "Testing", "XCTest", "UIKit", "Foundation"]

    /// `folders` of a file of `screen`, with its name replaced by `screenName`, and, when no file
    /// of the screen is in the anchor's module, its module's name by the anchor module's.
    private func placed(_ folders: [Substring], from screen: ScreenCatalog.Screen, as screenName: String) -> String {
        let rebases: Bool = screen.viewModelModule.root != module.root && screen.viewModule.root != module.root
        let from: String = screen.viewModelModule.name
        let to: String = module.name
        // The folders of the file's module are the module's, even when one is named like the
        // screen (`Sources/Feed/Feed/FeedView.swift`): the screen's name is replaced below them.
        let folder = RelativePath.joined(root, folders.joined(separator: "/"))
        let moduleRoot = modules.placement(ofFile: folder + "/File.swift").module.root
        let moduleDepth =
            RelativePath.of(moduleRoot, in: root).map { $0 == "." ? 0 : $0.split(separator: "/").count } ?? 0
        // A folder named after the screen's view or view model (`ContainersView/`,
        // `GroupDetailViewModel/`) is the new view's or view model's.
        let fileStems = [screen.viewPath, screen.viewModelPath].map {
            ScreenCatalog.stem(of: ScreenCatalog.fileName(of: $0))
        }.filter { $0.hasPrefix(screen.name) && $0.count > screen.name.count }
        var placed: [String] = []
        for (index, folder) in folders.enumerated() {
            // A folder named after the screen that names the new screen's feature too (`Search/`
            // for `SavedSearches`) holds both; so does one whose folders keep other screens
            // beside the screen's files (`PremiumUpgrade/View/` holding `PremiumUpsellView`).
            let isFeature =
                FeatureWords.folder(folder, isFeatureOf: screenName)
                || sharesFolders(of: screen, below: folders.prefix(index + 1).joined(separator: "/"))
            if folder == screen.name, index >= moduleDepth, !isFeature {
                placed.append(screenName)
            } else if fileStems.contains(String(folder)), index >= moduleDepth, !isFeature {
                placed.append(screenName + folder.dropFirst(screen.name.count))
            } else if rebases, folder.hasPrefix(from),
                Self.moduleFolderSuffixes.contains(String(folder.dropFirst(from.count)))
            {
                placed.append(to + folder.dropFirst(from.count))
            } else {
                placed.append(String(folder))
            }
        }
        return placed.joined(separator: "/")
    }

    /// Whether another screen, not a part named after it (`HomeRow` of `Home`), has its view or
    /// view model in the folder of `screen`'s view or view model, that folder being `folder` or
    /// inside it: a folder of several screens, not one screen's own.
    private func sharesFolders(of screen: ScreenCatalog.Screen, below folder: String) -> Bool {
        let own = Set([screen.viewPath, screen.viewModelPath].map { ScreenCatalog.folders(of: $0) }).filter {
            ($0.joined(separator: "/") + "/").hasPrefix(folder + "/")
        }
        return catalog.screens.contains { other in
            other.viewModelName != screen.viewModelName && !other.name.hasPrefix(screen.name)
                && [other.viewPath, other.viewModelPath].contains { own.contains(ScreenCatalog.folders(of: $0)) }
        }
    }

    /// The folder holding `screen`'s view and view model and no other screen's files, when
    /// another of the nearest screens is kept the same way beside it (an app giving each screen a
    /// folder, named otherwise than the screen: `Presentation/Login/SignInView.swift`); nil
    /// otherwise, and for a folder named after the screen (the name is replaced as it is).
    private func ownFolder(of screen: ScreenCatalog.Screen) -> String? {
        func commonFolder(_ screen: ScreenCatalog.Screen) -> String {
            zip(ScreenCatalog.folders(of: screen.viewPath), ScreenCatalog.folders(of: screen.viewModelPath))
                .prefix { $0 == $1 }.map { String($0.0) }.joined(separator: "/")
        }
        func isOwn(_ folder: String, of screen: ScreenCatalog.Screen) -> Bool {
            guard !folder.isEmpty, !ScreenCatalog.folders(of: folder + "/File").isEmpty,
                modules.placement(ofFile: RelativePath.joined(root, folder) + "/File.swift").module.root
                    != RelativePath.joined(root, folder)
            else { return false }
            return !catalog.screens.contains { other in
                other != screen
                    && (other.viewPath.hasPrefix(folder + "/") || other.viewModelPath.hasPrefix(folder + "/"))
            }
        }
        let folder = commonFolder(screen)
        guard ScreenCatalog.fileName(of: folder) != screen.name, isOwn(folder, of: screen) else { return nil }
        let parent = ScreenCatalog.folders(of: folder + "/File").dropLast().joined(separator: "/")
        let siblings = ranked.prefix(PlainStyle.screensRead).filter { other in
            other != screen
                && ScreenCatalog.folders(of: commonFolder(other) + "/File").dropLast().joined(separator: "/") == parent
                && isOwn(commonFolder(other), of: other)
        }
        return siblings.isEmpty ? nil : folder
    }

    /// What follows a module's name in the folders named after it (`Home`, `HomeTests`).
    private static let moduleFolderSuffixes: Set<String> = ["", "Tests", "UnitTests", "Feature", "Kit", "UI"]

    /// Whether a folder lies in a module whose folder exists: an app module for source files,
    /// a test module for tests.
    private func isUsable(_ folder: String, isTest: Bool) -> Bool {
        let placement = modules.placement(ofFile: RelativePath.joined(root, folder) + "/File.swift")
        guard (placement.kind == .tests) == isTest else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: placement.module.root, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// How near a screen is to the anchor: the folders its files share with it.
    private static func nearness(_ screen: ScreenCatalog.Screen, to anchor: String) -> Int {
        let anchorPath: String = isFile(anchor) ? anchor : anchor + "/File.swift"
        // The anchor's own screen comes first.
        if screen.viewPath == anchor || screen.viewModelPath == anchor { return Int.max }
        return max(
            ScreenCatalog.sharedFolders(screen.viewModelPath, anchorPath),
            ScreenCatalog.sharedFolders(screen.viewPath, anchorPath))
    }

    /// A screen's folder with its name as `{Name}`: the layout it shares with other screens.
    private static func template(ofFolderOf path: String, screen: String) -> String {
        ScreenCatalog.folders(of: path).map { $0 == screen ? "{Name}" : String($0) }.joined(separator: "/")
    }

    /// The folder of an anchor: the anchor itself, or the folder of an anchor file.
    private static func folder(ofAnchor anchor: String) -> String {
        isFile(anchor) ? ScreenCatalog.folders(of: anchor).joined(separator: "/") : anchor
    }

    /// Whether a relative anchor names a file (it has an extension) rather than a folder.
    static func isFile(_ path: String) -> Bool {
        ScreenCatalog.fileName(of: path).contains(".")
    }
}

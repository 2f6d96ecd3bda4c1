import Foundation
import MVVMAnalyzerCore

extension LearnedPlacement {
    /// Where a file goes when the folder learned for it does not exist (`UI/ActivityHistory/`
    /// after `UI/Profile/`): a folder is made only where the app gives each screen one (see
    /// `givesEachScreenAFolder(below:)`); otherwise the deepest folder
    /// on the way there that exists, where it keeps screens loose (`Screens/` holding
    /// `SubscriptionsScreen.swift` beside `Screens/Details/`) or the nearest screen is in another
    /// module (a new feature module); else beside the nearest screen's file of that kind, `path`.
    /// Nil when neither lies in the anchor's module. Where the user made the new screen's folder
    /// and scaffolds from inside it (`Settings/Views/SettingsView.swift`, empty), the folders
    /// below it are made (`Settings/ViewModels/`).
    func existingFolder(insteadOf folder: String, nearestFile path: String) -> String? {
        var folders = ScreenCatalog.folders(of: folder + "/File")
        while !folders.isEmpty, !Self.isDirectory(RelativePath.joined(root, folders.joined(separator: "/"))) {
            folders.removeLast()
        }
        let ancestor = folders.joined(separator: "/")
        if !ancestor.isEmpty, let anchor, anchor.hasPrefix(ancestor + "/"), !path.hasPrefix(ancestor + "/") {
            return folder
        }
        // The screen's own folder, holding its files directly or in folders by kind
        // (`TicketsScene/View/`), not one holding a feature's (`BadgeDetails/Implementation/`).
        let made = ScreenCatalog.folders(of: folder + "/File").dropFirst(folders.count)
        if made.dropFirst().allSatisfy({ Self.kindFolders.contains(String($0)) }),
            givesEachScreenAFolder(below: ancestor)
        {
            return folder
        }
        let own = ScreenCatalog.folders(of: path).joined(separator: "/")
        let ownIsInModule = moduleRoot(of: own) == module.root
        let keepsScreensLoose = catalog.screens.contains { screen in
            [screen.viewPath, screen.viewModelPath].contains {
                ScreenCatalog.folders(of: $0).joined(separator: "/") == ancestor
            }
        }
        if moduleRoot(of: ancestor) == module.root, keepsScreensLoose || !ownIsInModule { return ancestor }
        return ownIsInModule ? own : nil
    }

    /// Whether the folders in `ancestor` that hold screens hold one screen each, and at least
    /// two do (`View/ChangePassword/`, `View/ChangeAvatar/`): a folder per screen, which the new
    /// screen gets too; not feature folders holding several (`UI/Home/` with five screens).
    private func givesEachScreenAFolder(below ancestor: String) -> Bool {
        let screens = screensByFolder(below: ancestor)
        return screens.count >= 2 && screens.values.allSatisfy { $0.count == 1 }
    }

    /// The screens (their view models' names) in each folder directly in `ancestor`.
    private func screensByFolder(below ancestor: String) -> [Substring: Set<String>] {
        let prefix = ancestor.isEmpty ? "" : ancestor + "/"
        let depth = ancestor.isEmpty ? 0 : ScreenCatalog.folders(of: ancestor + "/File").count
        var screensByFolder: [Substring: Set<String>] = [:]
        for screen in catalog.screens {
            for path in [screen.viewPath, screen.viewModelPath] where path.hasPrefix(prefix) {
                let folders = ScreenCatalog.folders(of: path)
                guard folders.count > depth else { continue }
                screensByFolder[folders[depth], default: []].insert(screen.viewModelName)
            }
        }
        return screensByFolder
    }

    /// The folder of its own the new screen's view would get were folders made, where one
    /// screen's folder is all there is to go by (no other screen has one beside it, none holds
    /// several); nil when the view goes there, or the folders are features'.
    func unmadeViewFolder() -> String? {
        guard !makesFolders else { return nil }
        var making = self
        making.makesFolders = true
        for suffix in ScreenCatalog.viewSuffixes {
            let fileName = name + suffix + ".swift"
            guard let wanted = making.directory(forFileNamed: fileName, isTest: false) else { continue }
            guard wanted != directory(forFileNamed: fileName, isTest: false) else { return nil }
            var folders = ScreenCatalog.folders(of: wanted + "/File")
            while !folders.isEmpty, !Self.isDirectory(RelativePath.joined(root, folders.joined(separator: "/"))) {
                folders.removeLast()
            }
            let made = ScreenCatalog.folders(of: wanted + "/File").dropFirst(folders.count)
            let screens = screensByFolder(below: folders.joined(separator: "/"))
            let isScreensOwn = made.dropFirst().allSatisfy { Self.kindFolders.contains(String($0)) }
            return isScreensOwn && screens.count < 2 && screens.values.allSatisfy({ $0.count == 1 }) ? wanted : nil
        }
        return nil
    }

    /// Where the anchor is the new screen's own view file, made by the user where no screen is
    /// (`BadgeDetails/Implementation/BadgeDetailsView.swift`): the file `fileName` goes where the
    /// nearest screen keeps that kind of file from its view (the same folder, or `../ViewModels/`
    /// of `Views/`); nil otherwise.
    func besideNewView(fileNamed fileName: String, screenName: String, isTest: Bool) -> String? {
        guard !isTest, let anchor, Self.isFile(anchor) else { return nil }
        let anchorStem = ScreenCatalog.stem(of: ScreenCatalog.fileName(of: anchor))
        let anchorFolders = ScreenCatalog.folders(of: anchor)
        let anchorFolder = anchorFolders.joined(separator: "/")
        guard ScreenCatalog.viewSuffixes.contains(where: { anchorStem == screenName + $0 }),
            !catalog.screens.contains(where: {
                ScreenCatalog.folders(of: $0.viewPath).joined(separator: "/") == anchorFolder
                    || ScreenCatalog.folders(of: $0.viewModelPath).joined(separator: "/") == anchorFolder
            })
        else { return nil }
        let suffix = String(fileName.dropFirst(screenName.count))
        for screen in ranked {
            guard let path = files(named: screen.name + suffix, of: screen).first else { continue }
            let view = ScreenCatalog.folders(of: screen.viewPath)
            let file = ScreenCatalog.folders(of: path)
            let shared = zip(view, file).prefix { $0 == $1 }.count
            let up = view.count - shared
            guard up <= anchorFolders.count else { continue }
            return (anchorFolders.dropLast(up) + file.dropFirst(shared)).joined(separator: "/")
        }
        return nil
    }

    /// Folders named for the kind of file they hold, inside a screen's folder.
    private static let kindFolders: Set<String> = ["View", "Views", "ViewModel", "ViewModels", "Model", "Models"]

    /// Whether `path` is a folder on disk.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The root of the module `folder` (relative) lies in.
    private func moduleRoot(of folder: String) -> String {
        modules.placement(ofFile: RelativePath.joined(root, folder) + "/File.swift").module.root
    }
}

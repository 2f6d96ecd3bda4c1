import MVVMAnalyzerCore
import XCTest

/// Modules from `Package.swift` targets and folder layouts, and what is not app code.
final class ModuleMapTests: XCTestCase {
    func testManifestTargetsWithDefaultAndExplicitPaths() {
        let manifest = PackageManifest(
            path: "/ws/Package.swift",
            text: """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "Core"),
                        .executableTarget(name: "Tool", path: "Tools/Sources"),
                        .testTarget(name: "CoreTests", dependencies: ["Core"]),
                        .macro(name: "ShopMacros"),
                        .plugin(name: "Lint", capability: .buildTool()),
                    ]
                )
                """)
        XCTAssertEqual(manifest.name, "Shop")
        XCTAssertEqual(
            manifest.modules.map(\.root),
            [
                "/ws/Sources/Core", "/ws/Tools/Sources", "/ws/Tests/CoreTests", "/ws/Sources/ShopMacros",
                "/ws/Plugins/Lint",
            ])
        XCTAssertEqual(manifest.modules.map(\.kind), [.app, .tool, .tests, .tool, .tool])
    }

    func testFolderModulesForProjectsWithoutAManifest() {
        let map = ModuleMap(root: "/ws")
        XCTAssertEqual(map.module(containing: "/ws/Features/Home/Sources/Views/HomeView.swift").name, "Home")
        XCTAssertEqual(
            map.module(containing: "/ws/Features/Home/Sources/Views/HomeView.swift").root, "/ws/Features/Home/Sources")
        XCTAssertEqual(map.module(containing: "/ws/Features/Home/Tests/HomeTests.swift").kind, .tests)
        XCTAssertEqual(map.module(containing: "/ws/MyApp/Screens/Feed.swift").root, "/ws/MyApp")
        XCTAssertEqual(map.kind(ofFile: "/ws/UITests/Sources/LoginUITests.swift"), .tests)
        XCTAssertEqual(map.kind(ofFile: "/ws/Tools/Scripts/Generate.swift"), .tool)
        XCTAssertEqual(map.kind(ofFile: "/ws/MyApp/Screens/Feed.swift"), .app)
        // A feature named like a tool folder inside the app's folders is the app's (MeshCoreOne's
        // `MC1/Views/Tools/NoiseFloorView.swift`).
        XCTAssertEqual(map.kind(ofFile: "/ws/MyApp/Views/Tools/NoiseFloorView.swift"), .app)
        XCTAssertEqual(map.kind(ofFile: "/ws/MyApp/UnitTests/FeedTests.swift"), .tests)
    }

    func testNestedPackagesAndTheirTestTargets() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/Packages/Timeline/Package.swift",
            text: """
                let package = Package(name: "Timeline", targets: [.target(name: "Timeline"), .testTarget(name: "TimelineTests")])
                """)
        workspace.update(
            path: "/ws/Packages/Timeline/Sources/Timeline/TimelineView.swift", text: "struct TimelineView: View {}")
        workspace.update(
            path: "/ws/Packages/Timeline/Tests/TimelineTests/TimelineViewTests.swift", text: "struct V: View {}")
        XCTAssertEqual(
            workspace.modules.module(containing: "/ws/Packages/Timeline/Sources/Timeline/TimelineView.swift").name,
            "Timeline")
        XCTAssertTrue(workspace.isAppCode("/ws/Packages/Timeline/Sources/Timeline/TimelineView.swift"))
        XCTAssertEqual(
            workspace.moduleKind(ofFile: "/ws/Packages/Timeline/Tests/TimelineTests/TimelineViewTests.swift"), .tests)
    }

    /// A file's module is found by looking its folders up: the same module as trying every
    /// package module deepest first, for nested packages, nested target paths, a target
    /// sharing its folder with another, and files in no target.
    func testLookingFoldersUpFindsTheModuleTryingEveryModuleWould() {
        var map = ModuleMap(root: "/ws")
        map.setManifest(
            PackageManifest(
                path: "/ws/Package.swift",
                text: """
                    let package = Package(name: "App", targets: [
                        .target(name: "Core"), .target(name: "CoreUI", path: "Sources/Core/UI"),
                        .target(name: "Alpha", path: "Shared"), .target(name: "Beta", path: "Shared"), .testTarget(name: "CoreTests"),
                    ])
                    """), at: "/ws/Package.swift")
        map.setManifest(
            PackageManifest(
                path: "/ws/Packages/Feed/Package.swift",
                text: """
                    let package = Package(name: "Feed", targets: [.target(name: "Feed"), .target(name: "FeedKit", path: "Sources/Feed/Kit")])
                    """), at: "/ws/Packages/Feed/Package.swift")
        let paths = [
            "/ws/Sources/Core/A.swift", "/ws/Sources/Core/UI/B.swift", "/ws/Sources/Core/UIKit/C.swift",
            "/ws/Sources/Core/UI/Deep/D.swift", "/ws/Shared/E.swift", "/ws/Tests/CoreTests/F.swift",
            "/ws/Packages/Feed/Sources/Feed/G.swift", "/ws/Packages/Feed/Sources/Feed/Kit/H.swift",
            "/ws/Packages/Feed/Sources/FeedKit/I.swift", "/ws/Other/J.swift", "/ws/K.swift", "/elsewhere/L.swift",
        ]
        for path in paths {
            let found = map.module(containing: path)
            if let tried = map.packageModules.first(where: { $0.contains(path) }) {
                XCTAssertEqual([found.name, found.root], [tried.name, tried.root], path)
            } else {
                XCTAssertFalse(map.packageModules.contains { $0.root == found.root }, "\(path): a folder module")
            }
        }
        XCTAssertEqual(map.module(containing: "/ws/Shared/E.swift").name, "Alpha")
        XCTAssertEqual(map.module(containing: "/ws/Sources/Core/UI/Deep/D.swift").name, "CoreUI")
        XCTAssertEqual(map.module(containing: "/ws/Sources/Core/UIKit/C.swift").name, "Core")
        XCTAssertEqual(map.module(containing: "/ws/Packages/Feed/Sources/Feed/Kit/H.swift").name, "FeedKit")
    }

    func testThePackageDefiningAConventionLibraryIsNotAppCode() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/Package.swift",
            text: """
                let package = Package(name: "Lib", targets: [.target(name: "FOSMVVM"), .target(name: "FOSFoundation")])
                """)
        workspace.update(
            path: "/ws/Sources/FOSMVVM/ViewModelView.swift", text: "public protocol ViewModelView: View {}")
        workspace.update(path: "/ws/Sources/FOSFoundation/Helpers.swift", text: "public struct ViewModelId {}")
        XCTAssertEqual(workspace.moduleKind(ofFile: "/ws/Sources/FOSMVVM/ViewModelView.swift"), .conventionLibrary)
        XCTAssertEqual(workspace.moduleKind(ofFile: "/ws/Sources/FOSFoundation/Helpers.swift"), .conventionLibrary)
    }

    func testDuplicateLocalizationKeysCountOnlyWithinAModule() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/Package.swift",
            text: """
                let package = Package(name: "P", targets: [.testTarget(name: "ATests"), .testTarget(name: "BTests")])
                """)
        let yaml = "en:\n  TaskViewModel:\n    title: \"Tasks\"\n"
        workspace.update(path: "/ws/Tests/ATests/Resources/TaskViewModel.yml", text: yaml)
        workspace.update(path: "/ws/Tests/BTests/Resources/TaskViewModel.yml", text: yaml)
        XCTAssertEqual(workspace.localization.duplicateKeys.count, 0)
        workspace.update(path: "/ws/Tests/ATests/Resources/Copy.yml", text: yaml)
        XCTAssertEqual(workspace.localization.duplicateKeys.count, 1)
        XCTAssertEqual(
            Set(workspace.localization.duplicateKeys[0].map(\.path)),
            ["/ws/Tests/ATests/Resources/TaskViewModel.yml", "/ws/Tests/ATests/Resources/Copy.yml"])
    }
}

/// Same-named types in different modules stay apart.
final class ModuleAwarePairingTests: XCTestCase {
    func testEachModulesViewPairsWithItsOwnViewModel() throws {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(
            path: "/ws/Package.swift",
            text: """
                let package = Package(name: "P", targets: [.target(name: "Phone"), .target(name: "Watch")])
                """)
        for module in ["Phone", "Watch"] {
            workspace.update(
                path: "/ws/Sources/\(module)/SettingsView.swift",
                text: "struct SettingsView: View { @StateObject var viewModel = SettingsViewModel() }")
            workspace.update(
                path: "/ws/Sources/\(module)/SettingsViewModel.swift",
                text: "final class SettingsViewModel: ObservableObject {}")
        }
        for module in ["Phone", "Watch"] {
            let viewPath = "/ws/Sources/\(module)/SettingsView.swift"
            let view = try XCTUnwrap(workspace.sourceFiles[viewPath]?.facts.types.first)
            XCTAssertEqual(
                workspace.viewModelCandidates(for: view, in: viewPath).first?.declaration?.path,
                "/ws/Sources/\(module)/SettingsViewModel.swift")
            let viewModelPath = "/ws/Sources/\(module)/SettingsViewModel.swift"
            XCTAssertEqual(workspace.matchingLocations(forFile: viewModelPath, at: nil).map(\.path), [viewPath])
        }
    }
}

import Foundation
import MVVMAnalyzerCore
import TestSupport
import XCTest

/// The root rule every client and the server's fallback follow, on real folders.
final class ProjectRootTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var base: String { workspace.path }

    override func setUpWithError() throws {
        workspace = try TestWorkspace()
        XCTAssertNil(ProjectRoot.folder(startingAt: base), "a marker above \(base) would decide every case")
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    /// Creates files (and, for names ending in `/`, folders) under the base folder.
    private func make(_ paths: String...) throws {
        for relative in paths {
            if relative.hasSuffix("/") {
                try FileManager.default.createDirectory(
                    atPath: workspace.path(relative), withIntermediateDirectories: true)
            } else {
                try workspace.write(relative, "")
            }
        }
    }

    private func root(ofFile relative: String) -> String? {
        ProjectRoot.folder(ofFile: base + "/" + relative).map {
            $0 == base ? "." : String($0.dropFirst(base.count + 1))
        }
    }

    func testTheOutermostProjectMarkerSoLocalPackagesShareOneRoot() throws {
        try make(
            "Repo/Tuist.swift", "Repo/Workspace.swift", "Repo/Project.swift",
            "Repo/Packages/Views/Package.swift", "Repo/Packages/Views/Sources/Views/NoteView.swift",
            "Repo/Packages/ViewModels/Package.swift")
        XCTAssertEqual(root(ofFile: "Repo/Packages/Views/Sources/Views/NoteView.swift"), "Repo")
        XCTAssertEqual(root(ofFile: "Repo/Packages/ViewModels/Sources/ViewModels/NoteViewModel.swift"), "Repo")
    }

    /// An XcodeGen project (its `.xcodeproj` generated, not checked in) is marked by its spec.
    func testAnXcodeGenSpecMarksItsProject() throws {
        try make("Paperless/project.yml", "Paperless/App/Views/Document/DocumentList.swift")
        XCTAssertEqual(root(ofFile: "Paperless/App/Views/Document/DocumentList.swift"), "Paperless")
    }

    func testXcodeProjectsAndWorkspacesAreMarkersByTheirExtension() throws {
        try make("App/App.xcodeproj/", "App/Local/Package.swift", "Other/Other.xcworkspace/", "Other/Sources/")
        XCTAssertEqual(root(ofFile: "App/Local/Sources/Local/Thing.swift"), "App")
        XCTAssertEqual(root(ofFile: "Other/Sources/Thing.swift"), "Other")
        XCTAssertTrue(ProjectRoot.isProjectMarker("Shop.xcworkspace"))
        XCTAssertFalse(ProjectRoot.isProjectMarker("Package.resolved"))
    }

    func testTheRepositoryRootWinsOverProjectMarkers() throws {
        try make(
            "Outer/Package.swift", "Outer/Repo/.git/", "Outer/Repo/Packages/Views/Package.swift",
            "Worktree/.git", "Worktree/Package.swift")
        XCTAssertEqual(
            root(ofFile: "Outer/Repo/Packages/Views/Sources/NoteView.swift"), "Outer/Repo",
            "the repository, not the package inside it nor the project above it")
        XCTAssertEqual(root(ofFile: "Worktree/Sources/App/NoteView.swift"), "Worktree", "a worktree's .git is a file")
    }

    func testTheOutermostConfigurationFileWithinTheRepository() throws {
        try make(
            ".mvvm-lsp.yml", "Repo/.git/", "Repo/iOS/.mvvm-lsp.yml", "Repo/iOS/Feature/.mvvm-lsp.yml",
            "Repo/iOS/Package.swift")
        XCTAssertEqual(
            root(ofFile: "Repo/iOS/Feature/Views/NoteView.swift"), "Repo/iOS",
            "a nested configuration applies to its folder; one above the repository is not the user's")
        XCTAssertEqual(root(ofFile: "Repo/Server/Main.swift"), "Repo")
        XCTAssertEqual(root(ofFile: "Loose/Main.swift"), ".", "without a repository, the outermost configuration file")
    }

    func testNoMarkerNoRoot() throws {
        try make("Downloads/Notes/NoteView.swift")
        XCTAssertNil(root(ofFile: "Downloads/Notes/NoteView.swift"))
    }
}

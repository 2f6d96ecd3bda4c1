import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import XCTest

/// A workspace folder on disk for one test, removed afterwards.
struct TemporaryWorkspace {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("mvvm-generator-\(UUID().uuidString)")
        root = base.resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func snapshot() throws -> WorkspaceSnapshot {
        try WorkspaceSnapshot.load(root: root)
    }

    func planner(overrides: PlacementOverrides = PlacementOverrides()) throws -> ScaffoldPlanner {
        ScaffoldPlanner(root: root, snapshot: try snapshot(), overrides: overrides, templates: try TemplateLibrary(root: root))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

extension XCTestCase {
    /// A temporary workspace removed when the test ends.
    func makeWorkspace(_ files: [String: String] = [:]) throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace(files)
        addTeardownBlock { workspace.remove() }
        return workspace
    }
}

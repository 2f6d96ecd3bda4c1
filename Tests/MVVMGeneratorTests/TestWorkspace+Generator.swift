import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import TestSupport
import XCTest

extension TestWorkspace {
    func snapshot() throws -> WorkspaceSnapshot {
        try WorkspaceSnapshot.load(root: path)
    }

    func planner(overrides: PlacementOverrides = PlacementOverrides()) throws -> ScaffoldPlanner {
        ScaffoldPlanner(
            root: path, snapshot: try snapshot(), overrides: overrides, templates: try TemplateLibrary(root: path))
    }
}

extension XCTestCase {
    /// A workspace holding `files`, removed when the test ends (not before: a planner made from
    /// it may read the disk after the workspace's last use in the test).
    func makeWorkspace(_ files: [String: String] = [:]) throws -> TestWorkspace {
        let workspace = try TestWorkspace(files: files)
        addTeardownBlock { workspace.remove() }
        return workspace
    }
}

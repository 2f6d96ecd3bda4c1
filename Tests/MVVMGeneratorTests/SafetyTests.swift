import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import TestSupport
import XCTest

/// The plan never overwrites and never leaves the workspace root.
final class SafetyTests: XCTestCase {
    func testExistingFilesAreConflictsNotFilesToWrite() throws {
        let workspace = try makeWorkspace([
            "Sources/ViewModels/Dashboard/DashboardViewModel.swift": "// mine",
            "Sources/Resources/ViewModels/Dashboard/DashboardViewModel.yml": "en: {}\n",
        ])
        let plan = try workspace.planner().plan(ScaffoldRequest(name: "Dashboard", convention: .fosmvvm))
        XCTAssertEqual(
            plan.conflicts.map(\.path),
            [
                "Sources/ViewModels/Dashboard/DashboardViewModel.swift",
                "Sources/Resources/ViewModels/Dashboard/DashboardViewModel.yml",
            ])
        XCTAssertTrue(plan.hasConflicts)
        XCTAssertFalse(plan.files.contains { plan.conflicts.map(\.path).contains($0.path) })
        XCTAssertEqual(plan.files.map(\.role), [.request, .factory, .view])
    }

    func testUnsavedDocumentsOfTheSnapshotAreConflictsToo() throws {
        let workspace = try makeWorkspace()
        var snapshot = try workspace.snapshot()
        snapshot.update(
            path: workspace.path + "/Sources/Presentation/Cart/Views/CartView.swift", text: "struct CartView {}")
        let plan = try ScaffoldPlanner(root: workspace.path, snapshot: snapshot).plan(
            ScaffoldRequest(name: "Cart", convention: .contract))
        XCTAssertEqual(plan.conflicts.map(\.role), [.view])
    }

    func testOverridesClimbingOutOrAbsoluteAreRefused() throws {
        let workspace = try makeWorkspace()
        let request = try ScaffoldRequest(name: "Cart", convention: .contract)
        for (folder, message) in [
            ("../outside", "refusing to write '../outside/CartView.swift': it contains '.' or '..'"),
            ("Sources/../../x", "refusing to write 'Sources/../../x/CartView.swift': it contains '.' or '..'"),
            (
                "/etc",
                "refusing to write '/etc/CartView.swift': it is absolute; paths must be relative to the workspace root"
            ),
        ] {
            XCTAssertThrowsError(try workspace.planner(overrides: PlacementOverrides([.view: folder])).plan(request)) {
                error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testSymlinkedFoldersLeadingOutsideAreRefused() throws {
        let outside = try makeWorkspace()
        let workspace = try makeWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.path + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path + "/Sources/Presentation", withDestinationPath: outside.path)
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .contract))) {
            error in
            XCTAssertEqual(
                "\(error)",
                "refusing to write 'Sources/Presentation/Cart/ViewModels/CartViewModelContract.swift': it resolves outside the workspace through a symbolic link"
            )
        }
        try FileManager.default.removeItem(atPath: workspace.path + "/Sources/Presentation")
        try FileManager.default.createDirectory(atPath: workspace.path + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path + "/Tests", withDestinationPath: workspace.path + "/Shared")
        let plan = try workspace.planner(overrides: PlacementOverrides([.contract: "Tests/Inside"]))
            .plan(ScaffoldRequest(name: "Cart", convention: .contract, kind: .stateless, options: ScaffoldOptions()))
        XCTAssertTrue(
            plan.files.contains { $0.path == "Tests/Inside/CartViewModelContract.swift" },
            "a link inside the root is fine")
    }

    func testGeneratedYAMLDefinesEveryPropertyForEveryLocale() throws {
        let workspace = try makeWorkspace()
        let request = try ScaffoldRequest(
            name: "Checkout", convention: .fosmvvm, kind: .interactive,
            options: ScaffoldOptions(locales: ["en", "de-AT"]))
        let yaml = try XCTUnwrap(try workspace.planner().plan(request).files.first { $0.role == .localization })
        let file = LocalizationFile(path: yaml.path, text: yaml.contents)
        XCTAssertNil(file.problem)
        let properties = ["title", "performActionButtonLabel", "errorTitle", "errorMessage", "dismissButtonLabel"]
        XCTAssertEqual(
            Set(file.entries.map(\.key)),
            Set(["en", "de-at"].flatMap { locale in properties.map { "\(locale).CheckoutViewModel.\($0)" } }))
    }
}

import Foundation
import MVVMAnalyzerCore
@testable import MVVMMCPServer
import MVVMOperations
import TestSupport
import XCTest

/// The MCP server's warm workspace, on real folders: a refresh rereads what changed on disk
/// (files edited, added, removed, unreadable; configuration files) and nothing else.
final class RefreshableWorkspaceTests: XCTestCase {
    private var workspace: TestWorkspace!
    private var root: String { workspace.path }

    override func setUpWithError() throws {
        workspace = try TestWorkspace()
        try write("Sources/App/ProfileView.swift", Self.view("ProfileView", text: "profile"))
        try write("Sources/App/OrdersView.swift", Self.view("OrdersView", text: "orders"))
        try write(".mvvm-lsp.yml", "convention: contract\n")
    }

    override func tearDownWithError() throws {
        workspace = nil
    }

    private func path(_ relative: String) -> String { workspace.path(relative) }

    private func write(_ relative: String, _ text: String) throws {
        try workspace.write(relative, text)
    }

    private static func view(_ name: String, text: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                Text("\(text)")
            }
        }

        """
    }

    private func findings(_ warm: RefreshableWorkspace) -> [String] {
        var cache = LintCache()
        return cache.findings(of: warm.workspace, in: warm.state, jobs: 1).map {
            "\(($0.finding.path as NSString).lastPathComponent) \($0.finding.ruleID)"
        }
    }

    func testAnUnchangedWorkspaceKeepsItsStateAndItsFiles() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let state = warm.state
        warm.refresh(jobs: 1)
        warm.refresh(jobs: 1)
        XCTAssertEqual(warm.state, state)
        XCTAssertEqual(warm.workspace.snapshot.sourceFiles.count, 2)
    }

    func testATouchedFileWithTheSameTextKeepsTheState() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let state = warm.state
        try write("Sources/App/ProfileView.swift", Self.view("ProfileView", text: "profile"))
        warm.refresh(jobs: 1)
        XCTAssertEqual(warm.state, state, "the text did not change, so neither do the findings")
    }

    func testAnEditedFileIsReadAgainAndTheOthersAreKept() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let state = warm.state
        let orders = warm.workspace.snapshot.sourceFiles[path("Sources/App/OrdersView.swift")]
        try write("Sources/App/ProfileView.swift", Self.view("ProfileScreen", text: "profile"))
        warm.refresh(jobs: 1)
        XCTAssertNotEqual(warm.state, state)
        XCTAssertNotNil(warm.workspace.snapshot.declaration(of: "ProfileScreen"))
        XCTAssertNil(warm.workspace.snapshot.declaration(of: "ProfileView"))
        XCTAssertEqual(
            warm.workspace.snapshot.sourceFiles[path("Sources/App/OrdersView.swift")]?.hasTree, orders?.hasTree,
            "an unchanged file is not read again")
    }

    func testAnAddedFileIsReadAndARemovedOneForgotten() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        try write("Sources/App/CartView.swift", Self.view("CartView", text: "cart"))
        try FileManager.default.removeItem(atPath: path("Sources/App/OrdersView.swift"))
        warm.refresh(jobs: 1)
        XCTAssertEqual(
            warm.workspace.selectedPaths, [path("Sources/App/CartView.swift"), path("Sources/App/ProfileView.swift")])
        XCTAssertNil(warm.workspace.snapshot.declaration(of: "OrdersView"))
        XCTAssertNotNil(warm.workspace.snapshot.declaration(of: "CartView"))
    }

    /// Once its folders have settled, a refresh takes the last listing instead of walking the
    /// tree; a file added to a folder, or a folder added, changes a folder's stamp and is seen.
    func testSettledFoldersAreNotWalkedAgainAndAnAddedFileOrFolderIsSeen() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        /// Waits until the folders' last change is older than the stamp granularity, then
        /// lists them with stamps the next refresh can trust.
        func settle() {
            Thread.sleep(forTimeInterval: 2.1)
            warm.refresh(jobs: 1)
            XCTAssertNotNil(warm.listing.rootListing.settledFolders)
            warm.refresh(jobs: 1)
            XCTAssertTrue(warm.listing.rootListing.isReused)
        }
        settle()
        try write("Sources/App/CartView.swift", Self.view("CartView", text: "cart"))
        warm.refresh(jobs: 1)
        XCTAssertFalse(warm.listing.rootListing.isReused)
        XCTAssertNotNil(warm.workspace.snapshot.declaration(of: "CartView"))
        settle()
        try write("Sources/Checkout/Payment/PaymentView.swift", Self.view("PaymentView", text: "pay"))
        warm.refresh(jobs: 1)
        XCTAssertNotNil(warm.workspace.snapshot.declaration(of: "PaymentView"))
        settle()
        XCTAssertNotNil(warm.workspace.snapshot.declaration(of: "PaymentView"), "a reused listing keeps every file")
    }

    func testAFileThatCannotBeReadIsListedAndDroppedUntilItCanBeAgain() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let profile = path("Sources/App/ProfileView.swift")
        try Data([0x73, 0x74, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: profile))
        warm.refresh(jobs: 1)
        XCTAssertNil(warm.workspace.snapshot.sourceFiles[profile])
        XCTAssertEqual(warm.workspace.unreadable.map(\.path), [profile])
        try write("Sources/App/ProfileView.swift", Self.view("ProfileView", text: "profile"))
        warm.refresh(jobs: 1)
        XCTAssertNotNil(warm.workspace.snapshot.sourceFiles[profile])
        XCTAssertEqual(warm.workspace.unreadable, [])
    }

    func testAChangedConfigurationFileIsLoadedAgainAndChangesTheFindings() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        XCTAssertTrue(findings(warm).contains("ProfileView.swift mvvm/hardcoded-text"))
        try write(".mvvm-lsp.yml", "convention: contract\nrules:\n  mvvm/hardcoded-text: off\n")
        warm.refresh(jobs: 1)
        XCTAssertFalse(findings(warm).contains { $0.hasSuffix("mvvm/hardcoded-text") })
        let state = warm.state
        try write("Sources/App/.mvvm-lsp.yml", "rules:\n  mvvm/hardcoded-text: warning\n")
        warm.refresh(jobs: 1)
        XCTAssertNotEqual(warm.state, state, "a nested configuration file counts too")
        XCTAssertTrue(findings(warm).contains("ProfileView.swift mvvm/hardcoded-text"))
        try FileManager.default.removeItem(atPath: path("Sources/App/.mvvm-lsp.yml"))
        warm.refresh(jobs: 1)
        XCTAssertFalse(findings(warm).contains { $0.hasSuffix("mvvm/hardcoded-text") })
    }

    func testTheReviewSettingsFileIsAConfigurationFile() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let state = warm.state
        try write(".fosmvvm-review.yml", "excluded_paths:\n  - Sources/App/ProfileView.swift\n")
        warm.refresh(jobs: 1)
        XCTAssertNotEqual(warm.state, state)
        XCTAssertTrue(
            warm.workspace.configuration.resolved(forFile: path("Sources/App/ProfileView.swift")).isExcludedFromReview)
    }

    func testAnEditThatKeepsTheStampIsSeenWhileTheStampIsRecent() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        let profile = path("Sources/App/ProfileView.swift")
        try write("Sources/App/ProfileView.swift", Self.view("ProfileMain", text: "profile"))
        // As if the edit had fallen in the same tick of the file clock and kept the size: the
        // recorded stamp is the file's stamp now.
        warm.listing.files[profile] = FileStamp(path: profile)
        warm.refresh(jobs: 1)
        XCTAssertNotNil(
            warm.workspace.snapshot.declaration(of: "ProfileMain"),
            "a recent stamp is not trusted: the text is compared")
    }

    func testAStampIsRacyUntilItIsOlderThanTheFileClocksGranularity() throws {
        let stamp = try XCTUnwrap(FileStamp(path: path("Sources/App/ProfileView.swift")))
        XCTAssertTrue(stamp.isRacy(takenAt: FileStamp.now()))
        XCTAssertFalse(stamp.isRacy(takenAt: FileStamp.now() + FileStamp.timeGranularity + 1_000_000))
    }

    func testKeptFindingsAnswerWhileTheStateHoldsAndANewStateLintsAgain() throws {
        var warm = RefreshableWorkspace(root: root, jobs: 1)
        var cache = LintCache()
        let state = warm.state
        let before = cache.findings(of: warm.workspace, in: state, jobs: 1).map(\.finding)
        XCTAssertTrue(before.contains { $0.path.hasSuffix("ProfileView.swift") && $0.ruleID == "mvvm/hardcoded-text" })
        try write(
            "Sources/App/ProfileView.swift",
            "import SwiftUI\n\nstruct ProfileView: View {\n    var body: some View { EmptyView() }\n}\n")
        warm.refresh(jobs: 1)
        XCTAssertEqual(
            cache.findings(of: warm.workspace, in: state, jobs: 1).map(\.finding), before,
            "in the state they were linted in, the kept findings are the answer: nothing is linted again")
        let cold = warm.workspace.lint(jobs: 1).map(\.finding)
        XCTAssertFalse(cold.contains { $0.path.hasSuffix("ProfileView.swift") && $0.ruleID == "mvvm/hardcoded-text" })
        XCTAssertEqual(cache.findings(of: warm.workspace, in: warm.state, jobs: 1).map(\.finding), cold)
    }

    func testANarrowedLintKeepsItsFilesFindingsForALaterLintOfTheWholeWorkspace() throws {
        let warm = RefreshableWorkspace(root: root, jobs: 1)
        var cache = LintCache()
        let profile = warm.workspace.narrowed(to: [path("Sources/App/ProfileView.swift")])
        XCTAssertEqual(
            cache.findings(of: profile, in: warm.state, jobs: 1).map(\.finding), profile.lint(jobs: 1).map(\.finding))
        XCTAssertEqual(
            cache.findings(of: warm.workspace, in: warm.state, jobs: 1).map(\.finding),
            warm.workspace.lint(jobs: 1).map(\.finding))
    }
}

import Foundation
import MVVMAnalyzerCore
import MVVMRules
@testable import MVVMOperations
import TestSupport
import XCTest

/// What keeps `check`'s memory near its index on a large workspace: a text read to digest it
/// is handed to the parse once and not kept beside the file's bytes, and the trees kept from
/// reading to linting get what the index leaves.
final class CheckMemoryTests: XCTestCase {
    func testATextReadToDigestItIsHandedOutOnceThenReadAgain() throws {
        let workspace = try TestWorkspace(files: ["Sources/App/A.swift": "struct A {}\n"])
        let path = workspace.path + "/Sources/App/A.swift"
        let texts = CachedTexts.read([path], known: nil, jobs: 1, progress: nil)
        try workspace.write("Sources/App/A.swift", "struct B {}\n")
        // The first ask gets the text as digested; the run keeps no copy, so the next reads the disk.
        XCTAssertEqual(try texts.text(of: path).get(), "struct A {}\n")
        XCTAssertEqual(try texts.text(of: path).get(), "struct B {}\n")
        XCTAssertEqual(texts.filesRead, 1)
    }

    /// With a cache, the snapshot is let go before the run's record is encoded; the record is
    /// whole (the next run reuses it), and the snapshot is read again if asked for.
    func testACachedRunLetsTheSnapshotGoBeforeWritingItsRecord() throws {
        let workspace = try TestWorkspace(files: [
            "Sources/App/CartView.swift": """
            import SwiftUI
            struct CartView: View {
                @ObservedObject var viewModel = CartViewModel()
                var body: some View { Text("Cart") }
            }
            """,
            "Sources/App/CartViewModel.swift":
                "import Combine\nfinal class CartViewModel: ObservableObject { @Published var total = 0 }\n",
            ".mvvm-lsp.yml": "plainProfile: strict\n",
        ])
        let cache = CheckCache(folder: workspace.path + "/.cache-for-test")
        let cold = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1, cache: cache)
        let found = cold.lint(jobs: 1).map(\.finding.ruleID)
        XCTAssertTrue(found.contains("mvvm/observed-object-created-in-view"), "\(found)")
        XCTAssertEqual(cold.snapshot.sourceFiles.count, 2, "the released snapshot is read again when asked for")
        let warm = DiskWorkspace.load(root: workspace.path, files: nil, jobs: 1, cache: cache)
        XCTAssertEqual(warm.cacheSummary?.hasPrefix("findings reused"), true, warm.cacheSummary ?? "no summary")
        XCTAssertEqual(warm.lint(jobs: 1).map(\.finding.ruleID), found)
    }

    func testTreesGetWhatTheIndexLeavesOfTheRun() {
        let megabyte = 1024 * 1024
        XCTAssertEqual(DiskWorkspace.treeBudget(swiftFiles: 300), 96 * megabyte)
        XCTAssertEqual(DiskWorkspace.treeBudget(swiftFiles: 2_000), 96 * megabyte)
        let fourteenThousand = DiskWorkspace.treeBudget(swiftFiles: 14_000)
        XCTAssertTrue(0 < fourteenThousand && fourteenThousand < 96 * megabyte, "\(fourteenThousand)")
        XCTAssertEqual(DiskWorkspace.treeBudget(swiftFiles: 18_738), 0)
    }
}

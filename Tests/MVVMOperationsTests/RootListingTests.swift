@testable import MVVMOperations
import TestSupport
import XCTest

/// One walk of a root finds what the two walks found: the analysable files and, apart from
/// them, every configuration file.
final class RootListingTests: XCTestCase {
    func testOneWalkSeparatesConfigurationFilesFromAnalysableFiles() throws {
        let workspace = try TestWorkspace(files: [
            ".mvvm-lsp.yml": "convention: plain\n",
            "Sources/App/.mvvm-lsp.yml": "plainProfile: strict\n",
            "Sources/App/CartView.swift": "struct CartView {}\n",
            "Sources/App/Resources/Strings.yml": "en:\n  title: Cart\n",
            "Sources/App/.hidden.swift": "struct Hidden {}\n",
            ".git/config.yml": "ignored: true\n",
            ".build/debug/Generated.swift": "struct Generated {}\n",
        ])
        let listing = RootListing(root: workspace.path)
        XCTAssertEqual(
            listing.configurationFiles, [workspace.path(".mvvm-lsp.yml"), workspace.path("Sources/App/.mvvm-lsp.yml")])
        XCTAssertEqual(listing.analysablePaths, CheckTargets.analysablePaths(under: workspace.path).paths)
        XCTAssertEqual(
            listing.analysablePaths,
            [
                workspace.path("Sources/App/CartView.swift"),
                workspace.path("Sources/App/Resources/Strings.yml"),
            ])
        XCTAssertEqual(listing.unreadableFolders.map(\.path), [])
    }

    func testARootThatIsNotAFolderListsNothing() throws {
        let workspace = try TestWorkspace(files: ["A.swift": "struct A {}\n"])
        for root in [workspace.path("A.swift"), workspace.path("missing")] {
            let listing = RootListing(root: root)
            XCTAssertEqual(listing.analysablePaths + listing.configurationFiles, [], root)
        }
    }
}

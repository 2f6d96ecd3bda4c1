import Foundation
import MVVMAnalyzerCore
@testable import MVVMOperations
import XCTest

/// The cache's record of a listing reads back line for line, and a damaged one is refused.
final class CachedRootListingTests: XCTestCase {
    private let text = """
        folder\t4096\t1700000000123456789\t1700000001000000000\t42\t7\t/w
        folder\t4096\t1700000000000000000\t1700000000000000000\t43\t7\t/w/Sources/A\tB
        configuration\t/w/.mvvm-lsp.yml

        """

    func testARecordReadsBackAsWritten() throws {
        let listing = try XCTUnwrap(Self.listing(from: text))
        XCTAssertEqual(listing.folders.map(\.path), ["/w", "/w/Sources/A\tB"])
        XCTAssertEqual(
            listing.folders[0].stamp,
            FileStamp(
                size: 4096, modified: 1_700_000_000_123_456_789,
                statusChanged: 1_700_000_001_000_000_000, inode: 42, device: 7))
        XCTAssertEqual(listing.configurationFiles, ["/w/.mvvm-lsp.yml"])
        XCTAssertEqual(listing.text, text)
    }

    func testADamagedLineOrAListingWithoutFoldersIsRefused() {
        for damaged in [
            text.replacingOccurrences(of: "folder\t4096\t17", with: "folder\t-\t17"),
            text.replacingOccurrences(of: "configuration", with: "config"),
            text.replacingOccurrences(of: "\t42\t", with: "\t4x\t"),
            "configuration\t/w/.mvvm-lsp.yml\n",
        ] {
            XCTAssertNotEqual(damaged, text)
            XCTAssertNil(Self.listing(from: damaged), damaged)
        }
    }

    private static func listing(from text: String) -> CachedRootListing? {
        Array(text.utf8).withUnsafeBytes(CachedRootListing.init(text:))
    }
}

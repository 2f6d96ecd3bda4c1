import Foundation
import MVVMAnalyzerCore
@testable import MVVMOperations
import XCTest

/// The cache's table of files survives a round trip through its text line for line, and a
/// damaged table is refused rather than half read.
final class CachedFileTableTests: XCTestCase {
    private let digest = ContentDigest(of: "struct A {}")

    func testEntriesSurviveARoundTripAndPathsWithNewlinesAreLeftOut() throws {
        let stamp = FileStamp(
            size: 12, modified: 1_700_000_000_123_456_789, statusChanged: 1_700_000_001_000_000_000,
            inode: 42, device: 7)
        let table = CachedFileTable(entries: [
            "/w/Sources/A View.swift": .init(digest: digest, stamp: stamp, linted: true),
            "/w/Sources/Tab\there.swift": .init(digest: digest, stamp: nil, linted: false),
            "/w/Sources/New\nline.swift": .init(digest: digest, stamp: stamp, linted: true),
        ])
        XCTAssertEqual(table.entries.count, 2)
        let decoded = try XCTUnwrap(Self.table(from: table.text))
        XCTAssertEqual(decoded, table)
        XCTAssertEqual(decoded.entries.compactMapValues(\.stamp), ["/w/Sources/A View.swift": stamp])
    }

    func testADamagedLineRefusesTheWholeTable() throws {
        let table = CachedFileTable(entries: ["/w/A.swift": .init(digest: digest, stamp: nil, linted: true)])
        let text = table.text
        XCTAssertNotNil(Self.table(from: text))
        for damaged in [
            text.replacingOccurrences(of: "\t-\t", with: "\tx\t"),
            text.replacingOccurrences(of: digest.hex, with: "abc"),
            text.replacingOccurrences(of: "\t", with: " "),
            String(text.dropLast(20)),
        ] {
            XCTAssertNotEqual(damaged, text)
            XCTAssertNil(Self.table(from: damaged), damaged)
        }
    }

    func testAStampBefore1970IsKeptAsNoStamp() throws {
        let old = FileStamp(size: 3, modified: -5_000_000_000, statusChanged: 1_000, inode: 1, device: 1)
        let table = CachedFileTable(entries: ["/w/A.swift": .init(digest: digest, stamp: old, linted: true)])
        let decoded = try XCTUnwrap(Self.table(from: table.text))
        XCTAssertEqual(decoded.entries["/w/A.swift"], .init(digest: digest, stamp: nil, linted: true))
    }

    private static func table(from text: String) -> CachedFileTable? {
        Array(text.utf8).withUnsafeBytes(CachedFileTable.init(text:))
    }
}

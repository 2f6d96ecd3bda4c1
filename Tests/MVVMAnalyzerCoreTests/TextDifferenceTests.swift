import MVVMAnalyzerCore
import XCTest

final class TextDifferenceTests: XCTestCase {
    private func difference(_ old: String, _ new: String) -> TextDifference {
        TextDifference(from: Array(old.utf8), to: Array(new.utf8))
    }

    /// Ranges before the change stay, ranges after it move by the change in length, ranges
    /// that reach into it have no place.
    func testMapsRangesAroundOneChange() {
        let change = difference("let a = 1; let b = 2", "let a = 10; let b = 2")
        XCTAssertEqual(change.old, ByteRange(start: 9, end: 9))
        XCTAssertEqual(change.new, ByteRange(start: 9, end: 10))
        XCTAssertEqual(change.map(ByteRange(start: 0, end: 5)), ByteRange(start: 0, end: 5))
        XCTAssertEqual(change.map(ByteRange(start: 11, end: 20)), ByteRange(start: 12, end: 21))
        XCTAssertNil(change.map(ByteRange(start: 8, end: 10)))
        XCTAssertNil(change.map(.empty(at: 9)), "an empty range at the change could belong to either side")
        XCTAssertEqual(
            change.map(ByteRange(start: 4, end: 9)), ByteRange(start: 4, end: 9), "ends where the insertion starts")
    }

    /// Two separate edits collapse into one region covering both.
    func testSeveralEditsBecomeOneRegion() {
        let change = difference("abcdefgh", "aXcdefYh")
        XCTAssertEqual(change.old, ByteRange(start: 1, end: 7))
        XCTAssertNil(change.map(ByteRange(start: 3, end: 4)), "unchanged, but between the edits")
        XCTAssertEqual(change.map(ByteRange(start: 7, end: 8)), ByteRange(start: 7, end: 8))
    }

    func testEqualTextsMapEverything() {
        let change = difference("same", "same")
        XCTAssertTrue(change.isIdentity)
        XCTAssertEqual(change.map(.empty(at: 2)), .empty(at: 2))
    }

    /// A repeated character: the prefix and suffix do not overlap.
    func testDeletionInsideARunOfEqualBytes() {
        let change = difference("aaaa", "aaa")
        XCTAssertEqual(change.old.length - change.new.length, 1)
        XCTAssertEqual(change.map(ByteRange(start: 0, end: 3)), ByteRange(start: 0, end: 3))
    }
}

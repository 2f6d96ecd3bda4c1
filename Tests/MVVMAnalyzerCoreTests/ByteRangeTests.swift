import MVVMAnalyzerCore
import XCTest

final class ByteRangeTests: XCTestCase {
    func testOverlapTreatsTouchingRangesAsSeparate() {
        XCTAssertFalse(ByteRange(start: 0, end: 3).overlaps(ByteRange(start: 3, end: 5)))
        XCTAssertTrue(ByteRange(start: 0, end: 4).overlaps(ByteRange(start: 3, end: 5)))
        XCTAssertTrue(ByteRange.empty(at: 2).overlaps(ByteRange.empty(at: 2)))
        XCTAssertTrue(ByteRange.empty(at: 2).overlaps(ByteRange(start: 1, end: 3)))
    }

    func testScalarColumnsConvertToByteOffsets() {
        let table = LineTable("a: 1\n  é日: x\n")
        XCTAssertEqual(table.offset(ofLine: 2, scalarColumn: 3), 7)
        XCTAssertEqual(table.offset(ofLine: 2, scalarColumn: 5), 7 + 2 + 3)
    }
}

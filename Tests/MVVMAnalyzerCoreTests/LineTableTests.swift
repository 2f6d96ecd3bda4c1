import MVVMAnalyzerCore
import XCTest

final class LineTableTests: XCTestCase {
    // "é" is 2 UTF-8 bytes / 1 UTF-16 unit; "🚀" 4 / 2; "日" 3 / 1; "e\u{301}" is e + a combining mark (1 + 2 / 1 + 1).
    private let text = "let é = \"🚀日\"\r\nnext e\u{301} line\nlast"

    func testLineStartsHonourAllTerminators() {
        XCTAssertEqual(Array(LineTable("a\nb\r\nc\rd").lineStarts), [0, 2, 5, 7])
        XCTAssertEqual(LineTable("").lineCount, 1)
        XCTAssertEqual(LineTable("x\n").lineCount, 2)
    }

    func testUTF16AndUTF8ColumnsAfterMultiByteText() {
        let table = LineTable(text)
        let rocketStart = Array(text.utf8).firstIndex(of: 0xF0)!
        XCTAssertEqual(table.position(ofOffset: rocketStart, unit: .utf16), LineColumn(line: 0, column: 9))
        XCTAssertEqual(table.position(ofOffset: rocketStart, unit: .utf8), LineColumn(line: 0, column: 10))
        // After the rocket (surrogate pair) and the CJK character.
        XCTAssertEqual(table.position(ofOffset: rocketStart + 7, unit: .utf16), LineColumn(line: 0, column: 12))
        XCTAssertEqual(table.offset(of: LineColumn(line: 0, column: 12), unit: .utf16), rocketStart + 7)
        XCTAssertEqual(table.offset(of: LineColumn(line: 0, column: 17), unit: .utf8), rocketStart + 7)
    }

    func testCombiningMarksCountAsTheirOwnUnits() {
        let table = LineTable(text)
        let lineStart = table.lineStarts[1]
        // "next e\u{301} line": the space after the combining mark is at UTF-16 column 7, UTF-8 column 8.
        XCTAssertEqual(table.offset(of: LineColumn(line: 1, column: 7), unit: .utf16), lineStart + 8)
        XCTAssertEqual(table.position(ofOffset: lineStart + 8, unit: .utf8), LineColumn(line: 1, column: 8))
    }

    func testRoundTripsEveryScalarBoundary() {
        let table = LineTable(text)
        var offset = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            // Between the CR and LF of a CRLF is no position of its own: it clamps to the line end.
            let insideLineBreak = previous == "\r" && scalar == "\n"
            for unit in [ColumnUnit.utf8, .utf16] where !insideLineBreak {
                let position = table.position(ofOffset: offset, unit: unit)
                XCTAssertEqual(table.offset(of: position, unit: unit), offset, "offset \(offset) \(unit)")
            }
            offset += String(scalar).utf8.count
        }
    }

    func testClampsOutOfRangePositions() {
        let table = LineTable(text)
        XCTAssertEqual(table.offset(of: LineColumn(line: 99, column: 0), unit: .utf16), table.bytes.count)
        XCTAssertEqual(table.offset(of: LineColumn(line: -1, column: 5), unit: .utf16), 0)
        // A column past the end of the line stops before its CRLF.
        XCTAssertEqual(table.offset(of: LineColumn(line: 0, column: 500), unit: .utf16), table.contentEnd(ofLine: 0))
        XCTAssertEqual(table.offset(of: LineColumn(line: 0, column: -3), unit: .utf16), 0)
        // Inside the surrogate pair: stays at the rocket's start.
        let rocketStart = Array(text.utf8).firstIndex(of: 0xF0)!
        XCTAssertEqual(table.offset(of: LineColumn(line: 0, column: 10), unit: .utf16), rocketStart)
        XCTAssertEqual(table.position(ofOffset: 10_000, unit: .utf8), LineColumn(line: 2, column: 4))
        XCTAssertEqual(table.position(ofOffset: -4, unit: .utf8), LineColumn(line: 0, column: 0))
    }
}

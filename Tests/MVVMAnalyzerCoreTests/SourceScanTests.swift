@testable import MVVMAnalyzerCore
import XCTest

/// The one pass over a file's bytes finds the identifier digest and the fact markers that
/// separate passes would.
final class SourceScanTests: XCTestCase {
    private let text = """
        import SwiftUI
        // A comment
        let mystruct = 1; let structure = 2
        #if DEBUG
        final class Box { enum E {} }
        #endif
        //   mvvm-lsp:disable-next-line mvvm/view-model-name
        //fosmvvm-review:ignore
        /// A doc comment
        # Preview { Box() }
        """

    func testMarkersAreTheWordStartsPreviewsAndSuppressionComments() {
        let bytes = Array(text.utf8)
        let markers = SourceScan(bytes).markers
        func offset(of word: String, after start: Int = 0) -> Int {
            let range = text.utf8.dropFirst(start).firstRange(of: Array(word.utf8))!
            return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
        }
        for marked in ["import", "structure", "class", "enum", "//   mvvm", "//fosmvvm", "# Preview"] {
            let start = offset(of: marked)
            XCTAssertTrue(markers.any(in: start..<(start + 1)), marked)
        }
        // Comments and `#` that hold no fact: a plain comment, a doc comment, `#if`, `#endif`.
        for unmarked in ["// A", "#if", "#endif", "/// A"] {
            let start = offset(of: unmarked)
            XCTAssertFalse(markers.any(in: start..<(start + unmarked.utf8.count)), unmarked)
        }
        // Inside an identifier (`mystruct`) and in identifiers that are no marker word.
        let inside = offset(of: "struct")
        XCTAssertFalse(markers.any(in: inside..<(inside + 1)), "struct inside mystruct")
        let box = offset(of: "Box")
        XCTAssertFalse(markers.any(in: box..<(box + 3)))
    }

    func testDigestIsTheOneBuiltAlone() {
        let bytes = Array(text.utf8)
        XCTAssertEqual(SourceScan(bytes).identifiers, IdentifierDigest(bytes))
        XCTAssertTrue(SourceScan(bytes).identifiers.mayContain("structure"))
    }

    func testLineStartsAreTheLineTables() {
        let texts = [text, "", "\n", "a\r\nb\rc\n\r\n", "let x = 1\r", "é\n// \r\r\nz", "\r\n\r\n"]
        for text in texts {
            let bytes = Array(text.utf8)
            XCTAssertEqual(
                SourceScan(bytes).lineStarts, Array(LineTable(utf8: bytes).lineStarts), text.debugDescription)
        }
    }
}

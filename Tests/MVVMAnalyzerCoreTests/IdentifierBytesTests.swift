import MVVMAnalyzerCore
import XCTest

final class IdentifierBytesTests: XCTestCase {
    private func contains(_ word: String, in text: String, from start: Int = 0, to end: Int? = nil) -> Bool {
        let bytes = Array(text.utf8)
        return IdentifierBytes.contains(
            Array(word.utf8), in: bytes, within: ByteRange(start: start, end: end ?? bytes.count))
    }

    func testWholeIdentifiersOnly() {
        XCTAssertTrue(contains("Router", in: "let r: Router"))
        XCTAssertTrue(contains("Router", in: "Router.shared.push(x)"))
        XCTAssertTrue(contains("Router", in: "[Router?]"))
        XCTAssertFalse(contains("Router", in: "let r: AppRouter"))
        XCTAssertFalse(contains("Router", in: "let r: RouterPath"))
        XCTAssertFalse(contains("Router", in: "let r: _Router"))
        XCTAssertFalse(contains("Router", in: "let r: éRouter"))
        // A later whole occurrence after a partial one is found.
        XCTAssertTrue(contains("Router", in: "RouterPath; Router"))
    }

    func testOnlyWithinTheRange() {
        let text = "struct A { let r: Router }\nstruct B {}"
        let end = text.utf8.count
        XCTAssertTrue(contains("Router", in: text, to: 26))
        XCTAssertFalse(contains("Router", in: text, from: 27, to: end))
        XCTAssertFalse(contains("Router", in: text, from: 0, to: 20))
        XCTAssertFalse(contains("", in: text))
    }

    func testCountsWholeOccurrencesUpToTheLimit() {
        let bytes = Array("router.push(a); self.router.pop(); routerPath.x; router".utf8)
        let range = ByteRange(start: 0, end: bytes.count)
        XCTAssertEqual(IdentifierBytes.count(Array("router".utf8), in: bytes, within: range), 3)
        XCTAssertEqual(IdentifierBytes.count(Array("router".utf8), in: bytes, within: range, upTo: 2), 2)
        XCTAssertEqual(IdentifierBytes.count(Array("Router".utf8), in: bytes, within: range), 0)
    }
}

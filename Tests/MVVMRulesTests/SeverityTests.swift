import MVVMRules
import XCTest

final class SeverityTests: XCTestCase {
    func testSeveritiesAreOrderedByImpact() {
        XCTAssertLessThan(Severity.info, .warning)
        XCTAssertLessThan(Severity.warning, .error)
    }
}

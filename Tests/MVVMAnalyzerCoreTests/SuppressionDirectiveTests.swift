import MVVMAnalyzerCore
import XCTest

final class SuppressionDirectiveTests: XCTestCase {
    func testDirectivesAreReadFromTrivia() throws {
        let source = """
            // mvvm-lsp:disable mvvm/hardcoded-text
            let a = 1 // mvvm-lsp:disable:this mvvm/view-formats-data, mvvm/missing-preview
            // mvvm-lsp:disable:next all
            let b = 2
            // mvvm-lsp:enable mvvm/hardcoded-text
            /* mvvm-lsp:disable mvvm/hardcoded-text */
            // mvvm-lsp:disable:sometimes mvvm/hardcoded-text
            let s = "// mvvm-lsp:disable mvvm/hardcoded-text"
            """
        let directives = facts(source).suppressions
        XCTAssertEqual(directives.map(\.action), [.disable, .disable, .disable, .enable])
        XCTAssertEqual(directives.map(\.scope), [.region, .this, .next, .region])
        XCTAssertEqual(directives[1].ruleIDs, ["mvvm/view-formats-data", "mvvm/missing-preview"])
        XCTAssertEqual(directives[1].ruleIDRanges.last, range(of: "mvvm/missing-preview", in: source))
        XCTAssertEqual(
            directives[1].range,
            range(of: "// mvvm-lsp:disable:this mvvm/view-formats-data, mvvm/missing-preview", in: source))
        XCTAssertTrue(directives[2].covers("mvvm/anything"))
        XCTAssertFalse(directives[0].covers("mvvm/missing-preview"))
    }
}

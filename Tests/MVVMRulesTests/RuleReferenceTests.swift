import MVVMRules
import XCTest

final class RuleReferenceTests: XCTestCase {
    /// `Protocol/rules.md` must be exactly what the descriptions generate. To refresh it, run
    /// the tests with `MVVM_LSP_WRITE_RULES_MD=1`.
    func testCommittedRuleReferenceIsUpToDate() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Protocol/rules.md")
        let generated = RuleReference.markdown()
        if ProcessInfo.processInfo.environment["MVVM_LSP_WRITE_RULES_MD"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(committed, generated, "Protocol/rules.md is stale; rerun tests with MVVM_LSP_WRITE_RULES_MD=1")
    }

    func testReferenceListsEveryRuleWithItsSeverities() {
        let markdown = RuleReference.markdown()
        for metadata in RuleMetadata.all {
            XCTAssertTrue(markdown.contains("## \(metadata.id)\n"), metadata.id)
        }
        XCTAssertTrue(markdown.contains("| [mvvm/hardcoded-text](#mvvmhardcoded-text) | warning | warning | off | ✎ |"))
        XCTAssertEqual(RuleMetadata.all.first { $0.id == "mvvm/view-formats-data" }?.defaultSeverities["plain"], .info)
    }
}

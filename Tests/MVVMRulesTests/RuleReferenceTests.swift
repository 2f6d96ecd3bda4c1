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
        let formats = RuleMetadata.all.first { $0.id == "mvvm/view-formats-data" }
        XCTAssertNil(formats?.defaultSeverities["plain"], "a preference: off in plain code by default")
        XCTAssertEqual(formats?.strictPlainSeverity, .info)
        XCTAssertTrue(markdown.contains("| [mvvm/view-formats-data](#mvvmview-formats-data) | warning | warning | off (strict: info) |"))
        let observed = RuleMetadata.all.first { $0.id == "mvvm/observed-object-created-in-view" }
        XCTAssertNil(observed?.defaultSeverities["plain"], "below the precision bar on sealed apps: opt-in in plain code")
        XCTAssertEqual(observed?.strictPlainSeverity, .warning)
        XCTAssertEqual(observed?.defaultReasons["plain"], PlainDefault.defectBelowPrecisionBar.reason)
        XCTAssertEqual(observed?.defaultReasons["fosmvvm"], "On: part of FOSMVVM's own specification.")
        for metadata in RuleMetadata.all {
            XCTAssertEqual(Set(metadata.defaultReasons.keys), ["fosmvvm", "contract", "plain"], metadata.id)
        }
    }
}

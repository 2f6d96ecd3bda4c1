import MVVMRules
import XCTest

final class RuleReferenceTests: XCTestCase {
    /// `Protocol/rules.md` must be exactly what the descriptions generate (`swift run mvvm-lsp-generate` writes it).
    func testCommittedRuleReferenceIsUpToDate() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Protocol/rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            committed, RuleReference.markdown(), "Protocol/rules.md is stale: run `swift run mvvm-lsp-generate`")
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
        XCTAssertTrue(
            markdown.contains(
                "| [mvvm/view-formats-data](#mvvmview-formats-data) | warning | warning | off (strict: info) |"))
        let fromInit = RuleMetadata.all.first { $0.id == "mvvm/state-object-from-init-parameter" }
        XCTAssertNil(
            fromInit?.defaultSeverities["plain"], "below the precision bar on sealed apps: opt-in in plain code")
        XCTAssertEqual(fromInit?.strictPlainSeverity, .warning)
        XCTAssertEqual(fromInit?.defaultReasons["plain"], PlainDefault.defectBelowPrecisionBar.reason)
        XCTAssertEqual(fromInit?.defaultReasons["fosmvvm"], "On: part of FOSMVVM's own specification.")
        let observed = RuleMetadata.all.first { $0.id == "mvvm/observed-object-created-in-view" }
        XCTAssertEqual(observed?.defaultSeverities["plain"], .warning, "a defect judged on sealed apps: on by default")
        XCTAssertEqual(observed?.defaultReasons["plain"], PlainDefault.defect.reason)
        for metadata in RuleMetadata.all {
            XCTAssertEqual(Set(metadata.defaultReasons.keys), ["fosmvvm", "contract", "plain"], metadata.id)
        }
    }
}

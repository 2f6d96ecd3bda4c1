import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// A style choice is one setting: `scaffold:` and the matching rule option configure each other.
final class LinkedStyleSettingTests: XCTestCase {
    private func resolved(_ files: [String: String], file: String = "/ws/Sources/A.swift") -> ResolvedConfiguration {
        var set = ConfigurationSet(root: "/ws")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            XCTAssertNil(set.applyConfigurationFile(path: path, text: text))
        }
        return set.resolved(forFile: file)
    }

    func testScaffoldSettingsSetTheRuleOptions() {
        let configuration = resolved([
            "/ws/.mvvm-lsp.yml": """
            scaffold: { viewStyle: concrete, loading: task, commentOutPreviews: false }
            """
        ])
        XCTAssertEqual(configuration.rules["contract/view-generic-over-contract"]?.options["style"]?.string, "concrete")
        XCTAssertEqual(configuration.rules["contract/load-on-appear"]?.options["modifier"]?.string, "task")
        XCTAssertEqual(configuration.rules["contract/preview-placement"]?.options["style"]?.string, "active")
    }

    func testRuleOptionsSetTheScaffoldSettings() {
        let configuration = resolved([
            "/ws/.mvvm-lsp.yml": """
            rules:
              contract/view-generic-over-contract: { style: concrete }
              contract/load-on-appear: { modifier: task }
              contract/preview-placement: { severity: error, style: active }
            """
        ])
        XCTAssertEqual(configuration.scaffold.values["viewStyle"], "concrete")
        XCTAssertEqual(configuration.scaffold.values["loading"], "task")
        XCTAssertEqual(configuration.scaffold.values["commentOutPreviews"], "false")
        XCTAssertEqual(configuration.rules["contract/preview-placement"]?.severity, .error, "the severity is kept")
    }

    func testTheNearestLayerSettingEitherSpellingDecides() {
        let files = [
            "/ws/.mvvm-lsp.yml": "rules: { contract/view-generic-over-contract: { style: concrete } }\n",
            "/ws/Legacy/.mvvm-lsp.yml": "scaffold: { viewStyle: generic }\n",
        ]
        let legacy = resolved(files, file: "/ws/Legacy/A.swift")
        XCTAssertEqual(legacy.rules["contract/view-generic-over-contract"]?.options["style"]?.string, "generic")
        XCTAssertEqual(legacy.scaffold.values["viewStyle"], "generic")
        let main = resolved(files)
        XCTAssertEqual(main.scaffold.values["viewStyle"], "concrete")
    }

    func testBothSpellingsDisagreeingInOneFileIsAConfigurationError() {
        let parser = ConfigurationParser(knownRuleIDs: RuleRegistry.ruleIDs)
        XCTAssertThrowsError(
            try parser.parse(
                """
                scaffold: { loading: task }
                rules: { contract/load-on-appear: { modifier: onFirstAppear } }
                """, path: "/ws/.mvvm-lsp.yml")
        ) { error in
            let message = (error as? ConfigurationError)?.message ?? ""
            XCTAssertTrue(
                message.contains("scaffold.loading is task but contract/load-on-appear has modifier: onFirstAppear"),
                message)
        }
        XCTAssertNoThrow(
            try parser.parse(
                """
                scaffold: { loading: task }
                rules: { contract/load-on-appear: { modifier: task } }
                """, path: "/ws/.mvvm-lsp.yml"), "agreeing spellings are fine")
    }

    func testUnsetChoicesLeaveBothDefaults() {
        let configuration = resolved(["/ws/.mvvm-lsp.yml": "convention: contract\n"])
        XCTAssertNil(configuration.scaffold.values["viewStyle"])
        XCTAssertNil(configuration.rules["contract/view-generic-over-contract"])
    }
}

import MVVMAnalyzerCore
import MVVMRules
import XCTest

final class ConfigurationTests: XCTestCase {
    private let parser = ConfigurationParser(knownRuleIDs: RuleRegistry.ruleIDs)

    func testParsesEverySetting() throws {
        let configuration = try parser.parse(
            """
            convention: contract
            rules:
              mvvm/hardcoded-text: off
              mvvm/view-formats-data:
                severity: error
                allowInterpolation: true
            included: [Sources]
            excluded:
              - Sources/Generated/**
            locales: [en, de]
            lintNonAppCode: true
            """, path: "/ws/.mvvm-lsp.yml")
        XCTAssertEqual(configuration.convention, .fixed(.contract))
        XCTAssertEqual(configuration.lintNonAppCode, true)
        XCTAssertEqual(configuration.rules["mvvm/hardcoded-text"]?.severity, .off)
        XCTAssertEqual(configuration.rules["mvvm/view-formats-data"]?.severity, .error)
        XCTAssertEqual(configuration.rules["mvvm/view-formats-data"]?.options["allowInterpolation"]?.string, "true")
        XCTAssertEqual(configuration.included?.map(\.pattern), ["Sources"])
        XCTAssertEqual(configuration.excluded.map(\.pattern), ["Sources/Generated/**"])
        XCTAssertEqual(configuration.locales, ["en", "de"])
    }

    func testLintNonAppCodeIsABooleanAndLayers() {
        XCTAssertThrowsError(try parser.parse("lintNonAppCode: sometimes", path: "/ws/.mvvm-lsp.yml")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "lintNonAppCode must be true or false")
        }
        var set = ConfigurationSet(root: "/ws")
        XCTAssertFalse(set.resolved(forFile: "/ws/Tests/ATests/A.swift").lintNonAppCode, "off by default")
        set.applyConfigurationFile(path: "/ws/Tests/.mvvm-lsp.yml", text: "lintNonAppCode: true")
        XCTAssertTrue(set.resolved(forFile: "/ws/Tests/ATests/A.swift").lintNonAppCode)
        XCTAssertFalse(set.resolved(forFile: "/ws/Sources/A.swift").lintNonAppCode)
    }

    func testAcceptsJSONFromTheEditor() throws {
        let configuration = try parser.parse(
            #"{"convention": "plain", "rules": {"mvvm/missing-preview": "info"}}"#, path: "editor")
        XCTAssertEqual(configuration.convention, .fixed(.plain))
        XCTAssertEqual(configuration.rules["mvvm/missing-preview"]?.severity, .info)
    }

    func testErrorsCarryFileLineAndColumn() {
        assertError("rules:\n  mvvm/nope: warning\n", line: 2, column: 3, contains: "unknown rule id `mvvm/nope`")
        assertError("rules:\n  mvvm/hardcoded-text: loud\n", line: 2, column: 24, contains: "unknown severity `loud`")
        assertError(
            "convention: mvc\n", line: 1, column: 13,
            contains: "convention must be one of auto, fosmvvm, contract, plain")
        assertError("colour: red\n", line: 1, column: 1, contains: "unknown setting `colour`")
        assertError("rules: [\n", line: 2, column: 1, contains: "invalid YAML")
    }

    func testScaffoldImportsAreModuleNamesAndANestedFileReplacesThem() {
        var set = ConfigurationSet(root: "/ws")
        XCTAssertNil(set.resolved(forFile: "/ws/Sources/A.swift").scaffold.imports, "inferred when not set")
        XCTAssertNil(
            set.applyConfigurationFile(
                path: "/ws/.mvvm-lsp.yml",
                text: """
                    scaffold:
                      imports: [MyAppCommon, MyAppDesignSystem]
                      placement: { support: Sources/Common/Support }
                    """))
        XCTAssertNil(set.applyConfigurationFile(path: "/ws/Legacy/.mvvm-lsp.yml", text: "scaffold:\n  imports: []\n"))
        XCTAssertEqual(
            set.resolved(forFile: "/ws/Sources/A.swift").scaffold.imports, ["MyAppCommon", "MyAppDesignSystem"])
        XCTAssertEqual(
            set.resolved(forFile: "/ws/Sources/A.swift").scaffold.placement["support"], "Sources/Common/Support")
        XCTAssertEqual(set.resolved(forFile: "/ws/Legacy/A.swift").scaffold.imports, [])
        assertError(
            "scaffold:\n  imports: MyAppCommon\n", line: 2, column: 12,
            contains: "scaffold.imports must be a list of module names")
        assertError(
            "scaffold:\n  imports: [MyApp-Common]\n", line: 2, column: 13,
            contains: "scaffold.imports must be a list of module names")
    }

    private func assertError(
        _ text: String, line: Int, column: Int, contains message: String,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        do {
            _ = try parser.parse(text, path: "/ws/.mvvm-lsp.yml")
            XCTFail("expected an error for \(text)", file: file, line: testLine)
        } catch {
            XCTAssertEqual(error.path, "/ws/.mvvm-lsp.yml", file: file, line: testLine)
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: testLine)
            XCTAssertEqual(error.column, column, "\(error)", file: file, line: testLine)
            XCTAssertTrue(error.message.contains(message), error.message, file: file, line: testLine)
        }
    }

    func testLayersMergeRootThenNestedThenEditor() {
        var set = ConfigurationSet(root: "/ws")
        XCTAssertNil(
            set.applyConfigurationFile(
                path: "/ws/.mvvm-lsp.yml",
                text: """
                    convention: fosmvvm
                    rules: { mvvm/hardcoded-text: error, mvvm/missing-preview: off }
                    locales: [en]
                    """))
        XCTAssertNil(
            set.applyConfigurationFile(
                path: "/ws/Legacy/.mvvm-lsp.yml",
                text: """
                    convention: plain
                    rules: { mvvm/hardcoded-text: info }
                    """))
        XCTAssertNil(set.applyEditorSettings(#"{"rules": {"mvvm/missing-preview": "warning"}}"#))
        let legacy = set.resolved(forFile: "/ws/Legacy/A.swift")
        XCTAssertEqual(legacy.convention, .fixed(.plain))
        XCTAssertEqual(legacy.rules["mvvm/hardcoded-text"]?.severity, .info)
        XCTAssertEqual(legacy.rules["mvvm/missing-preview"]?.severity, .warning)
        let main = set.resolved(forFile: "/ws/Sources/A.swift")
        XCTAssertEqual(main.convention, .fixed(.fosmvvm))
        XCTAssertEqual(main.rules["mvvm/hardcoded-text"]?.severity, .error)
        XCTAssertEqual(main.locales, ["en"])
    }

    func testBrokenFileKeepsTheLastGoodConfiguration() {
        var set = ConfigurationSet(root: "/ws")
        set.applyConfigurationFile(path: "/ws/.mvvm-lsp.yml", text: "convention: contract\n")
        let error = set.applyConfigurationFile(path: "/ws/.mvvm-lsp.yml", text: "convention: nonsense\n")
        XCTAssertNotNil(error)
        XCTAssertEqual(set.resolved(forFile: "/ws/A.swift").convention, .fixed(.contract))
        XCTAssertNotNil(set.applyEditorSettings("rules: 3"))
        XCTAssertEqual(set.resolved(forFile: "/ws/A.swift").convention, .fixed(.contract))
    }

    func testIncludedAndExcludedAreRelativeToTheirFile() {
        var set = ConfigurationSet(root: "/ws")
        set.applyConfigurationFile(path: "/ws/.mvvm-lsp.yml", text: "included: [Sources]\nexcluded: ['**/Generated']\n")
        set.applyConfigurationFile(path: "/ws/Sources/Legacy/.mvvm-lsp.yml", text: "excluded: ['Old*.swift']\n")
        XCTAssertTrue(set.resolved(forFile: "/ws/Sources/App/A.swift").isIncluded)
        XCTAssertFalse(set.resolved(forFile: "/ws/Tests/A.swift").isIncluded)
        XCTAssertFalse(set.resolved(forFile: "/ws/Sources/App/Generated/A.swift").isIncluded)
        XCTAssertFalse(set.resolved(forFile: "/ws/Sources/Legacy/OldView.swift").isIncluded)
        XCTAssertTrue(set.resolved(forFile: "/ws/Sources/Legacy/NewView.swift").isIncluded)
    }

    func testGlobs() {
        XCTAssertTrue(Glob("*.swift").matches("A.swift"))
        XCTAssertFalse(Glob("*.swift").matches("Dir/A.swift"))
        XCTAssertTrue(Glob("**/*.swift").matches("A.swift"))
        XCTAssertTrue(Glob("**/*.swift").matches("a/b/A.swift"))
        XCTAssertTrue(Glob("Sources/**/Views").matches("Sources/App/Feature/Views/A.swift"))
        XCTAssertTrue(Glob("?View.swift").matches("AView.swift"))
        XCTAssertFalse(Glob("?View.swift").matches("ABView.swift"))
        XCTAssertTrue(Glob("./Tests").matches("Tests/X/Y.swift"))
        XCTAssertFalse(Glob("Tests").matches("MoreTests/Y.swift"))
    }

    func testConfiguredSeverityAndConventionDriveTheLinter() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        let text = "struct AView: View { var body: some View { Text(\"Hello\") } }\n"
        var set = ConfigurationSet(root: "/ws")
        let linter = { Linter(configuration: set) }
        XCTAssertEqual(
            linter().lint(path: "/ws/AView.swift", text: text, in: &workspace).map(\.ruleID), [], "plain: quiet")
        set.applyEditorSettings("convention: contract\nrules: { mvvm/hardcoded-text: error }")
        let found = linter().lint(path: "/ws/AView.swift", text: text, in: &workspace)
        XCTAssertEqual(found.map(\.ruleID), ["mvvm/missing-preview", "mvvm/hardcoded-text"])
        XCTAssertEqual(found.last?.severity, .error)
        set.applyEditorSettings("excluded: [AView.swift]")
        XCTAssertEqual(linter().lint(path: "/ws/AView.swift", in: workspace), [])
    }

    func testPlainProfileStrictTurnsOnThePreferenceRulesInPlainCodeOnly() {
        XCTAssertThrowsError(try parser.parse("plainProfile: pedantic", path: "/ws/.mvvm-lsp.yml")) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "plainProfile must be one of default, strict")
        }
        var workspace = WorkspaceSnapshot(root: "/ws")
        let text = "struct AView: View { var body: some View { Text(\"Hello\") } }\n"
        var set = ConfigurationSet(root: "/ws")
        XCTAssertEqual(set.resolved(forFile: "/ws/A/AView.swift").plainProfile, .default)
        XCTAssertEqual(Linter(configuration: set).lint(path: "/ws/A/AView.swift", text: text, in: &workspace), [])
        set.applyConfigurationFile(path: "/ws/A/.mvvm-lsp.yml", text: "plainProfile: strict")
        XCTAssertEqual(
            Linter(configuration: set).lint(path: "/ws/A/AView.swift", text: text, in: &workspace).map(\.ruleID),
            ["mvvm/missing-preview"], "strict: the preference rules of plain code run")
        XCTAssertEqual(
            Linter(configuration: set).lint(
                path: "/ws/B/BView.swift", text: text.replacingOccurrences(of: "AView", with: "BView"),
                in: &workspace), [], "only below the layer that sets it")
        set.applyEditorSettings("convention: contract")
        XCTAssertEqual(
            Linter(configuration: set).lint(path: "/ws/A/AView.swift", text: text, in: &workspace).map(\.ruleID),
            ["mvvm/missing-preview", "mvvm/hardcoded-text"], "conventions are not affected")
    }

    func testBaselinePathsAreRelativeToTheirLayerAndTheNearestLayerDecides() throws {
        var set = ConfigurationSet(root: "/ws")
        XCTAssertNil(set.applyConfigurationFile(path: "/ws/.mvvm-lsp.yml", text: "baseline: .mvvm-lsp-baseline.json\n"))
        XCTAssertNil(
            set.applyConfigurationFile(
                path: "/ws/Packages/Feature/.mvvm-lsp.yml",
                text: "baseline: ../../Baselines/feature.json\nshowBaselined: true\n"))
        XCTAssertEqual(set.resolved(forFile: "/ws/Sources/A.swift").baselinePath, "/ws/.mvvm-lsp-baseline.json")
        XCTAssertEqual(set.resolved(forFile: "/ws/Sources/A.swift").showBaselined, false)
        let feature = set.resolved(forFile: "/ws/Packages/Feature/Sources/B.swift")
        XCTAssertEqual(feature.baselinePath, "/ws/Baselines/feature.json")
        XCTAssertEqual(feature.showBaselined, true)
        XCTAssertNil(
            ConfigurationSet(root: "/ws").resolved(forFile: "/ws/A.swift").baselinePath, "no baseline unless set")
    }

    func testBaselineSettingsWithWrongValuesAreReported() {
        for (text, message) in [
            ("baseline: \"\"\n", "baseline must be the path"), ("baseline: [a, b]\n", "baseline must be the path"),
            ("showBaselined: maybe\n", "showBaselined must be true or false"),
        ] {
            XCTAssertThrowsError(try parser.parse(text, path: "/ws/.mvvm-lsp.yml"), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }
}

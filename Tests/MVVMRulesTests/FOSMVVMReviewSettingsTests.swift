import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// `.fosmvvm-review.yml` read as FOSMVVM's review skill reads it, and layered under `.mvvm-lsp.yml`.
final class FOSMVVMReviewSettingsTests: XCTestCase {
    private let parser = FOSMVVMReviewSettingsParser()
    private let readsOnly = "fosmvvm/view-reads-viewmodel-only"

    func testTheSkillsExampleFileIsRead() {
        let (settings, warning) = parser.parse(
            """
            # Globally silence checks
            disabled_checks:
              - ops-not-async-unless-needed

            severity_overrides:
              ops-output-param-last: nit         # default warning
              no-silent-failure: warning         # default blocker

            excluded_paths:
              - "Sources/Generated/**"
              - "Tests/Fixtures/**"
            """, path: "/ws/.fosmvvm-review.yml")
        XCTAssertNil(warning)
        XCTAssertEqual(settings.disabledChecks, ["ops-not-async-unless-needed"])
        XCTAssertEqual(settings.severityOverrides, ["ops-output-param-last": .nit, "no-silent-failure": .warning])
        XCTAssertEqual(settings.excludedPaths.map(\.pattern), ["Sources/Generated/**", "Tests/Fixtures/**"])
    }

    func testAnEmptyFileIsTheDefaults() {
        for text in ["", "# nothing yet\n", "disabled_checks:\nexcluded_paths:\n"] {
            let (settings, warning) = parser.parse(text, path: "/ws/.fosmvvm-review.yml")
            XCTAssertNil(warning, text)
            XCTAssertEqual(settings, FOSMVVMReviewSettings(), text)
        }
    }

    func testAMalformedFileIsIgnoredWithAWarningAtItsLine() throws {
        let cases: [(String, Int, String)] = [
            ("disabled_checks: [a\n", 2, "invalid YAML"),
            ("disabled_checks: [view-reads-vm-only]\nfail_on: blocker\n", 2, "unknown key `fail_on`"),
            ("disabled_checks:\n  nested: map\n", 2, "disabled_checks must be a list"),
            ("severity_overrides: [nit]\n", 1, "severity_overrides must map"),
            ("just a sentence\n", 1, "must be a mapping"),
        ]
        for (text, line, message) in cases {
            let (settings, warning) = parser.parse(text, path: "/ws/.fosmvvm-review.yml")
            let problem = try XCTUnwrap(warning, text)
            XCTAssertEqual(problem.severity, .warning)
            XCTAssertFalse(problem.isFatal)
            XCTAssertEqual(problem.line, line, text)
            XCTAssertTrue(problem.message.contains(message), problem.message)
            XCTAssertEqual(settings, FOSMVVMReviewSettings(), "defaults apply: \(text)")
        }
    }

    func testUnknownChecksAndSeveritiesAreSkippedAndTheRestApplies() throws {
        let (settings, warning) = parser.parse(
            """
            disabled_checks: [view-reads-vm-only, not-a-check]
            severity_overrides:
              no-silent-failure: nit
              stub-leakage: fatal
            """, path: "/ws/.fosmvvm-review.yml")
        XCTAssertEqual(settings.disabledChecks, ["view-reads-vm-only"])
        XCTAssertEqual(settings.severityOverrides, ["no-silent-failure": .nit])
        let problem = try XCTUnwrap(warning)
        XCTAssertEqual(problem.line, 1)
        XCTAssertTrue(problem.message.contains("unknown check `not-a-check`"), problem.message)
        XCTAssertTrue(problem.message.contains("`stub-leakage`'s severity `fatal`"), problem.message)
    }

    func testResolvedLayering() {
        var configuration = ConfigurationSet(root: "/ws")
        XCTAssertNil(
            configuration.applyReviewSettingsFile(
                path: "/ws/.fosmvvm-review.yml",
                text: """
                    disabled_checks: [suppression-without-justification]
                    severity_overrides: { view-reads-vm-only: nit, suppression-without-justification: blocker }
                    excluded_paths: [Sources/Generated]
                    """))
        let resolved = configuration.resolved(forFile: "/ws/Sources/App/View.swift")
        XCTAssertEqual(
            resolved.reviewSeverities, [readsOnly: .info, "fosmvvm/suppression-without-justification": .off],
            "a disabled check stays off whatever its override")
        XCTAssertFalse(resolved.isExcludedFromReview)
        XCTAssertTrue(configuration.resolved(forFile: "/ws/Sources/Generated/Model.swift").isExcludedFromReview)
        XCTAssertTrue(configuration.isReviewSettingsFile("/ws/.fosmvvm-review.yml"))
        XCTAssertFalse(configuration.isReviewSettingsFile("/ws/Sub/.fosmvvm-review.yml"), "only the root's file counts")
        configuration.removeReviewSettingsFile()
        XCTAssertEqual(configuration.resolved(forFile: "/ws/Sources/App/View.swift").reviewSeverities, [:])
    }

    /// An override sets a review rule's severity where it runs (FOSMVVM code); it does not turn
    /// it on in plain code, where FOSMVVM's rules are off.
    func testAnOverrideDoesNotTurnAReviewRuleOnOutsideFOSMVVMCode() {
        let source = """
            import SwiftUI

            struct BadgeView: View {
                var body: some View {
                    // fosmvvm-review:disable:next view-no-env-mutation
                    Text("Badge")
                }
            }
            """
        let path = "/ws/Sources/App/BadgeView.swift"
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: path, text: source)
        var configuration = ConfigurationSet(root: "/ws")
        configuration.applyReviewSettingsFile(
            path: "/ws/.fosmvvm-review.yml",
            text: "severity_overrides: { suppression-without-justification: blocker }\n")
        let plain = Linter(configuration: configuration).lint(path: path, in: workspace, reusing: nil)
        XCTAssertFalse(plain.diagnostics.contains { $0.ruleID == "fosmvvm/suppression-without-justification" })
        configuration.applyConfigurationFile(path: "/ws/.mvvm-lsp.yml", text: "convention: fosmvvm\n")
        let fosmvvm = Linter(configuration: configuration).lint(path: path, in: workspace, reusing: nil)
        XCTAssertEqual(
            fosmvvm.diagnostics.filter { $0.ruleID == "fosmvvm/suppression-without-justification" }.map(\.severity),
            [.error])
    }
}

/// Every review check the catalog says a rule decides has that rule, under the check's name.
final class FOSMVVMReviewCatalogTests: XCTestCase {
    func testEveryDecidableCheckHasItsRule() {
        for check in FOSMVVMReviewCatalog.checks {
            let rule = FOSMVVMReviewCatalog.ruleID(forCheck: check.name)
            switch check.coverage {
            case .rule, .partialRule:
                XCTAssertNotNil(rule, "\(check.name) is decidable but no rule decides it")
                XCTAssertTrue(
                    RuleRegistry.acceptedIDs.contains("fosmvvm/" + check.name), "\(check.name) answers to its own name")
            case .notARule:
                XCTAssertNil(rule, "\(check.name) is said to need judgement, yet a rule decides it")
            }
        }
        XCTAssertFalse(ReviewCheckMetadata.all.contains { $0.reason == "not implemented yet" })
    }
}

import Foundation
import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// Each rule's own examples and corrections, one test method per rule, so one rule runs alone:
///
///     swift test --filter 'RuleExamplesTests/test_mvvm_hardcoded_text'
///
/// For every rule: triggering examples report exactly at their markers; non-triggering ones are
/// silent; triggering code wrapped in comments or strings, or behind a suppression comment, is
/// silent (SwiftLint's self-tests); a multi-byte prefix shifts every range by its byte length;
/// corrections produce their expected text; the walk's shortcuts (skipping types that are not
/// views) find the same. A new rule needs its line here: `testEveryRuleHasItsTestMethod` says so.
final class RuleExamplesTests: XCTestCase {
    func test_mvvm_view_name_mismatch() { assertExamples(of: "mvvm/view-name-mismatch") }
    func test_mvvm_view_formats_data() { assertExamples(of: "mvvm/view-formats-data") }
    func test_mvvm_view_computes_condition() { assertExamples(of: "mvvm/view-computes-condition") }
    func test_mvvm_hardcoded_text() { assertExamples(of: "mvvm/hardcoded-text") }
    func test_mvvm_navigation_in_view() { assertExamples(of: "mvvm/navigation-in-view") }
    func test_mvvm_observed_object_created_in_view() { assertExamples(of: "mvvm/observed-object-created-in-view") }
    func test_mvvm_missing_preview() { assertExamples(of: "mvvm/missing-preview") }
    func test_mvvm_unrendered_viewmodel_property() { assertExamples(of: "mvvm/unrendered-viewmodel-property") }
    func test_mvvm_superfluous_suppression() { assertExamples(of: "mvvm/superfluous-suppression") }
    func test_fosmvvm_viewmodel_macro() { assertExamples(of: "fosmvvm/viewmodel-macro") }
    func test_fosmvvm_viewmodel_options_conflict() { assertExamples(of: "fosmvvm/viewmodel-options-conflict") }
    func test_fosmvvm_vmid_random() { assertExamples(of: "fosmvvm/vmid-random") }
    func test_fosmvvm_vmid_prefer_data_id() { assertExamples(of: "fosmvvm/vmid-prefer-data-id") }
    func test_fosmvvm_view_conformance() { assertExamples(of: "fosmvvm/view-conformance") }
    func test_fosmvvm_operations_in_body() { assertExamples(of: "fosmvvm/operations-in-body") }
    func test_fosmvvm_missing_toggle_repaint() { assertExamples(of: "fosmvvm/missing-toggle-repaint") }
    func test_fosmvvm_missing_test_data_transporter() { assertExamples(of: "fosmvvm/missing-test-data-transporter") }
    func test_fosmvvm_missing_error_binding() { assertExamples(of: "fosmvvm/missing-error-binding") }
    func test_fosmvvm_force_unwrapped_localizable() { assertExamples(of: "fosmvvm/force-unwrapped-localizable") }
    func test_fosmvvm_missing_localization_key() { assertExamples(of: "fosmvvm/missing-localization-key") }
    func test_fosmvvm_yaml_extension() { assertExamples(of: "fosmvvm/yaml-extension") }
    func test_fosmvvm_duplicate_localization_key() { assertExamples(of: "fosmvvm/duplicate-localization-key") }
    func test_fosmvvm_preformatted_value() { assertExamples(of: "fosmvvm/preformatted-value") }
    func test_fosmvvm_computed_property() { assertExamples(of: "fosmvvm/computed-property") }
    func test_fosmvvm_persistence_in_viewmodel() { assertExamples(of: "fosmvvm/persistence-in-viewmodel") }
    func test_fosmvvm_generic_error_viewmodel() { assertExamples(of: "fosmvvm/generic-error-viewmodel") }
    func test_fosmvvm_preview_host() { assertExamples(of: "fosmvvm/preview-host") }
    func test_fosmvvm_empty_operations() { assertExamples(of: "fosmvvm/empty-operations") }
    func test_fosmvvm_view_reads_viewmodel_only() { assertExamples(of: "fosmvvm/view-reads-viewmodel-only") }
    func test_fosmvvm_one_view_per_viewmodel() { assertExamples(of: "fosmvvm/one-view-per-viewmodel") }
    func test_fosmvvm_suppression_without_justification() { assertExamples(of: "fosmvvm/suppression-without-justification") }
    func test_fosmvvm_ops_no_output_reads() { assertExamples(of: "fosmvvm/ops-no-output-reads") }
    func test_fosmvvm_ops_not_async_unless_needed() { assertExamples(of: "fosmvvm/ops-not-async-unless-needed") }
    func test_fosmvvm_ops_output_param_last() { assertExamples(of: "fosmvvm/ops-output-param-last") }
    func test_fosmvvm_appstate_no_observable_args() { assertExamples(of: "fosmvvm/appstate-no-observable-args") }
    func test_fosmvvm_view_no_env_mutation() { assertExamples(of: "fosmvvm/view-no-env-mutation") }
    func test_fosmvvm_view_no_read_through_vm_ref() { assertExamples(of: "fosmvvm/view-no-read-through-vm-ref") }
    func test_fosmvvm_no_silent_failure() { assertExamples(of: "fosmvvm/no-silent-failure") }
    func test_fosmvvm_stringly_typed_identity() { assertExamples(of: "fosmvvm/stringly-typed-identity") }
    func test_fosmvvm_status_interpreted_as_result() { assertExamples(of: "fosmvvm/status-interpreted-as-result") }
    func test_fosmvvm_stub_leakage() { assertExamples(of: "fosmvvm/stub-leakage") }
    func test_fosmvvm_responseerror_models_the_throw() { assertExamples(of: "fosmvvm/responseerror-models-the-throw") }
    func test_fosmvvm_testhost_mirrors_vm_settings() { assertExamples(of: "fosmvvm/testhost-mirrors-vm-settings") }
    func test_fosmvvm_request_naming() { assertExamples(of: "fosmvvm/request-naming") }
    func test_contract_view_generic_over_contract() { assertExamples(of: "contract/view-generic-over-contract") }
    func test_contract_state_init() { assertExamples(of: "contract/state-init") }
    func test_contract_exhaustive_state_switch() { assertExamples(of: "contract/exhaustive-state-switch") }
    func test_contract_load_on_appear() { assertExamples(of: "contract/load-on-appear") }
    func test_contract_design_tokens() { assertExamples(of: "contract/design-tokens") }
    func test_contract_accessibility_identifier_literal() { assertExamples(of: "contract/accessibility-identifier-literal") }
    func test_contract_private_support_enums() { assertExamples(of: "contract/private-support-enums") }
    func test_contract_preview_per_state() { assertExamples(of: "contract/preview-per-state") }
    func test_contract_view_visibility() { assertExamples(of: "contract/view-visibility") }
    func test_contract_viewmodel_shape() { assertExamples(of: "contract/viewmodel-shape") }
    func test_contract_contract_anyobject() { assertExamples(of: "contract/contract-anyobject") }
    func test_contract_preview_placement() { assertExamples(of: "contract/preview-placement") }
    func test_contract_idle_preview() { assertExamples(of: "contract/idle-preview") }
    func test_contract_init_view_model_only() { assertExamples(of: "contract/init-view-model-only") }
    func test_contract_view_mutates_view_model() { assertExamples(of: "contract/view-mutates-view-model") }

    func testEveryRuleHasItsTestMethod() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        for rule in RuleRegistry.rules {
            let method = "func \(Self.testMethodName(of: rule.id))()"
            XCTAssertTrue(source.contains(method),
                          "add `\(method) { assertExamples(of: \"\(rule.id)\") }` to RuleExamplesTests")
        }
        let ids = RuleRegistry.rules.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "rule ids are unique")
    }

    /// `mvvm/hardcoded-text` → `test_mvvm_hardcoded_text`.
    static func testMethodName(of id: String) -> String {
        "test_" + id.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// Runs every check on the examples of the rule `id`.
    private func assertExamples(of id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let rule = RuleRegistry.rules.first(where: { $0.id == id }) else {
            return XCTFail("no rule \(id) is registered", file: file, line: line)
        }
        let checks = RuleExampleChecks(rule: rule)
        checks.hasExamples()
        checks.triggeringExamplesReportAtTheMarkers()
        checks.nonTriggeringExamplesAreSilent()
        checks.triggeringExamplesInCommentsAndStringsAreSilent()
        checks.triggeringExamplesBehindASuppressionAreSilent()
        checks.multiBytePrefixShiftsRangesByItsBytes()
        checks.correctionsProduceTheExpectedText()
        checks.skippingWalksFindTheSame()
    }
}

import Foundation
import MVVMRules
import TestSupport
import XCTest

/// `Protocol/config.schema.json` stays in step with the rule registry and the parser.
final class ConfigurationSchemaTests: XCTestCase {
    func testRuleIdsInTheSchemaAreExactlyTheRegisteredRules() throws {
        let names = try ConfigurationSchema.load().properties?["rules"]?.propertyNames?.allowedStrings
        let idsAndAliases = RuleRegistry.descriptions.flatMap { [$0.id] + $0.aliases }
        XCTAssertEqual(
            names, idsAndAliases, "update Protocol/config.schema.json's rule ids (each followed by its aliases)")
    }

    func testEverySchemaKeyAndValueIsAcceptedByTheParser() throws {
        let schema = try ConfigurationSchema.load()
        let properties = try XCTUnwrap(schema.properties)
        XCTAssertEqual(
            Set(properties.keys),
            [
                "convention", "rules", "included", "excluded", "locales", "scaffold", "lintNonAppCode", "baseline",
                "showBaselined", "plainProfile",
            ])
        let profiles = try XCTUnwrap(properties["plainProfile"]?.allowedStrings)
        XCTAssertEqual(Set(profiles), Set(PlainProfile.allCases.map(\.rawValue)))
        let conventions = try XCTUnwrap(properties["convention"]?.allowedStrings)
        let severities = try XCTUnwrap(schema.definitions?["severity"]?.allowedStrings)
        for (convention, profile) in conventions.flatMap({ convention in profiles.map { (convention, $0) } }) {
            for severity in severities {
                let text = """
                    convention: \(convention)
                    rules:
                      mvvm/hardcoded-text: \(severity)
                      mvvm/missing-preview: { severity: \(severity) }
                    included: ["Sources/**"]
                    excluded: Sources/Generated
                    locales: [en, en-GB]
                    scaffold:
                      convention: contract
                      viewStyle: concrete
                      imports: [MyAppCommon, MyAppDesignSystem]
                      placement: { view: "Sources/{Feature}/Views", support: "Sources/Support" }
                    baseline: .mvvm-lsp-baseline.json
                    showBaselined: true
                    plainProfile: \(profile)
                    """
                var set = ConfigurationSet(root: "/w")
                XCTAssertNil(set.applyConfigurationFile(path: "/w/.mvvm-lsp.yml", text: text), text)
            }
        }
    }
}

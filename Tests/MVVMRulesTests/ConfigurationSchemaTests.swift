import Foundation
import MVVMRules
import XCTest

/// `Protocol/config.schema.json` stays in step with the rule registry and the parser.
final class ConfigurationSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/config.schema.json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func testRuleIdsInTheSchemaAreExactlyTheRegisteredRules() throws {
        let properties = try XCTUnwrap(try schema()["properties"] as? [String: Any])
        let rules = try XCTUnwrap(properties["rules"] as? [String: Any])
        let names = try XCTUnwrap((rules["propertyNames"] as? [String: Any])?["enum"] as? [String])
        XCTAssertEqual(names, RuleRegistry.rules.map(\.id), "update Protocol/config.schema.json's rule ids")
    }

    func testEverySchemaKeyAndValueIsAcceptedByTheParser() throws {
        let properties = try XCTUnwrap(try schema()["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), ["convention", "rules", "included", "excluded", "locales", "scaffold", "lintNonAppCode", "baseline", "showBaselined"])
        let conventions = try XCTUnwrap((properties["convention"] as? [String: Any])?["enum"] as? [String])
        let severities = try XCTUnwrap(((try schema()["$defs"] as? [String: Any])?["severity"] as? [String: Any])?["enum"] as? [String])
        for convention in conventions {
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
                    """
                var set = ConfigurationSet(root: "/w")
                XCTAssertNil(set.applyConfigurationFile(path: "/w/.mvvm-lsp.yml", text: text), text)
            }
        }
    }
}

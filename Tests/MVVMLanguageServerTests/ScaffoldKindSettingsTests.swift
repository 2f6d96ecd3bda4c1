import Foundation
import MVVMGenerator
import MVVMRules
import XCTest

/// `scaffold: kind:` accepts exactly the kinds the generator writes, in the configuration
/// parser and in `Protocol/config.schema.json`.
final class ScaffoldKindSettingsTests: XCTestCase {
    func testConfiguredKindsAreTheGeneratorsKinds() throws {
        let generated = ScaffoldConvention.allCases.flatMap { ViewKind.kinds(for: $0) }.map(\.rawValue)
        let allowed = try XCTUnwrap(ScaffoldSettings.allowedValues["kind"] ?? nil)
        XCTAssertEqual(allowed.sorted(), generated.sorted())
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Protocol/config.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let scaffold = try XCTUnwrap((schema["properties"] as? [String: Any])?["scaffold"] as? [String: Any])
        let kind = try XCTUnwrap((scaffold["properties"] as? [String: Any])?["kind"] as? [String: Any])
        XCTAssertEqual((kind["enum"] as? [String])?.sorted(), generated.sorted())
    }
}

import Foundation
import MVVMGenerator
import MVVMRules
import TestSupport
import XCTest

/// `scaffold: kind:` accepts exactly the kinds the generator writes, in the configuration
/// parser and in `Protocol/config.schema.json`.
final class ScaffoldKindSettingsTests: XCTestCase {
    func testConfiguredKindsAreTheGeneratorsKinds() throws {
        let generated = ScaffoldConvention.allCases.flatMap { ViewKind.kinds(for: $0) }.map(\.rawValue)
        let allowed = try XCTUnwrap(ScaffoldSettings.allowedValues["kind"] ?? nil)
        XCTAssertEqual(allowed.sorted(), generated.sorted())
        let schema = try ConfigurationSchema.load()
        XCTAssertEqual(schema.properties?["scaffold"]?.properties?["kind"]?.allowedStrings?.sorted(), generated.sorted())
    }
}

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
        XCTAssertEqual(
            schema.properties?["scaffold"]?.properties?["kind"]?.allowedStrings?.sorted(), generated.sorted())
    }

    /// `scaffold.plain` accepts exactly the style items the generator reads, with their values,
    /// in the parser and the schema.
    func testConfiguredPlainItemsAreTheGeneratorsItems() throws {
        XCTAssertEqual(
            ScaffoldSettings.plainItems.mapValues { $0?.sorted() },
            PlainStyle.overridableItems.mapValues { $0?.sorted() })
        let schema = try ConfigurationSchema.load()
        let items = try XCTUnwrap(schema.properties?["scaffold"]?.properties?["plain"]?.properties)
        XCTAssertEqual(Set(items.keys), Set(PlainStyle.overridableItems.keys))
    }
}

import MVVMGenerator
import XCTest

/// Every contract-convention scaffold type-checks, with its tests, against the SwiftUI surface.
final class ContractScaffoldCompileTests: XCTestCase {
    private func assertCompiles(
        _ name: String, kind: ViewKind, options: ScaffoldOptions = ScaffoldOptions(), file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let package = try makePackage(manifest: Manifests.contract(module: "Characters"))
        let request = try ScaffoldRequest(name: name, convention: .contract, kind: kind, feature: "Characters", options: options)
        try package.scaffold(request)
        XCTAssertNoThrow(try package.compile(with: try surfaces()), file: file, line: line)
    }

    func testStatefulGeneric() throws {
        try assertCompiles("CharacterList", kind: .stateful)
    }
}

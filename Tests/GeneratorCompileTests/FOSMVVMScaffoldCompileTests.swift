import MVVMGenerator
import TestSupport
import XCTest

/// Every FOSMVVM scaffold — each kind with each hosting it allows — compiles, target by target,
/// against the FOSMVVM surface of the version it is written for, and fails against the other.
final class FOSMVVMScaffoldCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    /// Scaffolds `Orders` for both versions and compiles each (see `assertCompilesForEachVersion`).
    private func assertCompiles(
        _ kind: ViewKind, _ hosting: Hosting, fields: [ScaffoldField] = ScaffoldField.defaultFields,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertCompilesForEachVersion(file: file, line: line) { version in
            let package = try makePackage(manifest: Manifests.fosmvvm, files: Manifests.fosmvvmAppFiles)
            let options = ScaffoldOptions(fields: fields, fosmvvmVersion: version)
            let paths = try package.scaffold(
                ScaffoldRequest(
                    name: "Orders", convention: .fosmvvm, kind: kind, hosting: hosting, feature: "Orders",
                    options: options))
            return try VersionedPackage(package, scaffolded: paths)
        }
    }

    func testDisplayServerHosted() throws {
        try assertCompiles(
            .display, .server,
            fields: [
                ScaffoldField(name: "summary", type: .string), ScaffoldField(name: "createdAt", type: .date),
                ScaffoldField(name: "itemCount", type: .int), ScaffoldField(name: "isOpen", type: .bool),
            ])
    }

    func testDisplayWithAnEnumFieldOnEveryHosting() throws {
        let state = ScaffoldField(
            name: "state", enumeration: .init(typeName: "SessionState", cases: ["pending", "done"]))
        for hosting in Hosting.allCases {
            try assertCompiles(.display, hosting, fields: [ScaffoldField(name: "id", type: .modelId), state])
        }
    }

    func testDisplayClientHosted() throws {
        try assertCompiles(.display, .client)
    }

    func testDisplayChildWithIdentity() throws {
        try assertCompiles(
            .display, .child,
            fields: [ScaffoldField(name: "id", type: .modelId), ScaffoldField(name: "total", type: .double)])
    }

    func testInteractiveServerHosted() throws {
        try assertCompiles(.interactive, .server)
    }

    func testInteractiveClientHosted() throws {
        try assertCompiles(.interactive, .client)
    }

    func testInteractiveChild() throws {
        try assertCompiles(.interactive, .child)
    }

    func testFormServerHosted() throws {
        try assertCompiles(
            .form, .server,
            fields: [
                ScaffoldField(name: "email", type: .string), ScaffoldField(name: "age", type: .int),
                ScaffoldField(name: "birthday", type: .date), ScaffoldField(name: "subscribed", type: .bool),
            ])
    }

    func testFormClientHosted() throws {
        try assertCompiles(.form, .client)
    }

    func testFormChild() throws {
        try assertCompiles(.form, .child)
    }
}

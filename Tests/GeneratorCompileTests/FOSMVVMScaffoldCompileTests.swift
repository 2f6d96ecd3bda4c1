import MVVMGenerator
import XCTest

/// Every FOSMVVM scaffold — each kind with each hosting it allows — compiles, target by target,
/// against the FOSMVVM surface of the version it is written for, and fails against the other.
final class FOSMVVMScaffoldCompileTests: XCTestCase {
    private func scaffoldedPackage(
        kind: ViewKind, hosting: Hosting, version: FOSMVVMVersion, fields: [ScaffoldField]
    ) throws -> (package: ScaffoldedPackage, files: [String: String]) {
        let package = try makePackage(manifest: Manifests.fosmvvm, files: Manifests.fosmvvmAppFiles)
        let options = ScaffoldOptions(fields: fields, fosmvvmVersion: version)
        let paths = try package.scaffold(
            ScaffoldRequest(name: "Orders", convention: .fosmvvm, kind: kind, hosting: hosting, feature: "Orders", options: options))
        let files = try Dictionary(uniqueKeysWithValues: paths.map { path in
            (path, try String(contentsOfFile: package.root + "/" + path, encoding: .utf8))
        })
        return (package, files)
    }

    /// Scaffolds for both versions; each compiles against its own surface, and against the
    /// other one only when both versions write the same code.
    private func assertCompiles(
        _ kind: ViewKind, _ hosting: Hosting, fields: [ScaffoldField] = ScaffoldField.defaultFields,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let seeds = try scaffoldedPackage(kind: kind, hosting: hosting, version: .seeds, fields: fields)
        let current = try scaffoldedPackage(kind: kind, hosting: hosting, version: .current, fields: fields)
        let sameCode = seeds.files == current.files
        for (version, package, other) in [(FOSMVVMVersion.seeds, seeds.package, FOSMVVMVersion.current), (.current, current.package, .seeds)] {
            XCTAssertNoThrow(try package.compile(with: try surfaces(), fosmvvm: version), "\(version)", file: file, line: line)
            if sameCode {
                XCTAssertNoThrow(try package.compile(with: try surfaces(), fosmvvm: other), "\(version)", file: file, line: line)
            } else {
                XCTAssertThrowsError(
                    try package.compile(with: try surfaces(), fosmvvm: other),
                    "code written for \(version) must not compile against \(other)", file: file, line: line)
            }
        }
    }

    func testDisplayServerHosted() throws {
        try assertCompiles(.display, .server, fields: [
            ScaffoldField(name: "summary", type: .string), ScaffoldField(name: "createdAt", type: .date),
            ScaffoldField(name: "itemCount", type: .int), ScaffoldField(name: "isOpen", type: .bool),
        ])
    }

    func testDisplayClientHosted() throws {
        try assertCompiles(.display, .client)
    }

    func testDisplayChildWithIdentity() throws {
        try assertCompiles(.display, .child, fields: [ScaffoldField(name: "id", type: .modelId), ScaffoldField(name: "total", type: .double)])
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
        try assertCompiles(.form, .server, fields: [
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

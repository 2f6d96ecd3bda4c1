import MCP
@testable import MVVMMCPServer
import MVVMGenerator
import XCTest

/// Each tool's arguments are one `Decodable` type whose coding keys name them; a call's
/// arguments object is decoded into it (the refusals, through the server: `MCPToolTests`).
final class ToolArgumentsTests: XCTestCase {
    /// The schema's required arguments are exactly those the type cannot be decoded without.
    func testEveryToolsSchemaRequiresWhatItsArgumentsTypeNeeds() throws {
        for tool in ToolCatalog.tools {
            let schema = tool.definition.inputSchema
            let properties = try XCTUnwrap(schema.objectValue?["properties"]?.objectValue, tool.definition.name)
            let required = schema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            var values: [String: Value] = [:]
            for name in required {
                switch properties[name]?.objectValue?["type"]?.stringValue {
                case "string": values[name] = .string("Thing")
                case "boolean": values[name] = .bool(true)
                default: values[name] = .array([])
                }
            }
            XCTAssertNoThrow(try tool.prepare(values), "\(tool.definition.name) needs no more than \(required)")
            for name in required {
                XCTAssertThrowsError(try tool.prepare(values.filter { $0.key != name })) { error in
                    guard case .invalidArguments(let message) = error as? ToolFailure else {
                        return XCTFail("\(error)")
                    }
                    XCTAssertEqual(message, "tool \(tool.definition.name) needs the argument '\(name)'")
                }
            }
        }
    }

    /// A finding's line and column may come as whole floating-point numbers, as some clients
    /// send every number; a fraction is refused.
    func testFindingReferencesTakeWholeFloatingPointNumbers() throws {
        func finding(line: Value) -> [String: Value] {
            ["findings": [["file": "A.swift", "line": line, "column": .double(7), "rule": "mvvm/hardcoded-text"]]]
        }
        let arguments = try FixTool.Arguments(decoding: finding(line: .double(3)), tool: "fix")
        XCTAssertEqual(arguments.findings?.map(\.reference.description), ["mvvm/hardcoded-text at A.swift:3:7"])
        XCTAssertThrowsError(try FixTool.Arguments(decoding: finding(line: .double(3.5)), tool: "fix")) { error in
            guard case .invalidArguments(let message) = error as? ToolFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(
                message, "argument 'findings' of tool fix must be an array of {file, line, column, rule} objects")
        }
    }

    /// The scaffold tool's words become the request's typed choices, `near` a path in the root.
    func testScaffoldArgumentsBecomeTheRequestsChoices() throws {
        let arguments = try ScaffoldTool.Arguments(
            decoding: [
                "name": "Board", "convention": "fosmvvm", "kind": "container", "hosting": "child",
                "fosmvvmVersion": "current", "children": ["Card"], "near": "Sources/Board",
            ], tool: "scaffold")
        let request = try arguments.request(root: "/work/app")
        XCTAssertEqual(request.convention, .fosmvvm)
        XCTAssertEqual(request.kind, .container)
        XCTAssertEqual(request.hosting, .child)
        XCTAssertEqual(request.fosmvvmVersion, .current)
        XCTAssertEqual(request.children, ["Card"])
        XCTAssertEqual(request.near, "/work/app/Sources/Board")
        let unknown = try ScaffoldTool.Arguments(decoding: ["name": "Board", "verb": "get"], tool: "scaffold")
        XCTAssertThrowsError(try unknown.request(root: "/work/app")) { error in
            XCTAssertEqual(
                error as? ScaffoldError,
                .unknownChoice(
                    role: "verb", value: "get", choices: ["show", "create", "update", "replace", "delete", "destroy"]))
        }
    }
}

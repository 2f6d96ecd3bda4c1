import Foundation
import LanguageServerProtocol
import MVVMAnalyzerCore
import TestSupport
import XCTest

/// swift-syntax overflows its stack on deep nesting (its parser's lookahead and its visitors
/// recurse) and backtracks exponentially on runs of `[`/`(`: such files are not analysed, the log
/// says so, and the server keeps serving.
final class DeepNestingTests: XCTestCase {
    /// Shapes that crashed (10,000 levels) or hung (22 levels of `[`) the server before the guard.
    static let hostile: [String: String] = {
        let n = 10_000
        return [
            "arrays": "let x = " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\n",
            "mixed brackets": "let x = " + String(repeating: "[(", count: 11) + "1" + String(repeating: ")]", count: 11)
                + "\n",
            "parens": "let x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n",
            "closures": "let x = " + String(repeating: "{ ", count: n) + String(repeating: "}", count: n) + "\n",
            "try": "let x = " + String(repeating: "try ", count: n) + "f()\n",
            "await": "let x = " + String(repeating: "await ", count: n) + "f()\n",
            "#if": String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n),
            "generics": "let x: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n)
                + " = []\n",
            "function types": "let x: " + String(repeating: "(Int) -> ", count: n) + "Int = 1\n",
            "optional chain": "let x = a" + String(repeating: "?.b", count: n) + "\n",
            "member chain": "let x = a" + String(repeating: ".b", count: n) + "\n",
            "modifiers": "struct V: View { var body: some View { Text(\"a\")"
                + String(repeating: ".padding()", count: n) + " } }\n",
            "interpolation": "let s = " + String(repeating: "\"\\(", count: n) + "1"
                + String(repeating: ")\"", count: n) + "\n",
            "types": String(repeating: "struct A { ", count: n) + String(repeating: "}", count: n) + "\n",
            "commented preview": "/*\n#Preview { " + String(repeating: "[", count: n) + " }\n*/\n",
        ]
    }()

    func testHostileShapesAreNotAnalysed() {
        for (name, text) in Self.hostile.sorted(by: { $0.key < $1.key }) {
            let started = Date()
            let (tree, reason) = AnalysisLimits.parse(text)
            let isCommented = name == "commented preview"
            if isCommented {
                XCTAssertNil(reason, "the comment itself is harmless")
                _ = SourceFile(path: "/x/A.swift", text: text) // parses the comment's content: must not crash
            } else {
                XCTAssertNotNil(reason, "\(name) must be refused")
                XCTAssertTrue(tree.statements.isEmpty, name)
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "\(name) took too long")
        }
    }

    /// Every Swift file of this repository and its fixtures stays within the limits.
    func testRealCodeIsAnalysed() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var checked = 0
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: repository.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(
                    contentsOf: repository.appendingPathComponent(folder).appendingPathComponent(path),
                    encoding: .utf8)
                XCTAssertNil(AnalysisLimits.problem(inText: text), "\(folder)/\(path) is refused")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testTheServerLogsAndKeepsServing() throws {
        let workspace = try TestWorkspace()
        let client = try BatchingClient()
        try client.initialize(rootURI: workspace.rootURI)
        for (index, (name, text)) in Self.hostile.sorted(by: { $0.key < $1.key }).enumerated() {
            let uri = workspace.uri("Deep\(index).swift")
            client.notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: text))
            let symbols = try client.response(
                to: client.sendRequest(
                    DocumentSymbolRequest.self, DocumentSymbolParams(textDocument: TextDocumentIdentifier(uri: uri))),
                timeout: 30)
            XCTAssertNotNil(symbols.result, "\(name): \(symbols)")
        }
        // Standard error is read on a thread of its own: the line may come after the responses.
        XCTAssertTrue(poll(15) { client.stderr.contains("Not analysing") }, client.stderr)
        let fine = workspace.uri("Fine.swift")
        client.notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(fine, text: "struct Fine {}\n"))
        let symbols = try client.result(
            DocumentSymbolRequest.self, DocumentSymbolParams(textDocument: TextDocumentIdentifier(uri: fine)))
        XCTAssertEqual(symbols.first?.name, "Fine")
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(), 0)
    }
}

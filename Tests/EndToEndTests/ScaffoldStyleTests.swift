import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// A style chosen once under `scaffold:` (or as the matching rule option) is what the generator
/// writes and what `check` expects, with no second setting.
final class ScaffoldStyleTests: XCTestCase {
    private func assertScaffoldsPassCheck(
        configuration: String, expecting texts: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let workspace = try TestWorkspace(files: [".mvvm-lsp.yml": configuration])
        let root = workspace.root
        for (name, kind) in [("Orders", "stateful"), ("Settings", "stateless")] {
            let scaffold = try CommandRun(["scaffold", name, "--kind", kind, "--root", root.path])
            XCTAssertEqual(scaffold.status, 0, scaffold.stderr, file: file, line: line)
        }
        let view = try String(
            contentsOf: root.appendingPathComponent("Sources/Presentation/Orders/Views/OrdersView.swift"),
            encoding: .utf8)
        for text in texts {
            XCTAssertTrue(
                view.contains(text), "the view follows the chosen style: \(text)\n\(view)", file: file, line: line)
        }
        let check = try CommandRun(["check", root.path, "--format", "json", "--fail-on", "info"])
        let diagnostics = check.json?["diagnostics"]?.arrayValue
        XCTAssertEqual(diagnostics?.count, 0, "\(diagnostics ?? [])", file: file, line: line)
        XCTAssertEqual(check.status, 0, file: file, line: line)
    }

    func testScaffoldSettingsAloneConfigureTheRules() throws {
        try assertScaffoldsPassCheck(
            configuration: """
                scaffold:
                  convention: contract
                  viewStyle: concrete
                  loading: task
                  commentOutPreviews: false
                """, expecting: ["struct OrdersView: View", ".task {", "#Preview(\"Loading\")"])
    }

    func testRuleOptionsAloneConfigureTheScaffold() throws {
        try assertScaffoldsPassCheck(
            configuration: """
                scaffold: { convention: contract }
                rules:
                  contract/view-generic-over-contract: { style: concrete }
                  contract/load-on-appear: { modifier: task }
                  contract/preview-placement: { style: active }
                """, expecting: ["struct OrdersView: View", ".task {", "#Preview(\"Loading\")"])
    }
}

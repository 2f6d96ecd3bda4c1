import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

extension TestWorkspace {
    /// `mvvm-lsp scaffold ARGUMENTS --root <this workspace>`.
    func scaffold(_ arguments: [String]) throws -> CommandRun {
        try CommandRun(["scaffold"] + arguments + ["--root", root.path])
    }

    /// `check --fail-on info` with test targets linted too (`lintNonAppCode: true` added to the
    /// root's `.mvvm-lsp.yml`): the findings in files whose paths end with one of `files`, and
    /// every finding.
    func findingsLintingTests(in files: some Collection<String>) throws -> (inFiles: [JSONValue], all: [JSONValue]) {
        let configuration = url(".mvvm-lsp.yml")
        try (String(contentsOf: configuration, encoding: .utf8) + "lintNonAppCode: true\n")
            .write(to: configuration, atomically: true, encoding: .utf8)
        let check = try CommandRun(["check", ".", "--format", "json", "--fail-on", "info"], in: root)
        let all = try XCTUnwrap(check.json?["diagnostics"]?.arrayValue, check.stdout)
        let inFiles = all.filter { diagnostic in
            files.contains { (diagnostic["file"]?.stringValue ?? "").hasSuffix($0) }
        }
        return (inFiles, all)
    }
}

extension CommandRun {
    /// The files a `scaffold` run says it created, as it names them.
    var createdFiles: [String] {
        stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }.map { String($0.dropFirst("created ".count)) }
    }
}

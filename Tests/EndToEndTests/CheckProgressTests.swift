import Foundation
import TestSupport
import XCTest

/// `check` shows its progress on a terminal's standard error, never in machine formats or
/// when standard error is not a terminal; `--progress` / `--no-progress` decide otherwise.
final class CheckProgressTests: XCTestCase {
    /// Package.swift is read and linted like the three sources.
    private let progressLine = "linting 4/4 files"

    private func workspace() throws -> TestWorkspace {
        try TestWorkspace(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/App/ProfileView.swift":
                "import SwiftUI\n\nstruct ProfileView: View {\n    var body: some View { Text(\"Profile\") }\n}\n",
            "Sources/App/ProfileViewModel.swift": "import Observation\n\n@Observable final class ProfileViewModel {}\n",
            "Sources/App/SettingsView.swift":
                "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View { EmptyView() }\n}\n",
        ])
    }

    func testNotATerminalShowsNoProgressUnlessAsked() throws {
        let workspace = try workspace()
        let quiet = try CommandRun(["check", ".", "--fail-on", "never"], in: workspace.root)
        XCTAssertFalse(quiet.stderr.contains("files,"), quiet.stderr)
        let asked = try CommandRun(
            ["check", ".", "--fail-on", "never", "--progress", "--format", "json"], in: workspace.root)
        XCTAssertTrue(asked.stderr.contains("reading 4/4 files"), asked.stderr)
        XCTAssertTrue(asked.stderr.contains(progressLine), asked.stderr)
        XCTAssertTrue(
            asked.stderr.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end: \(asked.stderr.debugDescription)")
        XCTAssertNotNil(asked.json, "standard output stays the report alone")
    }

    func testATerminalShowsProgressForTextOnly() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script.path), "needs script(1) for a terminal")
        let workspace = try workspace()
        func onTerminal(_ arguments: String) throws -> String {
            let process = Process()
            let output = Pipe()
            process.executableURL = script
            process.arguments = [
                "-qec", "'\(LSPTestClient.binaryURL.path)' check . --fail-on never \(arguments)", "/dev/null",
            ]
            process.currentDirectoryURL = workspace.root
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self)
        }
        XCTAssertTrue(try onTerminal("").contains(progressLine))
        XCTAssertFalse(try onTerminal("--no-progress").contains(progressLine))
        for format in ["json", "sarif", "github", "xcode"] {
            XCTAssertFalse(try onTerminal("--format \(format)").contains(progressLine), format)
        }
    }
}

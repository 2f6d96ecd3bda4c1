import Foundation
import MVVMRuleRegistration

/// `swift run mvvm-lsp-generate [--check]`, in the package root: regenerates what registers the
/// rules from the rule files — the registry's list, the example-test methods, the schema's
/// rule ids (`RuleRegistration`) — then builds `mvvm-lsp` with them and writes
/// `Protocol/rules.md` with `mvvm-lsp rules --markdown`. `--check` writes nothing and exits
/// with status 1 when a generated file is not what the rule files give (CI runs it).
@main
enum GenerateRegistration {
    static let rulesReferencePath = "Protocol/rules.md"

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.allSatisfy({ $0 == "--check" }) else {
            fail("usage: swift run mvvm-lsp-generate [--check]   (in the package root)")
        }
        let check = arguments.contains("--check")
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            fail("mvvm-lsp-generate: run it in the package root (no Package.swift in \(root.path))")
        }
        do {
            let registration = try RuleRegistration(root: root)
            let schema = try read(RuleRegistration.schemaPath, in: root)
            var stale = try [
                (RuleRegistration.registryPath, registration.registrySource),
                (RuleRegistration.examplesTestsPath, registration.examplesTestsSource),
                (RuleRegistration.schemaPath, try registration.schema(updating: schema)),
            ].filter { path, text in try update(path, to: text, in: root, check: check) }
            let reference = try rulesReference(root: root)
            if try update(rulesReferencePath, to: reference, in: root, check: check) {
                stale.append((rulesReferencePath, reference))
            }
            report(stale.map(\.0), rules: registration.rules.count, check: check)
        } catch {
            fail("mvvm-lsp-generate: \(error)")
        }
    }

    /// Writes `text` to `path` unless it is there already (`check`: only compares); whether it differed.
    private static func update(_ path: String, to text: String, in root: URL, check: Bool) throws -> Bool {
        let url = root.appendingPathComponent(path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return false }
        if !check { try text.write(to: url, atomically: true, encoding: .utf8) }
        return true
    }

    private static func report(_ changed: [String], rules: Int, check: Bool) {
        if check {
            guard changed.isEmpty else {
                fail(
                    "stale generated files (run `swift run mvvm-lsp-generate`):\n"
                        + changed.map { "  " + $0 }.joined(separator: "\n"))
            }
            print("mvvm-lsp-generate --check: \(rules) rules; every generated file is up to date")
        } else {
            print(
                "mvvm-lsp-generate: \(rules) rules; "
                    + (changed.isEmpty ? "nothing changed" : "wrote " + changed.joined(separator: ", ")))
        }
    }

    /// The rule reference of `mvvm-lsp` built from the rule files as they are now.
    private static func rulesReference(root: URL) throws -> String {
        _ = try run(["swift", "build", "--product", "mvvm-lsp"], in: root)
        let binaries = try run(["swift", "build", "--show-bin-path"], in: root).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return try run([binaries + "/mvvm-lsp", "rules", "--markdown", "-"], in: root)
    }

    /// The standard output of `command`, run in `folder`; its standard error goes to ours.
    private static func run(_ command: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(command: command, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}

/// A command the generator runs (`swift build`, `mvvm-lsp rules`) that failed.
struct CommandFailure: Error, CustomStringConvertible {
    let command: [String]
    let status: Int32
    var description: String { "`\(command.joined(separator: " "))` failed with exit status \(status)" }
}

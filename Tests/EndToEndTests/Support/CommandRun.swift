import Foundation
import LanguageServerProtocol
import TestSupport

/// One run of the `mvvm-lsp` binary as a command-line tool.
struct CommandRun {
    let status: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = LSPTestClient.binaryURL
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outputData, as: UTF8.self)
        stderr = String(decoding: errorData, as: UTF8.self)
    }

    /// Standard output as JSON; nil when it is not JSON.
    var json: JSONValue? { JSONValue(parsing: Data(stdout.utf8)) }
}

import Foundation
import TestSupport
import XCTest

/// `mvvm-lsp mcp` runs the MCP server, `mvvm-lsp-mcp`, built beside it; `mvvm-lsp` itself does
/// not load the MCP SDK's networking libraries. (The MCP tools are tested through a real MCP
/// client in `Tests/Clients/mcp`.)
final class MCPCommandTests: XCTestCase {
    func testMCPCommandAnswersAsTheMCPServer() throws {
        let workspace = try TestWorkspace(copying: "SampleWorkspace")
        let process = Process()
        let input = Pipe(), output = Pipe()
        process.executableURL = LSPTestClient.binaryURL
        process.arguments = ["mcp", "--root", workspace.root.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let initialize =
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","#
            + #""capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#
        input.fileHandleForWriting.write(Data((initialize + "\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            answer += chunk
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = String(decoding: answer, as: UTF8.self)
        XCTAssertTrue(text.contains(#""id":1"#) && text.contains(#""tools""#), text)
    }

    /// The root is checked once, by `mvvm-lsp-mcp`, for `mvvm-lsp mcp` too.
    func testAMissingRootIsRefusedBeforeServing() throws {
        let folder = try TestWorkspace(named: "missing-root")
        let missing = folder.root.appendingPathComponent("no-such-app").path
        let run = try CommandRun(["mcp", "--root", missing])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("No such folder: \(missing)"), run.stderr)
        XCTAssertTrue(run.stdout.isEmpty, "nothing is served: \(run.stdout)")
    }

    func testMCPCommandWithoutTheServerBesideItSaysWhatIsMissing() throws {
        let folder = try TestWorkspace(named: "lone-binary")
        let lone = folder.root.appendingPathComponent("mvvm-lsp")
        try FileManager.default.copyItem(at: LSPTestClient.binaryURL, to: lone)
        let process = Process()
        let errors = Pipe()
        process.executableURL = lone
        process.arguments = ["mcp", "--root", folder.root.path]
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertTrue(message.contains("cannot run the MCP server \(folder.root.path)/mvvm-lsp-mcp"), message)
    }

    #if os(Linux)
    /// FoundationNetworking brings libcurl and its TLS and Kerberos libraries: 9 ms of every start.
    func testTheCommandLineLoadsNoNetworkingLibrary() throws {
        let process = Process()
        let input = Pipe(), output = Pipe()
        process.executableURL = LSPTestClient.binaryURL
        process.arguments = ["serve"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        // An answer comes from `main`, after every library the executable needs is mapped.
        let request = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        input.fileHandleForWriting.write(Data("Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
        XCTAssertFalse(output.fileHandleForReading.availableData.isEmpty, "the server did not answer")
        // Read to the end: a file of `/proc` has no size for `String(contentsOfFile:)` to go by.
        let mapsFile = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/maps"))
        let maps = String(decoding: try mapsFile.readToEnd() ?? Data(), as: UTF8.self)
        try mapsFile.close()
        XCTAssertTrue(maps.contains("libFoundationEssentials"), "the process's libraries were not read")
        XCTAssertFalse(maps.contains("libFoundationNetworking"))
        XCTAssertFalse(maps.contains("libcurl"))
    }
    #endif
}

import Foundation
import TestSupport
import XCTest

/// The LSP lifecycle, through the real binary over real pipes.
final class LifecycleTests: XCTestCase {
    func testInitializeAdvertisesWhatIsImplementedAndNegotiatesUTF8() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        let capabilities = try XCTUnwrap(result["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-8")
        let sync = try XCTUnwrap(capabilities["textDocumentSync"] as? [String: Any])
        XCTAssertEqual(sync["openClose"] as? Bool, true)
        XCTAssertEqual(sync["change"] as? Int, 2, "incremental sync")
        let serverInfo = try XCTUnwrap(result["serverInfo"] as? [String: Any])
        XCTAssertEqual(serverInfo["name"] as? String, "mvvm-lsp")
        XCTAssertNotNil(serverInfo["version"] as? String)
    }

    func testFallsBackToUTF16WhenUTF8IsNotOffered() throws {
        let server = try ServerProcess()
        let result = try server.initialize(capabilities: ["general": ["positionEncodings": ["utf-32", "utf-16"]]])
        XCTAssertEqual((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-16")
        let bare = try ServerProcess()
        let bareResult = try bare.initialize()
        XCTAssertEqual((bareResult["capabilities"] as? [String: Any])?["positionEncoding"] as? String, "utf-16")
    }

    func testShutdownThenExitEndsWithCodeZero() throws {
        let server = try ServerProcess()
        try server.initialize()
        let response = try server.request("shutdown")
        XCTAssertTrue(response["result"] is NSNull, "\(response)")
        XCTAssertNil(response["error"])
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitWithoutShutdownEndsWithCodeOne() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 1)
    }

    func testRequestBeforeInitializeIsRefusedAndInitializeStillWorks() throws {
        let server = try ServerProcess()
        let early = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertEqual(early.errorCode, -32002)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///early.swift", "languageId": "swift",
                                                               "version": 1, "text": "x"]])
        try server.initialize()
        let state = try server.request("mvvm-test/documentState", ["textDocument": ["uri": "file:///early.swift"]])
        XCTAssertEqual(state.errorCode, -32602, "a notification before initialize must be dropped: \(state)")
    }

    func testRequestsAfterShutdownAreInvalidAndSecondInitializeIsRefused() throws {
        let server = try ServerProcess()
        try server.initialize()
        let again = try server.request("initialize", ["processId": NSNull(), "capabilities": [String: Any]()])
        XCTAssertEqual(again.errorCode, -32600)
        _ = try server.request("shutdown")
        let late = try server.request("mvvm-test/sleep", ["milliseconds": 1])
        XCTAssertEqual(late.errorCode, -32600)
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitsPromptlyWhenInputCloses() throws {
        let server = try ServerProcess()
        try server.initialize()
        let closedAt = Date()
        server.closeInput()
        XCTAssertEqual(server.waitForExit(timeout: 5), 1)
        XCTAssertLessThan(Date().timeIntervalSince(closedAt), 1.0, "must exit within 1 s of stdin closing")
    }

    func testExitsWhenTheClientProcessDies() throws {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sleep")
        client.arguments = ["0.3"]
        try client.run()
        let server = try ServerProcess()
        try server.initialize(extra: ["processId": Int(client.processIdentifier)])
        client.waitUntilExit()
        XCTAssertNotNil(server.waitForExit(timeout: 3), "the server must exit once its client process is gone")
    }

    func testVersionAndHelp() throws {
        func run(_ arguments: [String]) throws -> (String, Int32) {
            let process = Process()
            let pipe = Pipe()
            process.executableURL = LSPTestClient.binaryURL
            process.arguments = arguments
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (output, process.terminationStatus)
        }
        let (version, versionStatus) = try run(["--version"])
        XCTAssertEqual(versionStatus, 0)
        XCTAssertTrue(version.range(of: #"^\d+\.\d+\.\d+\s*$"#, options: .regularExpression) != nil, version)
        let (help, helpStatus) = try run(["--help"])
        XCTAssertEqual(helpStatus, 0)
        XCTAssertTrue(help.contains("serve"), help)
        XCTAssertTrue(help.contains("USAGE: mvvm-lsp"), help)
        let (serveHelp, _) = try run(["serve", "--help"])
        XCTAssertTrue(serveHelp.contains("--log-level"), serveHelp)
        XCTAssertFalse(serveHelp.contains("test-hooks"), "test hooks stay hidden")
    }
}

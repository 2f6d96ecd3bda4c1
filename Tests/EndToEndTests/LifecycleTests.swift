import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// The LSP lifecycle, through the real binary over real pipes.
final class LifecycleTests: XCTestCase {
    func testInitializeAdvertisesWhatIsImplementedAndNegotiatesUTF8() throws {
        let server = try LSPTestClient()
        let result = try server.initialize(
            capabilities: .json(["general": ["positionEncodings": ["utf-8", "utf-16"]]]))
        XCTAssertEqual(result.capabilities.positionEncoding, .utf8)
        let sync = try XCTUnwrap(result.capabilities.textDocumentSync)
        XCTAssertEqual(sync.openClose, true)
        XCTAssertEqual(sync.change, .incremental, "incremental sync")
        let serverInfo = try XCTUnwrap(result.serverInfo)
        XCTAssertEqual(serverInfo.name, "mvvm-lsp")
        XCTAssertNotNil(serverInfo.version)
    }

    func testFallsBackToUTF16WhenUTF8IsNotOffered() throws {
        let server = try LSPTestClient()
        let result = try server.initialize(
            capabilities: .json(["general": ["positionEncodings": ["utf-32", "utf-16"]]]))
        XCTAssertEqual(result.capabilities.positionEncoding, .utf16)
        let bare = try LSPTestClient()
        let bareResult = try bare.initialize()
        XCTAssertEqual(bareResult.capabilities.positionEncoding, .utf16)
    }

    func testShutdownThenExitEndsWithCodeZero() throws {
        let server = try LSPTestClient()
        try server.initialize()
        let response = try server.response(to: server.sendRequest(ShutdownRequest.self, EmptyParams()))
        XCTAssertEqual(try response.get(), .null, "\(response)")
        server.notify(ExitNotification.self, EmptyParams())
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitWithoutShutdownEndsWithCodeOne() throws {
        let server = try LSPTestClient()
        try server.initialize()
        server.notify(ExitNotification.self, EmptyParams())
        XCTAssertEqual(server.waitForExit(), 1)
    }

    func testRequestBeforeInitializeIsRefusedAndInitializeStillWorks() throws {
        let server = try LSPTestClient()
        let early = try server.sendExpectingError(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertEqual(early.code, -32002)
        server.open("file:///early.swift", text: "x")
        try server.initialize()
        let state = try server.sendExpectingError(
            TestDocumentStateRequest.self,
            .init(textDocument: TextDocumentIdentifier(uri: "file:///early.swift")))
        XCTAssertEqual(state.code, -32602, "a notification before initialize must be dropped: \(state)")
    }

    func testRequestsAfterShutdownAreInvalidAndSecondInitializeIsRefused() throws {
        let server = try LSPTestClient()
        try server.initialize()
        let again = try server.sendExpectingError(InitializeRequest.self, InitializeParams())
        XCTAssertEqual(again.code, -32600)
        try server.send(ShutdownRequest.self, EmptyParams())
        let late = try server.sendExpectingError(TestSleepRequest.self, .init(milliseconds: 1))
        XCTAssertEqual(late.code, -32600)
        server.notify(ExitNotification.self, EmptyParams())
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testExitsPromptlyWhenInputCloses() throws {
        let server = try LSPTestClient()
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
        let server = try LSPTestClient()
        try server.initialize(processId: Int(client.processIdentifier))
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

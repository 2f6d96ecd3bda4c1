import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// One long session: files opened, typed into (insertions and deletions at random places, many
/// breaking the syntax) and closed, pass after pass; resident memory must stay flat.
final class SoakTests: XCTestCase {
    func testOpenTypeCloseThousandsOfFilesKeepsMemoryFlat() throws {
        let filesPerPass = Budget.int("MVVM_LSP_SOAK_FILES_PER_PASS", default: LongRuns.size(20, long: 150))
        let editsPerFile = Budget.int("MVVM_LSP_SOAK_EDITS_PER_FILE", default: 8)
        let passes = max(3, Budget.int("MVVM_LSP_SOAK_PASSES", default: 3))
        var random = SeededGenerator(seed: Budget.seed("MVVM_LSP_SOAK_SEED", default: 3))
        let workspace = try TestWorkspace()
        try workspace.write("Sources/Shared/SharedViewModel.swift", SwiftSamples.viewModel("Shared"))
        let client = try BatchingClient(arguments: ["--test-hooks", "--log-level", "error"], keepsNotifications: false)
        try client.initialize(rootURI: workspace.rootURI)
        let snippets = [
            "Text(\"typed\")", "{", "}", "(", "\"", "let value = 1\n", "viewModel.", "\n", "  ", "x",
            "@State private var flag = false\n", "// comment\n", "func f() {", "#if DEBUG\n", "]",
        ]
        var residentKiB: [Int] = []
        var filesSoaked = 0
        let started = Date()
        for pass in 1...passes {
            for fileIndex in 0..<filesPerPass {
                let uri = workspace.uri("Sources/Feature\(fileIndex % 50)/Screen\(fileIndex)View.swift")
                var text = Array(SwiftSamples.viewModel("Screen\(fileIndex)").utf16)
                client.notify(
                    DidOpenTextDocumentNotification.self,
                    DidOpenTextDocumentParams(uri, text: String(decoding: text, as: UTF16.self)), flush: false)
                for version in 2...(editsPerFile + 1) {
                    // Positions as an editor computes them (UTF-16, the negotiated default).
                    let offset = random.int(0...text.count)
                    let deleting = random.chance(0.3) ? min(random.int(1...12), text.count - offset) : 0
                    let insertion = deleting > 0 && random.chance(0.5) ? "" : random.pick(snippets)
                    let start = Self.position(of: offset, in: text),
                        end = Self.position(of: offset + deleting, in: text)
                    text.replaceSubrange(offset..<(offset + deleting), with: Array(insertion.utf16))
                    client.notify(
                        DidChangeTextDocumentNotification.self,
                        DidChangeTextDocumentParams(
                            uri, version: version,
                            [TextDocumentContentChangeEvent(replacing: Range(start: start, end: end), with: insertion)]),
                        flush: false)
                }
                if fileIndex % 25 == 0 {
                    // The server's copy matches the editor's after the typing.
                    let state = try client.result(
                        TestDocumentStateRequest.self, .init(textDocument: TextDocumentIdentifier(uri: uri)),
                        timeout: 120)
                    XCTAssertEqual(state.text, String(decoding: text, as: UTF16.self), uri)
                    XCTAssertEqual(state.version, editsPerFile + 1)
                }
                client.notify(
                    DidCloseTextDocumentNotification.self,
                    DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)),
                    flush: false)
                filesSoaked += 1
            }
            // A workspace request runs after every update sent before it: the pass is done.
            try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Screen"), timeout: 300)
            let rss = try XCTUnwrap(client.residentKiB)
            residentKiB.append(rss)
            print(
                "soak: pass \(pass): \(filesPerPass) files, RSS \(rss / 1024) MiB "
                    + "(\(String(format: "%.0f", Date().timeIntervalSince(started))) s)")
        }
        let growth = Double(residentKiB[2] - residentKiB[1]) / Double(residentKiB[1])
        print(
            "soak: \(filesSoaked) files, \(filesSoaked * editsPerFile) edits; RSS per pass (KiB) \(residentKiB); "
                + "growth pass 2→3 \(String(format: "%.1f", growth * 100)) %")
        XCTAssertLessThan(growth, 0.10, "resident memory grew between passes 2 and 3: \(residentKiB)")
        if passes > 3 {
            XCTAssertLessThan(
                Double(residentKiB.last! - residentKiB[1]) / Double(residentKiB[1]), 0.10, "\(residentKiB)")
        }
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }

    /// The LSP position (UTF-16 columns) of a UTF-16 offset.
    static func position(of offset: Int, in text: [UInt16]) -> Position {
        var line = 0, lineStart = 0
        for index in 0..<offset where text[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return Position(line: line, character: offset - lineStart)
    }
}

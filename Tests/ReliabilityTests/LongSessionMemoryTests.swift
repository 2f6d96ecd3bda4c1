import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// A day of editing in one session: files of an indexed workspace, real-sized, opened, broken
/// by an edit (`func broken( {` mid-file) and closed, new files every pass for half the passes,
/// then the same files again; resident memory must stay within twice what the indexed workspace
/// takes, flat once every file has been opened once, and not rise while idle. (A closed file
/// used to keep the syntax tree of its last parse: every file ever opened cost about 30 times
/// its text for the rest of the session.) The first opening of a file costs a few KiB that stay
/// (its storage is made again on close, away from where indexing put it: on a real app, 424
/// files, +3.2 % over the first round and +0.8 % over each of the next two), so flatness is
/// measured over the second round.
final class LongSessionMemoryTests: XCTestCase {
    func testOpenBreakCloseRealSizedFilesKeepsMemoryFlat() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
        let filesPerPass = Budget.int("MVVM_LSP_MEMORY_FILES_PER_PASS", default: 40)
        let passes = max(10, Budget.int("MVVM_LSP_MEMORY_PASSES", default: 10))
        let workspace = try TestWorkspace()
        let rounds = 2
        let paths = (0..<(filesPerPass * passes / rounds)).map { "Sources/Feature\($0 / 50)/Screen\($0)View.swift" }
        var texts: [String] = []
        for (index, path) in paths.enumerated() {
            texts.append(RealSizedScreens.screen("Screen\(index)"))
            try workspace.write(path, texts[index])
        }
        let client = try BatchingClient(arguments: ["--test-hooks", "--log-level", "error"], keepsNotifications: false)
        try client.initialize(rootURI: workspace.rootURI)
        try waitUntilIndexed(client, views: paths.count)
        let indexedKiB = try XCTUnwrap(client.residentKiB)

        var residentKiB: [Int] = []
        let passesPerRound = passes / rounds
        for pass in 0..<passes {
            let first = (pass % passesPerRound) * filesPerPass
            for index in first..<(first + filesPerPass) {
                let uri = workspace.uri(paths[index])
                client.notify(
                    DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(uri, text: texts[index]),
                    flush: false)
                let middle = texts[index].split(separator: "\n", omittingEmptySubsequences: false).count / 2
                let start = Position(line: middle, character: 0)
                client.notify(
                    DidChangeTextDocumentNotification.self,
                    DidChangeTextDocumentParams(
                        uri, version: 2,
                        [
                            TextDocumentContentChangeEvent(
                                replacing: Range(start: start, end: start),
                                with: "func broken( {\n")
                        ]), flush: false)
                client.notify(
                    DidCloseTextDocumentNotification.self,
                    DidCloseTextDocumentParams(textDocument: TextDocumentIdentifier(uri: uri)), flush: false)
            }
            // A workspace request runs after every update sent before it: the pass is done.
            try client.result(WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "Nothing"), timeout: 600)
            residentKiB.append(try XCTUnwrap(client.residentKiB))
            print("long session: pass \(pass + 1): \(filesPerPass) files, RSS \(residentKiB.last! / 1024) MiB")
        }
        let warm = residentKiB[passesPerRound - 1]
        let growth = Double(residentKiB.last! - warm) / Double(warm)
        print(
            "long session: RSS per pass (KiB) \(residentKiB); pass \(passesPerRound) → \(passes): "
                + "\(String(format: "%+.1f", growth * 100)) %")
        XCTAssertLessThan(
            growth, 0.03, "resident memory grew from pass \(passesPerRound) to pass \(passes): \(residentKiB)")
        // Every file is closed again: what the session keeps is the index, not its edit history.
        XCTAssertLessThanOrEqual(
            residentKiB.last!, 2 * indexedKiB,
            "RSS after \(passes) passes against \(indexedKiB) KiB indexed: \(residentKiB)")
        Thread.sleep(forTimeInterval: 5)
        let idleKiB = try XCTUnwrap(client.residentKiB)
        print("long session: RSS indexed \(indexedKiB / 1024) MiB, idle after the last pass \(idleKiB / 1024) MiB")
        XCTAssertLessThanOrEqual(idleKiB, residentKiB.last! + 1024, "idle RSS rose after the last pass")
        client.assertHealthy()
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }

    /// Waits until the index holds every screen's view (asked as an editor would, by symbol).
    private func waitUntilIndexed(_ client: BatchingClient, views: Int) throws {
        let deadline = Date().addingTimeInterval(600)
        while Date() < deadline {
            let symbols = try client.result(
                WorkspaceSymbolRequest.self, WorkspaceSymbolParams(query: "View"), timeout: 600)
            if symbols.filter({ $0.name.hasPrefix("Screen") && $0.name.hasSuffix("View") }).count == views { return }
            Thread.sleep(forTimeInterval: 0.5)
        }
        XCTFail("the workspace was not indexed in 600 s")
    }
}

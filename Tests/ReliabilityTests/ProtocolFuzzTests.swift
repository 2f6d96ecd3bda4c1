import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Hostile protocol input against the real binary: every request whose framing is intact gets a
/// well-formed result or JSON-RPC error, and afterwards the server still answers correctly.
final class ProtocolFuzzTests: XCTestCase {
    /// `MVVM_LSP_FUZZ_FRAMES` frames (default 100,000 in a long run, else 2,000) from
    /// `MVVM_LSP_FUZZ_SEED`.
    func testHostileFramesThenANormalSession() throws {
        let frameCount = Budget.int("MVVM_LSP_FUZZ_FRAMES", default: LongRuns.size(2_000, long: 100_000))
        let seed = Budget.seed("MVVM_LSP_FUZZ_SEED", default: 9)
        let workspace = try TestWorkspace()
        try workspace.write("Fuzz/File0.swift", SwiftSamples.viewModel("Disk"))
        let client = try BatchingClient(arguments: ["--test-hooks", "--log-level", "error"], keepsNotifications: false)
        try client.initialize(rootURI: workspace.rootURI)

        var fuzzer = FrameFuzzer(seed: seed, workspace: workspace)
        var expected: [RequestID] = []
        var categories: [String: Int] = [:]
        let started = Date()
        // Sent in windows, as a client would: a window's requests must be answered before the
        // window after next is sent, so the server's queue stays bounded (a flood of tens of
        // thousands of queued messages makes the scheduler's dependency scan quadratic).
        let window = 1_000
        // Each heavy frame once, spread over the run.
        let specials = FrameFuzzer.specialKinds
        let specialAt = Dictionary(
            uniqueKeysWithValues: specials.enumerated().map {
                (frameCount * ($0.offset + 1) / (specials.count + 1), $0.element)
            })
        var answeredUpTo = 0, checkpoint = 0
        for index in 0..<frameCount {
            let frame = specialAt[index].map { fuzzer.special($0) } ?? fuzzer.next()
            client.enqueue(frame.bytes)
            if let id = frame.expectedID { expected.append(id) }
            categories[frame.category, default: 0] += 1
            if index % window == window - 1 {
                try client.waitForAnswers(Array(expected[answeredUpTo..<checkpoint]), timeout: 60)
                answeredUpTo = checkpoint
                checkpoint = expected.count
            }
        }
        client.flush()
        try client.waitForAnswers(Array(expected[answeredUpTo...]), timeout: 120)
        let elapsed = Date().timeIntervalSince(started)
        let rss = client.residentKiB ?? 0
        print(
            "fuzz: \(frameCount) frames (seed \(seed)) in \(String(format: "%.1f", elapsed)) s; "
                + "\(expected.count) requests answered; \(client.nullIDErrors) errors with id null; RSS \(rss / 1024) MiB; "
                + categories.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))

        try assertNormalSession(client, workspace: workspace)
        client.assertHealthy()
        XCTAssertLessThan(rss, 1_500_000, "resident memory after the fuzz run")
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }

    /// The fuzzer writes the integers a `Double` cannot hold exactly (`Int.max`, `Int.min`) with
    /// their digits, where an overflow in the server would show.
    func testFramesCarryExactExtremeIntegers() throws {
        var fuzzer = FrameFuzzer(seed: 9, workspace: try TestWorkspace())
        let texts = (0..<3_000).map { _ in String(decoding: fuzzer.next().bytes, as: UTF8.self) }
        XCTAssertTrue(texts.contains { $0.contains(":9223372036854775807") })
        XCTAssertTrue(texts.contains { $0.contains(":-9223372036854775808") })
        XCTAssertFalse(texts.contains { $0.contains("exact-integer") })
    }

    /// A document opened, edited and queried after the storm behaves exactly as in a fresh session.
    func assertNormalSession(
        _ client: BatchingClient, workspace: TestWorkspace,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let document = TextDocumentIdentifier(uri: workspace.uri("After/CheckView.swift"))
        let source = MarkedText("struct CheckView {1️⃣}\n")
        client.notify(DidOpenTextDocumentNotification.self, DidOpenTextDocumentParams(document.uri, text: source.text))
        client.notify(
            DidChangeTextDocumentNotification.self,
            DidChangeTextDocumentParams(
                document.uri, version: 2, [TextDocumentContentChangeEvent(inserting: " let x = 1 ", at: source["1️⃣"])]))
        let state = try client.result(TestDocumentStateRequest.self, .init(textDocument: document), timeout: 60)
        XCTAssertEqual(state.version, 2, file: file, line: line)
        XCTAssertEqual(state.text, "struct CheckView { let x = 1 }\n", file: file, line: line)
        let symbols = try client.result(
            DocumentSymbolRequest.self, DocumentSymbolParams(textDocument: document), timeout: 60)
        XCTAssertEqual(symbols.first?.name, "CheckView", "\(symbols)", file: file, line: line)
        XCTAssertEqual(
            try client.result(TestSleepRequest.self, .init(milliseconds: 1)).slept, 1, file: file, line: line)
    }
}

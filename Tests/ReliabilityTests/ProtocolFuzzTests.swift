import Foundation
import TestSupport
import XCTest

/// Hostile protocol input against the real binary: every request whose framing is intact gets a
/// well-formed result or JSON-RPC error, and afterwards the server still answers correctly.
final class ProtocolFuzzTests: XCTestCase {
    /// `MVVM_LSP_FUZZ_FRAMES` frames (default 100,000 in a long run, else 3,000) from
    /// `MVVM_LSP_FUZZ_SEED`.
    func testHostileFramesThenANormalSession() throws {
        let frameCount = Budget.int("MVVM_LSP_FUZZ_FRAMES", default: LongRuns.size(3_000, long: 100_000))
        let seed = Budget.seed("MVVM_LSP_FUZZ_SEED", default: 9)
        let workspace = try TemporaryFolder()
        try workspace.write("Fuzz/File0.swift", SwiftSamples.viewModel("Disk"))
        let client = try LSPClient(arguments: ["--test-hooks", "--log-level", "error"], keepsNotifications: false)
        try client.initialize(rootURI: workspace.uri)

        var fuzzer = FrameFuzzer(seed: seed, workspace: workspace)
        var expected: [String] = []
        var categories: [String: Int] = [:]
        let started = Date()
        // Sent in windows, as a client would: a window's requests must be answered before the
        // window after next is sent, so the server's queue stays bounded (a flood of tens of
        // thousands of queued messages makes the scheduler's dependency scan quadratic).
        let window = 1_000
        // Each heavy frame once, spread over the run.
        let specials = FrameFuzzer.specialKinds
        let specialAt = Dictionary(uniqueKeysWithValues: specials.enumerated().map {
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
        print("fuzz: \(frameCount) frames (seed \(seed)) in \(String(format: "%.1f", elapsed)) s; "
              + "\(expected.count) requests answered; \(client.nullIDErrors) errors with id null; RSS \(rss / 1024) MiB; "
              + categories.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))

        try assertNormalSession(client, workspace: workspace)
        client.assertHealthy()
        XCTAssertLessThan(rss, 1_500_000, "resident memory after the fuzz run")
        XCTAssertEqual(try client.shutDown(timeout: 60), 0)
    }

    /// A document opened, edited and queried after the storm behaves exactly as in a fresh session.
    func assertNormalSession(_ client: LSPClient, workspace: TemporaryFolder,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let uri = workspace.uri("After/CheckView.swift")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1,
                                                               "text": "struct CheckView {}\n"]])
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 18], "end": ["line": 0, "character": 18]],
                                "text": " let x = 1 "]],
        ])
        let state = try XCTUnwrap(try client.result("mvvm-test/documentState", ["textDocument": ["uri": uri]],
                                                    timeout: 60) as? JSONObject)
        XCTAssertEqual(state["version"] as? Int, 2, file: file, line: line)
        XCTAssertEqual(state["text"] as? String, "struct CheckView { let x = 1 }\n", file: file, line: line)
        let symbols = try XCTUnwrap(try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]],
                                                      timeout: 60) as? [JSONObject])
        XCTAssertEqual(symbols.first?["name"] as? String, "CheckView", "\(symbols)", file: file, line: line)
        let slept = try XCTUnwrap(try client.result("mvvm-test/sleep", ["milliseconds": 1]) as? JSONObject)
        XCTAssertEqual(slept["slept"] as? Int, 1, file: file, line: line)
    }
}

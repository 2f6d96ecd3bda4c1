import Foundation
import SwiftParser
import TestSupport

/// Target 1: a one-character `didChange` on a large view file, until its `publishDiagnostics`,
/// against one full swift-syntax parse of that file.
struct KeystrokeBenchmark {
    let binary: String
    let lines: Int
    let screens: Int
    let keystrokes: Int

    func run() throws -> [Figure] {
        let folder = try TestWorkspace(named: "keystroke")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: screens)
        let text = WorkspaceGenerator.largeView("DashboardView", lines: lines)
        let file = folder.root.appendingPathComponent("Sources/Dashboard/DashboardView.swift")
        try generator.write(text, to: file)

        let parse = Self.parseTime(text, repetitions: max(20, keystrokes / 2))
        let session = try ServerSession(binary: binary, root: folder.root)
        _ = session.initialized()
        _ = try session.waitForIndex()
        session.open(file, text: text)
        _ = try session.waitForDiagnostics(file, version: 1)

        let (line, column) = Self.editPosition(in: text)
        var latencies: [Double] = []
        for keystroke in 0..<keystrokes {
            latencies.append(try session.type(in: file, line: line, column: column, version: keystroke + 2))
        }
        session.stop()
        let sample = Sample(latencies)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return [
            Figure(
                name: "keystroke → diagnostics, median (\(lineCount)-line view)", value: sample.median, unit: "ms",
                baseline: parse, baselineName: "full parse", target: .ratioAtMost(1)),
            Figure(
                name: "keystroke → diagnostics, p99", value: sample.percentile(0.99), unit: "ms",
                baseline: parse, baselineName: "full parse", target: .valueAtMost(10)),
        ]
    }

    /// The median time of a full parse of `text`, in milliseconds.
    static func parseTime(_ text: String, repetitions: Int) -> Double {
        for _ in 0..<3 { _ = Parser.parse(source: text) }
        return Sample((0..<repetitions).map { _ in measure { _ = Parser.parse(source: text) } }).median
    }

    /// Inside the string literal of the middle `Text("Section …")`, before its closing quote.
    static func editPosition(in text: String) -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = lines.indices.filter { lines[$0].contains("Text(\"Section ") }
        let line = candidates[candidates.count / 2]
        let quote = lines[line].utf8.lastIndex(of: UInt8(ascii: "\""))!
        return (line, lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: quote))
    }
}

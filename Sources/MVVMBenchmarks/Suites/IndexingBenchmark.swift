import Foundation
import LanguageServerProtocol
import TestSupport

/// Answers while a workspace is being indexed. Typing in a large view while 2,000
/// other files are read (keystroke → diagnostics, against a full parse of the view), and the
/// first diagnostics of views opened right after start-up against their settled ones.
struct IndexingBenchmark {
    let binary: String
    let lines: Int
    /// Screens (three files each) of the workspace being indexed.
    let screens: Int
    /// Lines of each screen's view in that workspace.
    let viewLines: Int
    /// Screens of the smaller workspace whose first publishes are compared with the settled ones.
    let smallScreens: Int
    let openedViews: Int

    func run() throws -> [Figure] {
        try [keystrokesDuringIndexing()] + firstPublishes()
    }

    private func keystrokesDuringIndexing() throws -> Figure {
        let folder = try TestWorkspace(named: "indexing-keystroke")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: screens)
        // Views of a real app's size, so that reading the workspace takes as long as a real one's.
        for index in 0..<screens {
            let view = folder.root.appendingPathComponent(
                "Sources/Feature\(index / 100)/Screen\(index)/Screen\(index)View.swift")
            try generator.write(WorkspaceGenerator.largeView("Screen\(index)View", lines: viewLines), to: view)
        }
        let text = WorkspaceGenerator.largeView("DashboardView", lines: lines)
        let file = folder.root.appendingPathComponent("Sources/Dashboard/DashboardView.swift")
        try generator.write(text, to: file)
        let files = generator.swiftFiles().count
        let parse = KeystrokeBenchmark.parseTime(text, repetitions: 20)

        let session = try ServerSession(binary: binary, root: folder.root)
        _ = session.initialized()
        session.open(file, text: text)
        _ = try session.waitForDiagnostics(file, version: 1)
        let (line, column) = KeystrokeBenchmark.editPosition(in: text)
        var latencies: [Double] = []
        var version = 1
        // Type until the index is complete; only keystrokes answered while it loads count.
        while !session.indexHasEnded {
            version += 1
            latencies.append(try session.type(in: file, line: line, column: column, version: version))
        }
        session.stop()
        let sample = Sample(latencies)
        return Figure(
            name: "keystroke → diagnostics, p99 while \(files) files index (\(latencies.count) keystrokes)",
            value: sample.percentile(0.99), unit: "ms", baseline: parse, baselineName: "full parse",
            target: .valueAtMost(10))
    }

    /// Opens `openedViews` views right after `initialized` and compares each one's first
    /// published diagnostics with its last (after indexing): the share that were already final,
    /// and the number of first publishes holding a finding the settled ones do not.
    private func firstPublishes() throws -> [Figure] {
        let folder = try TestWorkspace(named: "indexing-first-publish")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: smallScreens)
        let views = (0..<openedViews).map { index -> URL in
            let screen = index * smallScreens / openedViews
            return folder.root.appendingPathComponent(
                "Sources/Feature\(screen / 100)/Screen\(screen)/Screen\(screen)View.swift")
        }
        let session = try ServerSession(binary: binary, root: folder.root)
        _ = session.initialized()
        for view in views { session.open(view, text: try String(contentsOf: view, encoding: .utf8)) }
        var first: [URL: Set<String>] = [:]
        for view in views { first[view] = Self.findings(try session.waitForDiagnostics(view, version: 1).diagnostics) }
        _ = try session.waitForIndex()
        Thread.sleep(forTimeInterval: 0.5) // the refresh after indexing publishes every view again
        var settled = first
        for view in views {
            while let later = try? session.waitForDiagnostics(view, version: 1, timeout: 0) {
                settled[view] = Self.findings(later.diagnostics)
            }
        }
        session.stop()
        let final = views.filter { first[$0] == settled[$0] }.count
        let wrong = views.filter { !(first[$0] ?? []).isSubset(of: settled[$0] ?? []) }.count
        let files = generator.swiftFiles().count
        return [
            Figure(
                name: "first publish = settled, \(views.count) views opened at start-up (\(files) files)",
                value: Double(final) / Double(views.count) * 100, unit: "%", baseline: nil, baselineName: "",
                target: .none),
            Figure(
                name: "first publishes with a finding the settled ones lack", value: Double(wrong), unit: "",
                baseline: nil, baselineName: "", target: .valueAtMost(0)),
        ]
    }

    private static func findings(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.map { "\($0.code ?? "")@\($0.range.start.line)" })
    }
}

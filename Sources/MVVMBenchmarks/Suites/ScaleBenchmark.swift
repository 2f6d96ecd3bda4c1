import Foundation

/// Targets 3 and 4: a generated workspace of many screens — first diagnostics of an opened
/// file, the full index, peak memory — then navigation and code actions once indexed.
struct ScaleBenchmark {
    let binary: String
    let screens: Int
    let requests: Int

    func run() throws -> [Figure] {
        let folder = try TemporaryFolder("scale")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.url)
        try generator.generate(screens: screens)
        let orphan = folder.url.appendingPathComponent("Sources/Orphan/OrphanViewModel.swift")
        try generator.write(Self.orphanViewModel, to: orphan)
        // The contract convention, so that scaffolding (which plain SwiftUI lacks) is offered.
        try generator.write("convention: contract\n", to: folder.url.appendingPathComponent(".mvvm-lsp.yml"))
        let screen = "Screen\(screens / 2)"
        let screenFolder = folder.url.appendingPathComponent("Sources/Feature\(screens / 2 / 100)/\(screen)")
        let view = screenFolder.appendingPathComponent("\(screen)View.swift")
        let viewModel = screenFolder.appendingPathComponent("\(screen)ViewModel.swift")
        let fileCount = screens * 3 + 1

        let session = try ServerSession(binary: binary, root: folder.url)
        let start = session.initialized()
        session.open(view, text: try String(contentsOf: view, encoding: .utf8))
        let firstDiagnostics = try session.waitForDiagnostics(view, version: 1)
        let indexed = try session.waitForIndex()
        session.open(viewModel, text: try String(contentsOf: viewModel, encoding: .utf8))
        session.open(orphan, text: Self.orphanViewModel)
        _ = try session.waitForDiagnostics(orphan, version: 1)

        let matching = try latencies(session, "mvvm/matchingFile", [
            "textDocument": ["uri": viewModel.absoluteString], "position": ["line": 3, "character": 14],
        ] as [String: Any])
        let actionParams: [String: Any] = [
            "textDocument": ["uri": orphan.absoluteString],
            "range": ["start": ["line": 6, "character": 14], "end": ["line": 6, "character": 14]],
            "context": ["diagnostics": [Any]()],
        ]
        let scaffoldOffered = try Self.offersScaffold(session.client.call("textDocument/codeAction", actionParams))
        let actions = try latencies(session, "textDocument/codeAction", actionParams)
        let peak = session.client.peakResidentBytes.map { Double($0) / 1_048_576 } ?? .nan
        session.client.stop()

        return [
            Figure(name: "first diagnostics after `initialized`, \(fileCount) files", value: (firstDiagnostics.time - start).milliseconds,
                   unit: "ms", baseline: nil, baselineName: "", target: .valueAtMost(150)),
            Figure(name: "full index (`$/progress` end)", value: (indexed.time - start).milliseconds / 1000,
                   unit: "s", baseline: nil, baselineName: "", target: .valueAtMost(10)),
            Figure(name: "server peak RSS", value: peak, unit: "MB", baseline: nil, baselineName: "", target: .valueAtMost(300)),
            Figure(name: "mvvm/matchingFile p99 (view model → view)", value: matching.percentile(0.99), unit: "ms",
                   baseline: matching.median, baselineName: "median", target: .valueAtMost(2)),
            Figure(name: "codeAction p99 on a view model without view" + (scaffoldOffered ? "" : " (no scaffold action offered)"),
                   value: actions.percentile(0.99), unit: "ms", baseline: actions.median, baselineName: "median",
                   target: scaffoldOffered ? .valueAtMost(5) : .none),
        ]
    }

    /// A contract view model no view renders (its declaration on line 6, 0-based).
    static let orphanViewModel = """
        protocol OrphanViewModelContract: AnyObject {
            var title: String { get }
            func refresh()
        }

        @Observable
        final class OrphanViewModel: OrphanViewModelContract {
            private(set) var title = ""
            func refresh() {}
        }

        """

    /// Client-side round trips of `requests` sequential requests, after a few warm-ups.
    private func latencies(_ session: ServerSession, _ method: String, _ params: [String: Any]) throws -> Sample {
        for _ in 0..<3 { _ = try session.client.call(method, params) }
        return Sample(try (0..<requests).map { _ in
            try measure { _ = try session.client.call(method, params) }
        })
    }

    /// Whether the code actions include one that scaffolds (creates) a file.
    private static func offersScaffold(_ result: Any?) -> Bool {
        guard let actions = result as? [[String: Any]] else { return false }
        return actions.contains { action in
            let title = (action["title"] as? String ?? "").lowercased()
            return title.contains("scaffold") || title.contains("create")
        }
    }
}

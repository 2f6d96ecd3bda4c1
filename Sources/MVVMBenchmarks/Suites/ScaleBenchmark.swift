import Foundation
import LanguageServerProtocol
import TestSupport

/// Targets 3 and 4: a generated workspace of many screens — first diagnostics of an opened
/// file, the full index, peak memory — then navigation and code actions once indexed.
struct ScaleBenchmark {
    let binary: String
    let screens: Int
    let requests: Int

    func run() throws -> [Figure] {
        let folder = try TestWorkspace(named: "scale")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: screens)
        let orphan = folder.root.appendingPathComponent("Sources/Orphan/OrphanViewModel.swift")
        try generator.write(Self.orphanViewModel, to: orphan)
        // The contract convention, so that scaffolding (which plain SwiftUI lacks) is offered.
        try generator.write("convention: contract\n", to: folder.root.appendingPathComponent(".mvvm-lsp.yml"))
        let screen = "Screen\(screens / 2)"
        let screenFolder = folder.root.appendingPathComponent("Sources/Feature\(screens / 2 / 100)/\(screen)")
        let view = screenFolder.appendingPathComponent("\(screen)View.swift")
        let viewModel = screenFolder.appendingPathComponent("\(screen)ViewModel.swift")
        let fileCount = screens * 3 + 1

        let session = try ServerSession(binary: binary, root: folder.root)
        let start = session.initialized()
        session.open(view, text: try String(contentsOf: view, encoding: .utf8))
        let firstDiagnostics = try session.waitForDiagnostics(view, version: 1)
        let indexed = try session.waitForIndex()
        session.open(viewModel, text: try String(contentsOf: viewModel, encoding: .utf8))
        session.open(orphan, text: Self.orphanViewModel)
        _ = try session.waitForDiagnostics(orphan, version: 1)

        let matching = try latencies {
            try session.roundTrip(
                MatchingFileRequest.self,
                MatchingFileParams(
                    textDocument: TextDocumentIdentifier(uri: viewModel.absoluteString),
                    position: Position(line: 3, character: 14)))
        }
        let actionParams = CodeActionParams(
            textDocument: TextDocumentIdentifier(uri: orphan.absoluteString),
            range: LanguageServerProtocol.Range(
                start: Position(line: 6, character: 14), end: Position(line: 6, character: 14)),
            context: CodeActionContext(diagnostics: []))
        let scaffoldOffered = Self.offersScaffold(
            try session.client.send(CodeActionRequest.self, actionParams, timeout: 120))
        let actions = try latencies { try session.roundTrip(CodeActionRequest.self, actionParams) }
        let peak = session.client.peakResidentBytes.map { Double($0) / 1_048_576 } ?? .nan
        session.stop()

        return [
            Figure(
                name: "first diagnostics after `initialized`, \(fileCount) files",
                value: (firstDiagnostics.receivedAt - start).milliseconds,
                unit: "ms", baseline: nil, baselineName: "", target: .valueAtMost(150)),
            Figure(
                name: "full index (`$/progress` end)", value: (indexed - start).milliseconds / 1000,
                unit: "s", baseline: nil, baselineName: "", target: .valueAtMost(10)),
            Figure(
                name: "server peak RSS", value: peak, unit: "MB", baseline: nil, baselineName: "",
                target: .valueAtMost(300)),
            Figure(
                name: "mvvm/matchingFile p99 (view model → view)", value: matching.percentile(0.99), unit: "ms",
                baseline: matching.median, baselineName: "median", target: .valueAtMost(2)),
            Figure(
                name: "codeAction p99 on a view model without view"
                    + (scaffoldOffered ? "" : " (no scaffold action offered)"),
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

    /// Round trips of `requests` sequential requests, after a few warm-ups.
    private func latencies(_ roundTrip: () throws -> Double) throws -> Sample {
        for _ in 0..<3 { _ = try roundTrip() }
        return Sample(try (0..<requests).map { _ in try roundTrip() })
    }

    /// Whether the code actions include one that scaffolds (creates) a file.
    private static func offersScaffold(_ actions: [CodeAction]) -> Bool {
        actions.contains { action in
            let title = action.title.lowercased()
            return title.contains("scaffold") || title.contains("create")
        }
    }
}

import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// No answer from unknown state: what the server says while a workspace folder is still being
/// read is either what it will say once it is read, or leaves out what is not known yet.
final class IndexingAnswersTests: XCTestCase {
    /// A view of each fixture workspace, opened right after `initialize`.
    private let fixtureViews = [
        (
            "ContractWorkspace",
            "Features/Character/Sources/Presentation/CharacterDetail/Views/CharacterDetailView.swift"
        ),
        ("FOSMVVMWorkspace", "Sources/TaskViews/Tasks/TaskDetailView.swift"),
        ("PlainApp", "Sources/Feed/FeedView.swift"),
        ("MixedWorkspace", "Sources/Shop/Profile/Views/ProfileView.swift"),
        ("PairingStyles", "Sources/App/GenericContract.swift"),
    ]

    func testTheFirstPublishOfAVersionIsTheSettledOneOnEveryFixture() throws {
        // One server per fixture, all at once, so the wait for late publishes is paid once.
        let sessions = try fixtureViews.map {
            fixture, view -> (fixture: String, server: LSPTestClient, uri: DocumentURI) in
            let workspace = try TestWorkspace(copying: fixture)
            XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.url(view).path), "\(fixture): \(view)")
            // A grace period the index surely ends within, on any machine: then the first
            // publish must be the settled one (the default is 200 ms).
            let server = try LSPTestClient(arguments: ["--log-level", "debug", "--index-wait", "20000"])
            try server.initialize(rootURI: workspace.rootURI)
            return (fixture, server, try server.open(view, in: workspace))
        }
        for (_, server, uri) in sessions {
            try server.waitUntil("indexing", timeout: 30) { server.stderr.contains("Indexed workspace folder") }
            _ = try server.diagnostics(for: uri, version: 1)
        }
        Thread.sleep(forTimeInterval: 0.5) // any later publish of version 1 arrives meanwhile
        for (fixture, server, uri) in sessions {
            let published = server.publishedDiagnostics(for: uri)
            let first = try XCTUnwrap(published.first, fixture)
            for later in published.dropFirst() {
                XCTAssertEqual(
                    Self.text(of: later), Self.text(of: first), "\(fixture): the first publish was not final")
            }
        }
    }

    private static func text(of published: PublishDiagnosticsParams) -> String {
        ((try? JSONValue(encoding: published)) ?? .null).canonicalText
    }
}

extension IndexingAnswersTests {
    /// A contract workspace with thousands of other files, so indexing outlasts the grace period.
    private func largeWorkspace() throws -> TestWorkspace {
        let workspace = try TestWorkspace(files: [
            ".mvvm-lsp.yml": "convention: contract\n",
            "Sources/Presentation/Cart/Views/CartView.swift": """
            import SwiftUI

            struct CartView: View {
                let viewModel: CartViewModel
                var body: some View {
                    Text(viewModel.title)
                        .padding(16)
                        .accessibilityIdentifier("cart.title")
                }
            }
            """,
        ])
        for index in 0..<4_000 {
            try workspace.write(
                "Sources/Filler/Filler\(index).swift",
                """
                import Foundation

                struct Filler\(index) {
                    let identifier = \(index)
                    func describe() -> String { "filler \\(identifier)" }
                }
                """)
        }
        return workspace
    }

    func testBeforeALongIndexEndsOnlyWhatCannotChangeIsPublished() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason) // a 4,000-file workspace
        let workspace = try largeWorkspace()
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open("Sources/Presentation/Cart/Views/CartView.swift", in: workspace)
        let first = try server.diagnostics(for: uri, version: 1, timeout: 30).ruleLines
        XCTAssertFalse(
            server.stderr.contains("Indexed workspace folder"), "the test needs indexing to outlast the grace period")
        XCTAssertEqual(
            first, ["contract/accessibility-identifier-literal@8"],
            "a finding of a rule reading only this file; design tokens depend on the workspace's design system")
        // Typing goes on while the index loads: each version is answered at once, with what is known.
        let text = try workspace.read("Sources/Presentation/Cart/Views/CartView.swift")
        server.replaceText(
            of: uri, with: text.replacingOccurrences(of: "\"cart.title\"", with: "\"cart.header\""), version: 2)
        XCTAssertEqual(
            try server.diagnostics(for: uri, version: 2, timeout: 30).ruleLines,
            ["contract/accessibility-identifier-literal@8"])
        XCTAssertFalse(server.stderr.contains("Indexed workspace folder"), "answered while indexing")
        let settled = try server.diagnostics(for: uri, timeout: 60) { $0.count > 1 }.ruleLines
        XCTAssertEqual(
            settled,
            ["contract/accessibility-identifier-literal@8", "contract/design-tokens@7", "mvvm/missing-preview@3"])
        XCTAssertTrue(server.stderr.contains("Indexed workspace folder"))
    }
}

extension IndexingAnswersTests {
    func testPullClientsGetWhatIsKnownThenAreAskedToPullAgain() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason) // a 4,000-file workspace
        let workspace = try largeWorkspace()
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "textDocument": ["diagnostic": ["dynamicRegistration": false]],
                "workspace": ["diagnostics": ["refreshSupport": true]],
            ]))
        let uri = try server.open("Sources/Presentation/Cart/Views/CartView.swift", in: workspace)
        let early = try server.send(
            DocumentDiagnosticRequest.self, DocumentDiagnosticParams(textDocument: TextDocumentIdentifier(uri: uri)))
        XCTAssertFalse(
            server.stderr.contains("Indexed workspace folder"), "the test needs indexing to outlast the grace period")
        XCTAssertEqual(early.items?.ruleLines, ["contract/accessibility-identifier-literal@8"])

        let refresh = try server.serverRequest(WorkspaceDiagnosticRefreshRequest.self, timeout: 60)
        server.reply(to: refresh, with: NullResult())
        let settled = try server.send(
            DocumentDiagnosticRequest.self,
            DocumentDiagnosticParams(
                textDocument: TextDocumentIdentifier(uri: uri), previousResultId: early.resultId ?? ""))
        XCTAssertEqual(
            settled.items?.ruleLines,
            ["contract/accessibility-identifier-literal@8", "contract/design-tokens@7", "mvvm/missing-preview@3"])
    }

    /// Neovim 0.12 pulls diagnostics but takes no `workspace/diagnostic/refresh`: a partial
    /// answer would stay until the user types, so its pull waits for the index.
    func testPullClientsThatCannotBeAskedAgainGetTheSettledDiagnostics() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason) // a 4,000-file workspace
        let workspace = try largeWorkspace()
        let server = try LSPTestClient.answeredByTest()
        try server.initialize(
            rootURI: workspace.rootURI,
            capabilities: .json([
                "textDocument": ["diagnostic": ["dynamicRegistration": false]],
                "workspace": ["diagnostics": ["refreshSupport": false]],
            ]))
        let uri = try server.open("Sources/Presentation/Cart/Views/CartView.swift", in: workspace)
        let answer = try server.send(
            DocumentDiagnosticRequest.self,
            DocumentDiagnosticParams(
                textDocument: TextDocumentIdentifier(uri: uri)), timeout: 60)
        XCTAssertEqual(
            answer.items?.ruleLines,
            ["contract/accessibility-identifier-literal@8", "contract/design-tokens@7", "mvvm/missing-preview@3"])
    }

    func testMatchingFileAskedDuringIndexingWaitsForTheAnswer() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason) // a 4,000-file workspace
        let workspace = try largeWorkspace()
        try workspace.write(
            "Sources/Presentation/Cart/ViewModels/CartViewModel.swift",
            """
            import Observation

            @Observable
            final class CartViewModel {
                var title = ""
            }
            """)
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open("Sources/Presentation/Cart/Views/CartView.swift", in: workspace)
        // Asked at once, before the view model's file is read: the answer waits for it.
        let matches = try server.send(
            MatchingFileRequest.self, MatchingFileParams(textDocument: TextDocumentIdentifier(uri: uri)), timeout: 60)
        XCTAssertEqual(matches.map(\.uri), [workspace.uri("Sources/Presentation/Cart/ViewModels/CartViewModel.swift")])
    }
}

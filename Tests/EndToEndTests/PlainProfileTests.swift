import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Plain code's default rule set and the strict profile (`plainProfile: strict`), end to end:
/// `check`, `rules` and the editor's diagnostics and hover.
final class PlainProfileTests: XCTestCase {
    private let view = """
        import SwiftUI

        struct CartView: View {
            @StateObject private var viewModel = CartViewModel()

            var body: some View {
                Text(viewModel.items.isEmpty ? viewModel.emptyTitle : 1️⃣"You have \\(viewModel.items.count) items")
            }
        }
        """
    private let viewModel = """
        import Combine

        final class CartViewModel: ObservableObject {
            @Published var items: [String] = []
            let emptyTitle = "Empty"
        }
        """

    private func workspace(strict: Bool) throws -> TestWorkspace {
        var files = [
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Cart/CartView.swift": view,
            "Sources/App/Cart/CartViewModel.swift": viewModel,
        ]
        if strict { files[".mvvm-lsp.yml"] = "plainProfile: strict\n" }
        return try TestWorkspace(files: files)
    }

    func testCheckRunsThePreferenceRulesOnlyInTheStrictProfile() throws {
        let quiet = try ReportedFinding.run(in: try workspace(strict: false))
        XCTAssertEqual(quiet, [], "plain defaults: a sentence built in the view is a preference, not a defect")

        let strict = try ReportedFinding.run(in: try workspace(strict: true))
        XCTAssertEqual(
            Set(strict.map(\.rule)),
            ["mvvm/view-formats-data", "mvvm/view-computes-condition", "mvvm/missing-preview"],
            "\(strict)")
        XCTAssertTrue(
            strict.contains(ReportedFinding("mvvm/view-formats-data", "Sources/App/Cart/CartView.swift", 7)),
            "\(strict)")
    }

    func testRulesSayEachDefaultAndWhy() throws {
        let json = try CommandRun(["rules", "--format", "json"]).json?.arrayValue ?? []
        let formats = try XCTUnwrap(json.first { $0["id"]?.stringValue == "mvvm/view-formats-data" })
        XCTAssertNil(formats["defaultSeverities"]?["plain"])
        XCTAssertEqual(formats["strictPlainSeverity"]?.stringValue, "info")
        XCTAssertEqual(
            formats["defaultReasons"]?["plain"]?.stringValue?.hasPrefix("Off unless `plainProfile: strict`"), true)
        let fromInit = try XCTUnwrap(json.first { $0["id"]?.stringValue == "mvvm/state-object-from-init-parameter" })
        XCTAssertNil(fromInit["defaultSeverities"]?["plain"])
        XCTAssertEqual(fromInit["strictPlainSeverity"]?.stringValue, "warning")
        let observed = try XCTUnwrap(json.first { $0["id"]?.stringValue == "mvvm/observed-object-created-in-view" })
        XCTAssertEqual(observed["defaultSeverities"]?["plain"]?.stringValue, "warning")

        let text = try CommandRun(["rules"]).stdout
        XCTAssertTrue(text.contains("plain: off (strict: info) — Off unless `plainProfile: strict`"), text)
        XCTAssertTrue(text.contains("plain: warning — On: its findings are defects"), text)
        XCTAssertTrue(
            text.contains(
                "plain: off (strict: warning) — Off unless `plainProfile: strict`: its findings are meant to be defects"
            ), text)
    }

    func testTheEditorAppliesTheProfileAndHoverExplainsTheFindingAndTheRulesDefaults() throws {
        let workspace = try workspace(strict: true)
        try workspace.write(
            "Sources/App/Cart/CartBadge.swift",
            """
            import SwiftUI

            struct CartBadge: View {
                let count: Int
                // mvvm-lsp:disable:next mvvm/view-forma2️⃣ts-data
                var body: some View { Text("\\(count) items") }
            }
            """)
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open("Sources/App/Cart/CartView.swift", in: workspace)
        let diagnostics = try server.diagnostics(for: uri) { $0.contains { $0.code == "mvvm/view-formats-data" } }
        let finding = try XCTUnwrap(diagnostics.first { $0.code == "mvvm/view-formats-data" })
        XCTAssertEqual(finding.range.start, workspace.position("1️⃣", in: "Sources/App/Cart/CartView.swift"))

        // Over the finding: what it says, why, and its fix; not the reference table.
        let hover = try XCTUnwrap(
            try server.send(
                HoverRequest.self,
                TextDocumentPositionParams(
                    textDocument: TextDocumentIdentifier(uri: uri),
                    position: workspace.position("1️⃣", in: "Sources/App/Cart/CartView.swift"))))
        let markdown = hover.contents.value
        XCTAssertTrue(markdown.contains("**mvvm/view-formats-data** (info)"), markdown)
        XCTAssertTrue(markdown.contains(finding.message), "the finding's whole message: \(markdown)")
        XCTAssertTrue(markdown.contains("_Why:_ "), markdown)
        XCTAssertFalse(markdown.contains("| convention | default | why |"), markdown)

        // Over the rule's id in a suppression comment: the rule's reference, defaults and why.
        let badge = try server.open("Sources/App/Cart/CartBadge.swift", in: workspace)
        let reference = try XCTUnwrap(
            try server.send(
                HoverRequest.self,
                TextDocumentPositionParams(
                    textDocument: TextDocumentIdentifier(uri: badge),
                    position: workspace.position("2️⃣", in: "Sources/App/Cart/CartBadge.swift"))))
        XCTAssertTrue(reference.contents.value.contains("**mvvm/view-formats-data**"), reference.contents.value)
        XCTAssertTrue(
            reference.contents.value.contains("| plain | off (strict: info) | Off unless `plainProfile: strict`"),
            reference.contents.value)
        XCTAssertTrue(
            reference.contents.value.contains("| fosmvvm | warning | On: part of FOSMVVM's own specification. |"),
            reference.contents.value)
    }

    func testHoverOverAFindingNamesItsFix() throws {
        let workspace = try TestWorkspace(files: [
            "Package.swift": "// swift-tools-version:6.0\n",
            ".mvvm-lsp.yml": "plainProfile: strict\n",
            "Sources/App/Inbox/InboxView.swift": """
            import SwiftUI

            struct InboxView: View {
                @ObservedObject var viewModel = InboxViewModel()
                var body: some View { Text(viewModel.title) }
            }
            """,
            "Sources/App/Inbox/InboxViewModel.swift":
                "final class InboxViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ])
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let uri = try server.open("Sources/App/Inbox/InboxView.swift", in: workspace)
        let diagnostics = try server.diagnostics(for: uri) {
            $0.contains { $0.code == "mvvm/observed-object-created-in-view" }
        }
        let finding = try XCTUnwrap(diagnostics.first { $0.code == "mvvm/observed-object-created-in-view" })
        let hover = try XCTUnwrap(
            try server.send(
                HoverRequest.self,
                TextDocumentPositionParams(
                    textDocument: TextDocumentIdentifier(uri: uri), position: finding.range.start)))
        XCTAssertTrue(hover.contents.value.contains("_Fix:_ "), hover.contents.value)
    }
}

/// An app that is plain Clean-Architecture MVVM but names every protocol `…Contract` and makes
/// its views generic over the view model's: no contract finding, with the defaults or strict.
final class ContractNamedPlainAppTests: XCTestCase {
    private let files = [
        "Package.swift":
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Shop\")])\n",
        "Sources/Shop/Home/HomeView.swift": """
        import SwiftUI

        struct HomeView<ViewModel: HomeViewModelContract>: View {
            @ObservedObject var viewModel: ViewModel

            var body: some View {
                VStack {
                    Text(viewModel.title)
                        .padding(16)
                    Image(systemName: "star")
                        .frame(width: 24, height: 24)
                }
                .onAppear { viewModel.load() }
            }
        }

        #Preview {
            HomeView(viewModel: HomeViewModel(repository: UserRepository()))
        }
        """,
        "Sources/Shop/Home/HomeViewModel.swift": """
        import Combine

        protocol HomeViewModelContract: ObservableObject {
            var title: String { get }
            func load()
        }

        final class HomeViewModel: HomeViewModelContract {
            @Published private(set) var title = ""
            private let repository: UserRepositoryContract

            init(repository: UserRepositoryContract) {
                self.repository = repository
            }

            func load() {
                title = repository.name()
            }
        }
        """,
        "Sources/Shop/Data/UserRepository.swift": """
        protocol UserRepositoryContract {
            func name() -> String
        }

        struct UserRepository: UserRepositoryContract {
            func name() -> String { "" }
        }
        """,
    ]

    func testNoContractFindingAndThePlainConventionIsExplained() throws {
        for configuration in ["", "plainProfile: strict\n"] {
            var files = self.files
            if !configuration.isEmpty { files[".mvvm-lsp.yml"] = configuration }
            let workspace = try TestWorkspace(files: files)
            let findings = try ReportedFinding.run(in: workspace)
            XCTAssertEqual(findings.filter { $0.rule.hasPrefix("contract/") }, [], "\(configuration): \(findings)")
            let explained = try CommandRun(["check", "--explain-convention", workspace.root.path]).stdout
            XCTAssertTrue(explained.contains("plain: 3 files"), explained)
            XCTAssertTrue(explained.contains("none of the contract convention's own signs"), explained)
        }
    }
}

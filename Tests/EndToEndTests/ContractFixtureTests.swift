import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// `mvvm-lsp check` on `Tests/Fixtures/ContractWorkspace`, a contract-convention app (seeds
/// 002/003) that is correct except for one deliberate violation per finding below; and the
/// cross-file contract rules following edits through the server.
final class ContractFixtureTests: XCTestCase {
    private let detail = "Features/Character/Sources/Presentation/CharacterDetail"
    private let episodes = "Features/Episode/Sources/Presentation/EpisodeList"
    /// A stateless filter screen whose concrete view model is `@Observable` (not a stateless
    /// view model), with three deliberate violations of the newer rules.
    private let filter = "Features/Character/Sources/Presentation/CharacterFilter"

    private var expected: Set<ReportedFinding> {
        [
            ReportedFinding(
                "contract/contract-anyobject", "\(detail)/ViewModels/CharacterDetailViewModelContract.swift", 1),
            ReportedFinding("contract/viewmodel-shape", "\(detail)/ViewModels/CharacterDetailViewModel.swift", 5),
            ReportedFinding("contract/preview-per-state", "\(detail)/Views/CharacterDetailView.swift", 4),
            ReportedFinding("contract/view-generic-over-contract", "\(detail)/Views/CharacterDetailView.swift", 5),
            ReportedFinding("contract/load-on-appear", "\(detail)/Views/CharacterDetailView.swift", 13),
            ReportedFinding("contract/design-tokens", "\(detail)/Views/CharacterDetailView.swift", 28),
            ReportedFinding("contract/design-tokens", "\(detail)/Views/CharacterDetailView.swift", 31),
            ReportedFinding("contract/design-tokens", "\(detail)/Views/CharacterDetailView.swift", 32),
            ReportedFinding("contract/preview-placement", "\(detail)/Views/CharacterDetailView.swift", 60),
            ReportedFinding("contract/preview-placement", "\(detail)/Views/CharacterDetailView.swift", 72),
            ReportedFinding("contract/viewmodel-shape", "\(episodes)/ViewModels/EpisodeListViewModel.swift", 10),
            ReportedFinding("contract/load-on-appear", "\(episodes)/Views/EpisodeListView.swift", 14),
            ReportedFinding("contract/accessibility-identifier-literal", "\(episodes)/Views/EpisodeListView.swift", 33),
            ReportedFinding("contract/exhaustive-state-switch", "\(episodes)/Views/EpisodeListView.swift", 36),
            ReportedFinding("contract/private-support-enums", "\(episodes)/Views/EpisodeListView.swift", 44),
            ReportedFinding(
                "contract/view-visibility", "Features/Home/Sources/Presentation/Home/Views/HomeView.swift", 4),
            ReportedFinding("contract/state-init", "Features/Home/Sources/Presentation/Home/Views/HomeView.swift", 5),
            ReportedFinding(
                "contract/state-init",
                "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 5),
            ReportedFinding(
                "contract/exhaustive-state-switch",
                "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 9),
            ReportedFinding(
                "contract/preview-placement",
                "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 23),
            ReportedFinding(
                "contract/preview-placement",
                "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 27),
            ReportedFinding(
                "contract/preview-placement",
                "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 31),
            ReportedFinding("contract/init-view-model-only", "\(filter)/Views/CharacterFilterView.swift", 9),
            // The contract exposes the filter read-only (`{ get }`), yet the chip's action
            // writes into it instead of calling an intent method.
            ReportedFinding("contract/view-mutates-view-model", "\(filter)/Views/CharacterFilterView.swift", 18),
            ReportedFinding("contract/idle-preview", "\(filter)/Views/CharacterFilterView.swift", 51),
        ]
    }

    func testExactFindingsOnTheContractWorkspace() throws {
        let workspace = try TestWorkspace(copying: "ContractWorkspace")
        let findings = try ReportedFinding.run(in: workspace)
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
        XCTAssertEqual(
            Set(findings), expected,
            "unexpected: \(Set(findings).subtracting(expected)); missing: \(expected.subtracting(findings))")
        let ruleIDs = Set(findings.map(\.rule))
        let contractRules = try XCTUnwrap(try CommandRun(["rules", "--format", "json"]).json?.arrayValue)
            .compactMap { $0["id"]?.stringValue }
            .filter { $0.hasPrefix("contract/") && !Self.rulesWithoutViolations.contains($0) }
        XCTAssertEqual(
            Set(contractRules).subtracting(ruleIDs), [], "every contract rule has a violation in the fixture")
    }

    /// Rules added after the fixture that it does not exercise yet.
    private static let rulesWithoutViolations: Set<String> = []

    func testOptionsSwitchToTheEarlierContractStyle() throws {
        let workspace = try TestWorkspace(copying: "ContractWorkspace")
        try workspace.write(
            ".mvvm-lsp.yml",
            """
            rules:
              contract/load-on-appear: { modifier: task }
              contract/view-generic-over-contract: { style: concrete }
            """)
        let findings = try ReportedFinding.run(in: workspace)
        let changed = Set(
            findings.filter { ["contract/load-on-appear", "contract/view-generic-over-contract"].contains($0.rule) })
        XCTAssertEqual(
            changed,
            [
                // `.onFirstAppear` is now the other modifier; `.onAppear { Task { … } }` stays wrong.
                ReportedFinding(
                    "contract/load-on-appear",
                    "Features/Character/Sources/Presentation/CharacterList/Views/CharacterListView.swift", 14),
                ReportedFinding(
                    "contract/load-on-appear",
                    "Features/Location/Sources/Presentation/LocationDetail/Views/LocationDetailView.swift", 19),
                ReportedFinding("contract/load-on-appear", "\(episodes)/Views/EpisodeListView.swift", 14),
                // Views generic over their contract are now the ones to change.
                ReportedFinding(
                    "contract/view-generic-over-contract",
                    "Features/Character/Sources/Presentation/CharacterList/Views/CharacterListView.swift", 5),
                ReportedFinding("contract/view-generic-over-contract", "\(episodes)/Views/EpisodeListView.swift", 5),
                ReportedFinding(
                    "contract/view-generic-over-contract",
                    "Features/Home/Sources/Presentation/Home/Views/HomeView.swift", 4),
                ReportedFinding("contract/view-generic-over-contract", "\(filter)/Views/CharacterFilterView.swift", 5),
            ])
    }

    func testCrossFileRulesFollowEditsOfTheViewStateAndContractFiles() throws {
        let workspace = try TestWorkspace(copying: "ContractWorkspace")
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        let view = try server.open("\(detail)/Views/CharacterDetailView.swift", in: workspace)
        func message(_ diagnostics: [Diagnostic], _ rule: String) -> String? {
            diagnostics.first { $0.code == rule }?.message
        }
        _ = try server.diagnostics(for: view) { message($0, "contract/view-generic-over-contract") != nil }

        // A new ViewState case needs a preview too (other files are re-checked when one is saved).
        let stateFile = "\(detail)/ViewModels/CharacterDetailViewState.swift"
        let state = try server.open(stateFile, in: workspace)
        server.replaceText(
            of: state,
            with: try workspace.read(stateFile).replacingOccurrences(
                of: "    case loading\n", with: "    case loading\n    case empty\n"), version: 2)
        server.notify(
            DidSaveTextDocumentNotification.self,
            DidSaveTextDocumentParams(textDocument: TextDocumentIdentifier(uri: state)))
        let withEmpty = try server.diagnostics(for: view) {
            message($0, "contract/preview-per-state")?.contains("`.empty`") == true
        }
        XCTAssertTrue(message(withEmpty, "contract/preview-per-state")?.contains("`.error`") == true)

        // Without the contract there is nothing to be generic over.
        let contractFile = "\(detail)/ViewModels/CharacterDetailViewModelContract.swift"
        let contract = try server.open(contractFile, in: workspace)
        server.replaceText(of: contract, with: "protocol CharacterDetailLoading: AnyObject {}\n", version: 2)
        server.notify(
            DidSaveTextDocumentNotification.self,
            DidSaveTextDocumentParams(textDocument: TextDocumentIdentifier(uri: contract)))
        let withoutContract = try server.diagnostics(for: view) { diagnostics in
            !diagnostics.isEmpty && message(diagnostics, "contract/view-generic-over-contract") == nil
        }
        XCTAssertNotNil(message(withoutContract, "contract/load-on-appear"), withoutContract.ruleLines.description)
    }
}

/// One finding of `mvvm-lsp check --format json`: rule, workspace-relative file, 1-based line.
struct ReportedFinding: Hashable, CustomStringConvertible {
    let rule: String
    let file: String
    let line: Int

    init(_ rule: String, _ file: String, _ line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    var description: String { "\(file):\(line) \(rule)" }

    /// The findings of the real binary on `workspace`.
    static func run(in workspace: TestWorkspace) throws -> [ReportedFinding] {
        let run = try CommandRun(["check", ".", "--format", "json", "--fail-on", "never"], in: workspace.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let diagnostics = try XCTUnwrap(run.json?["diagnostics"]?.arrayValue, run.stdout)
        return try diagnostics.map { diagnostic in
            ReportedFinding(
                try XCTUnwrap(diagnostic["rule"]?.stringValue),
                try XCTUnwrap(diagnostic["file"]?.stringValue),
                try XCTUnwrap(diagnostic["line"]?.intValue)
            )
        }
    }
}

import MVVMAnalyzerCore
import MVVMRules
import XCTest

/// The cross-file localization rules on `Tests/Fixtures/FOSMVVMWorkspace`: their fixes, and
/// results that follow edits of either the Swift or the YAML file.
final class FOSMVVMLocalizationTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FOSMVVMWorkspace").path
    private var resources: String { root + "/Sources/TaskViewModels/Resources/ViewModels/" }
    private var viewModels: String { root + "/Sources/TaskViewModels/" }

    private func load() throws -> (WorkspaceSnapshot, Linter) {
        let (configuration, errors) = ConfigurationSet.load(root: root)
        XCTAssertEqual(errors, [])
        return (try WorkspaceSnapshot.load(root: root), Linter(configuration: configuration))
    }

    private func findings(_ rule: String, in path: String, _ workspace: WorkspaceSnapshot, _ linter: Linter)
        -> [Finding]
    {
        linter.lint(path: path, in: workspace).filter { $0.ruleID == rule }
    }

    func testMissingKeyFixInsertsUnderTheLocaleAndTypeAndTheFindingGoesAway() throws {
        var (workspace, linter) = try load()
        let swiftPath = viewModels + "Auth/SignInViewModel.swift"
        let yamlPath = resources + "Auth/SignInViewModel.yml"
        let finding = try XCTUnwrap(
            findings("fosmvvm/missing-localization-key", in: swiftPath, workspace, linter).first)
        guard case .edit(let path, let replacements)? = finding.fixes.first?.changes.first else {
            return XCTFail("expected an edit of the YAML file: \(finding.fixes)")
        }
        XCTAssertEqual(path, yamlPath)
        let before = try String(contentsOfFile: yamlPath, encoding: .utf8)
        let after = TextReplacement.apply(replacements, to: before)
        XCTAssertEqual(
            after,
            before.replacingOccurrences(
                of: "    dismissButtonLabel: \"Aceptar\"\n",
                with: "    dismissButtonLabel: \"Aceptar\"\n    forgotPasswordLabel: \"Forgot password label\"\n"))
        workspace.update(path: yamlPath, text: after)
        XCTAssertEqual(
            findings("fosmvvm/missing-localization-key", in: swiftPath, workspace, linter).map(\.message), [])
    }

    func testMissingKeyFixCreatesTheFileBesideTheFeaturesOtherYAML() throws {
        var (workspace, linter) = try load()
        let path = viewModels + "Tasks/TaskFilterViewModel.swift"
        let diagnostics = linter.lint(
            path: path,
            text: """
                @ViewModel
                public struct TaskFilterViewModel {
                    @LocalizedString public var showDoneLabel
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, in: &workspace
        ).filter { $0.ruleID == "fosmvvm/missing-localization-key" }
        XCTAssertEqual(diagnostics.count, 1)
        guard case .create(let created, let contents)? = diagnostics.first?.fixes.first?.changes.first else {
            return XCTFail("expected a file creation: \(diagnostics)")
        }
        XCTAssertEqual(created, resources + "Tasks/TaskFilterViewModel.yml")
        XCTAssertEqual(
            contents,
            """
            en:
              TaskFilterViewModel:
                showDoneLabel: "Show done label"
            es:
              TaskFilterViewModel:
                showDoneLabel: "Show done label"

            """)
        workspace.update(path: created, text: contents)
        XCTAssertEqual(findings("fosmvvm/missing-localization-key", in: path, workspace, linter).count, 0)
    }

    func testDuplicateKeyPointsAtBothFilesAndFollowsTheirEdits() throws {
        var (workspace, linter) = try load()
        let swiftPath = viewModels + "Tasks/TaskListViewModel.swift"
        let legacy = resources + "Shared/Legacy.yml"
        let finding = try XCTUnwrap(
            findings("fosmvvm/duplicate-localization-key", in: swiftPath, workspace, linter).first)
        XCTAssertEqual(Set(finding.relatedLocations.map(\.path)), [legacy, resources + "Tasks/TaskListViewModel.yml"])
        workspace.update(path: legacy, text: "en:\n  TaskListViewModel:\n    emptyStateMessage: \"None\"\n")
        let moved = findings("fosmvvm/duplicate-localization-key", in: swiftPath, workspace, linter)
        XCTAssertEqual(
            moved.map { workspace.sourceFiles[swiftPath]!.lines.line(of: $0.range) + 1 }, [9],
            "the duplicate is now emptyStateMessage")
        workspace.remove(path: legacy)
        XCTAssertEqual(findings("fosmvvm/duplicate-localization-key", in: swiftPath, workspace, linter).count, 0)
    }

    func testYamlExtensionRenamesAndTheKeysCountOnceRenamed() throws {
        var (workspace, linter) = try load()
        let swiftPath = viewModels + "Settings/AboutViewModel.swift"
        let yaml = resources + "Settings/AboutViewModel.yaml"
        let finding = try XCTUnwrap(findings("fosmvvm/yaml-extension", in: swiftPath, workspace, linter).first)
        guard case .rename(let from, let to)? = finding.fixes.first?.changes.first else {
            return XCTFail("expected a rename: \(finding.fixes)")
        }
        XCTAssertEqual(from, yaml)
        XCTAssertEqual(to, resources + "Settings/AboutViewModel.yml")
        XCTAssertEqual(
            findings("fosmvvm/missing-localization-key", in: swiftPath, workspace, linter).count, 0,
            "keys in the .yaml file are reported as yaml-extension only")
        let text = try String(contentsOfFile: yaml, encoding: .utf8)
        workspace.remove(path: yaml)
        XCTAssertEqual(findings("fosmvvm/missing-localization-key", in: swiftPath, workspace, linter).count, 1)
        workspace.update(path: to, text: text)
        XCTAssertEqual(findings("fosmvvm/yaml-extension", in: swiftPath, workspace, linter).count, 0)
        XCTAssertEqual(findings("fosmvvm/missing-localization-key", in: swiftPath, workspace, linter).count, 0)
    }
}

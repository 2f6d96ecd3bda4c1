import MVVMGenerator
import XCTest

/// `--kind viewmodel-test`: the `LocalizableTestCase` suite of a FOSMVVM view model the
/// workspace declares, in the view models' test target.
final class ViewModelTestScaffoldTests: XCTestCase {
    private let dashboard = """
        import FOSMVVM

        @ViewModel
        public struct DashboardViewModel: RequestableViewModel {
            public typealias Request = DashboardRequest
            @LocalizedString public var title
            public var vmId = ViewModelId()
        }
        """

    private func request(
        _ name: String, locales: [String] = ["en"], fields: [ScaffoldField] = ScaffoldField.defaultFields
    ) throws -> ScaffoldRequest {
        try ScaffoldRequest(
            name: name, convention: .fosmvvm, kind: .viewModelTest,
            options: ScaffoldOptions(locales: locales, fields: fields))
    }

    func testGolden() throws {
        let workspace = try makeWorkspace(["Sources/ViewModels/Dashboard/DashboardViewModel.swift": dashboard])
        let plan = try workspace.planner().plan(try request("DashboardViewModel", locales: ["en", "es", "de"]))
        XCTAssertEqual(plan.conflicts, [])
        XCTAssertEqual(plan.files.map(\.role), [.viewModelTests])
        try GoldenFiles.assertMatches(plan.files, variant: "fosmvvm-viewmodel-test")
    }

    func testTheViewModelMustExistAndBeAFOSMVVMViewModel() throws {
        let workspace = try makeWorkspace([
            "Sources/ViewModels/Dashboard/DashboardViewModel.swift": dashboard,
            "Sources/ViewModels/Legacy/LegacyViewModel.swift":
                "import Combine\n\nfinal class LegacyViewModel: ObservableObject {}\n",
        ])
        XCTAssertThrowsError(try workspace.planner().plan(try request("Settings"))) { error in
            XCTAssertEqual("\(error)", "no view model named 'SettingsViewModel' in the workspace")
        }
        XCTAssertThrowsError(try workspace.planner().plan(try request("Legacy"))) { error in
            XCTAssertEqual(error as? ScaffoldError, .notAFOSMVVMViewModel("LegacyViewModel"))
        }
        XCTAssertThrowsError(try request("Dashboard", fields: [ScaffoldField(name: "count", type: .int)])) { error in
            XCTAssertEqual(error as? ScaffoldError, .fieldsNotInKind(.viewModelTest))
        }
        XCTAssertThrowsError(try ScaffoldRequest(name: "Dashboard", convention: .contract, kind: .viewModelTest))
    }

    /// The suite goes beside the workspace's other `LocalizableTestCase` suites and imports the
    /// module declaring the view model `@testable`.
    func testPlacementFollowsTheWorkspace() throws {
        let workspace = try makeWorkspace([
            "Sources/AppViewModels/Board/BoardViewModel.swift":
                "import FOSMVVM\n\n@ViewModel\nstruct BoardViewModel {\n    var vmId = ViewModelId()\n}\n",
            "Tests/ViewModelTests/LandingPageViewModelTests.swift": """
            import FOSTesting
            import Testing

            struct LandingPageViewModelTests: LocalizableTestCase {}
            """,
        ])
        let plan = try workspace.planner().plan(try request("Board"))
        let file = try XCTUnwrap(plan.files.first)
        XCTAssertEqual(file.path, "Tests/ViewModelTests/Localization/BoardViewModelTests.swift")
        XCTAssertTrue(file.contents.contains("@testable import AppViewModels\n"), file.contents)
        XCTAssertTrue(file.contents.contains("bundle: AppViewModelsResourceAccess.localizationBundle,"), file.contents)
        XCTAssertTrue(file.contents.contains("var locales: Set<Locale> { [Self.en] }"), file.contents)
    }

    func testNeverOverwritesAndRefusesASuiteDeclaredElsewhere() throws {
        let workspace = try makeWorkspace([
            "Sources/ViewModels/Dashboard/DashboardViewModel.swift": dashboard,
            "Tests/ViewModelsTests/Localization/DashboardViewModelTests.swift": "// mine\n",
        ])
        let plan = try workspace.planner().plan(try request("Dashboard"))
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(plan.conflicts.map(\.path), ["Tests/ViewModelsTests/Localization/DashboardViewModelTests.swift"])

        let moved = try makeWorkspace([
            "Sources/ViewModels/Dashboard/DashboardViewModel.swift": dashboard,
            "Tests/ViewModelsTests/DashboardTests.swift": "struct DashboardViewModelTests {}\n",
        ])
        XCTAssertThrowsError(try moved.planner().plan(try request("Dashboard"))) { error in
            XCTAssertEqual(
                error as? ScaffoldError,
                .typeAlreadyDeclared(
                    type: "DashboardViewModelTests", path: "Tests/ViewModelsTests/DashboardTests.swift"))
        }
    }
}

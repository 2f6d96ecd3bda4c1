@testable import MVVMGenerator
import TestSupport
import XCTest

/// What a new view model's first test and preview pass for services no default or preview
/// gives (GOV.UK): what the app's own view-model tests pass, matched by type where the label
/// differs, with the test's declarations it reads; `nil` and closures doing nothing otherwise.
final class PlainTestValuesTests: XCTestCase {
    /// Two screens of one feature, each view handed its view model, which takes a service, an
    /// analytics service and two callbacks; `preview` is each view's preview.
    private static func screens(preview: String = "", tests: [String: String] = [:]) -> [String: String] {
        var files = [
            "App.xcodeproj/project.pbxproj": "",
            "App/Services.swift": """
            protocol AuthorityService {}
            protocol AnalyticsService {}
            struct Authority {}
            """,
        ]
        for name in ["PostcodeEntry", "AddressPicker"] {
            let label = name == "PostcodeEntry" ? "service" : "authorityService"
            files["App/Authority/\(name)View.swift"] =
                """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel: \(name)ViewModel
                    init(viewModel: \(name)ViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                    var body: some View { Text(viewModel.title) }
                }

                """ + preview.replacingOccurrences(of: "{name}", with: name)
            files["App/Authority/\(name)ViewModel.swift"] = """
                import Combine

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    private let \(label): AuthorityService
                    private let analyticsService: AnalyticsService
                    private let selected: (Authority) -> Void
                    private let dismissAction: () -> Void
                    init(
                        \(label): AuthorityService, analyticsService: AnalyticsService,
                        selected: @escaping (Authority) -> Void, dismissAction: @escaping () -> Void
                    ) {
                        self.\(label) = \(label)
                        self.analyticsService = analyticsService
                        self.selected = selected
                        self.dismissAction = dismissAction
                    }
                }
                """
        }
        return files.merging(tests) { $1 }
    }

    private func files(_ files: [String: String]) throws -> [FileRole: String] {
        let plan = try makeWorkspace(files).planner().plan(
            ScaffoldRequest(
                name: "CouncilContacts", convention: .plain,
                options: ScaffoldOptions(anchor: "App/Authority/PostcodeEntryView.swift")))
        return Dictionary(plan.files.map { ($0.role, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The app tests `AddressPickerViewModel`, passing its service under another label: the new
    /// test passes the same mock, declared as that test declares it, and no stub it sets.
    func testTheAppsTestsGiveTheServicesByType() throws {
        let test = """
            import Testing
            @testable import App

            struct AddressPickerViewModelTests {
                @Test func picks() {
                    let mockService = MockAuthorityService()
                    mockService.stubbedResult = .success([])
                    var picked = false
                    let sut = AddressPickerViewModel(
                        authorityService: mockService, analyticsService: MockAnalyticsService(),
                        selected: { _ in picked = true }, dismissAction: {}
                    )
                    #expect(!picked)
                }
            }
            """
        let written = try files(Self.screens(tests: ["AppTests/AddressPickerViewModelTests.swift": test]))
        let tests = try XCTUnwrap(written[.viewModelTests], "no test written")
        XCTAssertTrue(
            tests.contains(
                """
                        let mockService = MockAuthorityService()
                        let sut = CouncilContactsViewModel(service: mockService, analyticsService: MockAnalyticsService(), selected: { _ in }, dismissAction: {})
                """), tests)
        XCTAssertFalse(tests.contains("stubbedResult"), tests)
        XCTAssertFalse(tests.contains("picked"), tests)
    }

    /// The app's test passes mocks declared in another module it imports (Convos' `ConvosCore`):
    /// the new test takes that test's imports, in its order, with its own `@testable` one.
    func testTheAppsTestsImportsComeWithTheirValues() throws {
        let test = """
            import Combine
            @testable import App
            import AppCore
            import XCTest

            final class AddressPickerViewModelTests: XCTestCase {
                func testPicks() {
                    let mockService = MockAuthorityService()
                    let sut = AddressPickerViewModel(
                        authorityService: mockService, analyticsService: MockAnalyticsService(),
                        selected: { _ in }, dismissAction: {}
                    )
                    XCTAssertEqual(sut.title, "")
                }
            }
            """
        let written = try files(Self.screens(tests: ["AppTests/AddressPickerViewModelTests.swift": test]))
        let tests = try XCTUnwrap(written[.viewModelTests], "no test written")
        XCTAssertTrue(tests.hasPrefix("import Combine\n@testable import App\nimport AppCore\nimport XCTest\n"), tests)
    }

    /// No test of the app builds its view model: the new test and preview pass what the app's
    /// previews pass.
    func testWithoutTheAppsTestsThePreviewsValuesAreTaken() throws {
        let preview = """
            #Preview {
                {name}View(viewModel: {name}ViewModel(
                    \("{label}"): FakeAuthorityService(), analyticsService: FakeAnalytics(), selected: { print($0) },
                    dismissAction: {}))
            }
            """
        let labelled = preview.replacingOccurrences(of: "{label}", with: "service")
        var files = Self.screens(preview: labelled)
        files["App/Authority/AddressPickerView.swift"] = files["App/Authority/AddressPickerView.swift"]?
            .replacingOccurrences(of: "service: Fake", with: "authorityService: Fake")
        let test = "import Testing\n@testable import App\n\nstruct PostcodeEntryViewModelTests {}\n"
        files["AppTests/PostcodeEntryViewModelTests.swift"] = test
        let written = try self.files(files)
        let construction =
            "CouncilContactsViewModel(service: FakeAuthorityService(), analyticsService: FakeAnalytics(), "
            + "selected: { print($0) }, dismissAction: {})"
        let view = try XCTUnwrap(written[.view])
        XCTAssertTrue(view.contains("CouncilContactsView(viewModel: " + construction + ")"), view)
        let tests = try XCTUnwrap(written[.viewModelTests])
        XCTAssertTrue(tests.contains("let sut = " + construction), tests)
    }

    /// The previews pass the services but not the callbacks: the preview passes closures doing
    /// nothing for them; no test is written where nothing gives the services.
    func testCallbacksArePreviewedWithClosuresDoingNothing() throws {
        let preview = """
            #Preview {
                {name}View(viewModel: {name}ViewModel({label}: FakeAuthorityService(), analyticsService: FakeAnalytics(), selected: handle, dismissAction: close))
            }
            """
        var files = Self.screens(preview: preview.replacingOccurrences(of: "{label}", with: "service"))
        files["App/Authority/AddressPickerView.swift"] = files["App/Authority/AddressPickerView.swift"]?
            .replacingOccurrences(of: "service: Fake", with: "authorityService: Fake")
        let written = try self.files(files)
        let view = try XCTUnwrap(written[.view])
        XCTAssertTrue(
            view.contains(
                "CouncilContactsView(viewModel: CouncilContactsViewModel(service: FakeAuthorityService(), "
                    + "analyticsService: FakeAnalytics(), selected: { _ in }, dismissAction: {}))"), view)
    }

    func testPlaceholdersForOptionalsAndClosuresReturningNothing() {
        XCTAssertEqual(FunctionType.placeholder(for: "AuthorityService?"), "nil")
        XCTAssertEqual(FunctionType.placeholder(for: "(() -> Void)?"), "nil")
        XCTAssertEqual(FunctionType.placeholder(for: "@escaping () -> Void"), "{}")
        XCTAssertEqual(FunctionType.placeholder(for: "@escaping (Authority) -> Void"), "{ _ in }")
        XCTAssertEqual(
            FunctionType.placeholder(for: "@escaping @Sendable (Int, (String) -> Void) async -> ()"), "{ _, _ in }")
        XCTAssertNil(FunctionType.placeholder(for: "@escaping (Int) -> Bool"))
        XCTAssertNil(FunctionType.placeholder(for: "AuthorityService"))
    }
}

import MVVMGenerator
import TestSupport
import XCTest

/// Every plain style type-checks against the SwiftUI, Observation and Combine surfaces, as a
/// release build and as a debug build, with its view-model test.
final class PlainScaffoldCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    /// An app with one screen and its Swift Testing test, so that a scaffold writes a test too.
    private static let appFiles = [
        "Sources/App/Home/HomeView.swift": """
        import SwiftUI

        struct HomeView: View {
            @State private var viewModel = HomeViewModel()
            var body: some View { Text(viewModel.title) }
        }
        """,
        "Sources/App/Home/HomeViewModel.swift":
            "import Observation\n\n@Observable\nfinal class HomeViewModel {\n    var title = \"\"\n}\n",
        "Tests/AppTests/HomeViewModelTests.swift":
            "import Testing\n@testable import App\n\nstruct HomeViewModelTests {}\n",
    ]

    private func assertCompiles(_ style: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let package = try makePackage(manifest: Manifests.plain(module: "App"), files: Self.appFiles)
        let written = try package.scaffold(
            ScaffoldRequest(
                name: "Orders", convention: .plain,
                options: ScaffoldOptions(anchor: "Sources/App/Home/HomeView.swift", plainStyle: style)))
        let tests = written.filter { $0.hasSuffix("ViewModelTests.swift") }
        XCTAssertEqual(tests.count, 1, "the app tests its view models: \(style): \(written)", file: file, line: line)
        XCTAssertNoThrow(try package.compile(with: try surfaces()), "release build of \(style)", file: file, line: line)
        XCTAssertNoThrow(
            try package.compile(with: try surfaces(), conditions: ["DEBUG"]), "debug build of \(style)", file: file,
            line: line)
    }

    func testEveryDeclarationHoldingAndLayout() throws {
        let styles: [[String: String]] = [
            [:],
            ["holding": "state", "creation": "parent", "conformance": "extension", "debugPreviews": "true"],
            ["holding": "bindable", "creation": "parent", "previews": "previewProvider"],
            ["holding": "let", "creation": "parent", "layout": "sameFile"],
            ["holding": "environment", "layout": "nested", "viewMainActor": "true", "tests": "xctest"],
            ["declaration": "observableObject", "holding": "stateObject"],
            ["declaration": "observableObject", "holding": "stateObject", "creation": "parent", "mainActor": "false"],
            [
                "declaration": "observableObject", "holding": "observedObject", "creation": "parent",
                "layout": "sameFile",
            ],
            [
                "declaration": "observableObject", "holding": "environment", "final": "false",
                "previews": "previewProvider",
            ],
            ["declaration": "observableObject", "holding": "stateObject", "layout": "nested", "indentation": "2"],
            [
                "declaration": "observableObject", "holding": "stateObject", "layout": "nestedFile",
                "loading": "onAppear", "tests": "xctest",
            ],
            ["layout": "nestedFile", "creation": "parent", "loading": "none"],
            ["access": "public", "conformance": "extension"],
            ["access": "public", "holding": "bindable", "creation": "parent", "layout": "nested"],
            ["access": "public", "declaration": "observableObject", "holding": "observedObject", "creation": "parent"],
            ["access": "public", "declaration": "observableObject", "holding": "environment", "tests": "xctest"],
            ["creation": "appearance", "loading": "none", "attributeLines": "shared"],
            ["attributeLines": "declaration", "creation": "initializer"],
            ["attributeLines": "declaration", "layout": "nested", "mainActor": "true"],
            [
                "declaration": "observableObject", "holding": "stateObject", "creation": "initializer",
                "access": "public",
            ],
            ["creation": "shared", "mainActor": "true"],
            ["creation": "shared", "holding": "let", "previews": "previewProvider"],
            ["declaration": "observableObject", "holding": "stateObject", "creation": "shared", "mainActor": "true"],
            ["creation": "appearance", "conformance": "extension", "previews": "previewProvider"],
            [
                "declaration": "observableObject", "holding": "stateObject", "creation": "parent",
                "viewInitializer": "memberwise",
            ],
            [
                "holding": "state", "creation": "parent", "viewInitializer": "memberwise", "viewModelName": "view",
                "viewSuffix": "Screen",
            ],
            ["access": "public", "holding": "state", "creation": "parent", "viewInitializer": "memberwise"],
            [
                "declaration": "observableObject", "holding": "stateObject", "creation": "parent",
                "viewInitializer": "value",
            ],
        ]
        for style in styles { try assertCompiles(style) }
    }

    /// View models that keep what their own initializers take: the new one keeps the same, and
    /// its view builds it from the same inputs.
    func testViewModelsKeepingTheirOwnDependencies() throws {
        var files: [String: String] = ["Sources/App/Store.swift": "final class Store {}\n"]
        for name in ["Home", "Feed"] {
            files["Sources/App/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel: \(name)ViewModel
                    init(store: Store) { _viewModel = StateObject(wrappedValue: \(name)ViewModel(store: store)) }
                    var body: some View { Text(viewModel.title) }
                }
                """
            files["Sources/App/\(name)/\(name)ViewModel.swift"] = """
                import Combine

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    private let store: Store
                    init(store: Store) { self.store = store }
                }
                """
        }
        let package = try makePackage(manifest: Manifests.plain(module: "App"), files: files)
        let written = try package.scaffold(
            ScaffoldRequest(
                name: "Orders", convention: .plain, options: ScaffoldOptions(anchor: "Sources/App/Home/HomeView.swift"))
        )
        let viewModel = try package.workspace.read(
            try XCTUnwrap(written.first { $0.hasSuffix("OrdersViewModel.swift") }))
        XCTAssertTrue(viewModel.contains("init(store: Store)"), viewModel)
        XCTAssertNoThrow(try package.compile(with: try surfaces()))
    }

    /// An `@Observable` view model keeping its coordinator `weak`, built in the previews as an
    /// implicit `.init(coordinator: .init())`: the new one stores it optional and type-checks
    /// with its preview.
    func testAWeakCoordinatorAndAnImplicitInitPreview() throws {
        let files = PlainFixtures.weakCoordinatorScreens(["ChangePassword", "ChangeAvatar"], in: "Sources/App")
        let package = try makePackage(manifest: Manifests.plain(module: "App"), files: files)
        let written = try package.scaffold(
            ScaffoldRequest(
                name: "NotificationSettings", convention: .plain,
                options: ScaffoldOptions(anchor: "Sources/App/ChangePassword/ChangePasswordView.swift")))
        let viewModel = try package.workspace.read(
            try XCTUnwrap(written.first { $0.hasSuffix("NotificationSettingsViewModel.swift") }))
        XCTAssertTrue(viewModel.contains("weak var coordinator: ProfileCoordinator?"), viewModel)
        XCTAssertNoThrow(try package.compile(with: try surfaces()))
    }

    /// A view model taking a service and callbacks that only the app's test builds (`let
    /// service = MockService()`): the new test declares it as that test does, passes closures
    /// doing nothing, and type-checks with the screen's preview.
    func testTestsBuildingServicesAsTheAppsTestsDo() throws {
        var files: [String: String] = [
            "Sources/App/Service.swift": "protocol Service {}\n",
            "Tests/AppTests/MockService.swift":
                "@testable import App\n\nfinal class MockService: Service {\n    var stubbed = 0\n}\n",
            "Tests/AppTests/HomeViewModelTests.swift": """
            import Testing
            @testable import App

            struct HomeViewModelTests {
                @Test func loads() {
                    let service = MockService()
                    service.stubbed = 1
                    let sut = HomeViewModel(service: service, onSelect: { _ in }, onClose: nil)
                    #expect(sut.title.isEmpty)
                }
            }
            """,
        ]
        for name in ["Home", "Feed"] {
            files["Sources/App/\(name)/\(name)View.swift"] = """
                import SwiftUI

                struct \(name)View: View {
                    @StateObject private var viewModel: \(name)ViewModel
                    init(viewModel: \(name)ViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                    var body: some View { Text(viewModel.title) }
                }

                #Preview {
                    \(name)View(viewModel: \(name)ViewModel(service: PreviewService(), onSelect: { _ in }, onClose: nil))
                }

                private final class PreviewService: Service {}
                """
            files["Sources/App/\(name)/\(name)ViewModel.swift"] = """
                import Combine

                final class \(name)ViewModel: ObservableObject {
                    @Published var title = ""
                    private let service: Service
                    private let onSelect: (Int) -> Void
                    private let onClose: (() -> Void)?
                    init(service: Service, onSelect: @escaping (Int) -> Void, onClose: (() -> Void)?) {
                        self.service = service
                        self.onSelect = onSelect
                        self.onClose = onClose
                    }
                }
                """
        }
        let package = try makePackage(manifest: Manifests.plain(module: "App"), files: files)
        let written = try package.scaffold(
            ScaffoldRequest(
                name: "Orders", convention: .plain, options: ScaffoldOptions(anchor: "Sources/App/Home/HomeView.swift"))
        )
        let test = try package.workspace.read(
            try XCTUnwrap(written.first { $0.hasSuffix("OrdersViewModelTests.swift") }))
        XCTAssertTrue(test.contains("let service = MockService()\n"), test)
        XCTAssertFalse(test.contains("stubbed"), test)
        XCTAssertNoThrow(try package.compile(with: try surfaces()), test)
    }

    /// Previews that build the view model's service from statements of their own, as
    /// `#Preview` (with a statement configuring it too) and as a `PreviewProvider`: the new
    /// preview copies them and type-checks.
    func testPreviewsCopyingThePreviewsOwnDeclarations() throws {
        let previews = [
            "#Preview {\n    let store = Store()\n    {name}View(viewModel: {name}ViewModel(store: store))\n}\n",
            // A statement configuring the store: the preview returns the view.
            "#Preview {\n    let store = Store()\n    store.name = \"Preview\"\n"
                + "    return {name}View(viewModel: {name}ViewModel(store: store))\n}\n",
            "struct {name}View_Previews: PreviewProvider {\n    static var previews: some View {\n"
                + "        let store = Store()\n        {name}View(viewModel: {name}ViewModel(store: store))\n    }\n}\n",
        ]
        for preview in previews {
            var files: [String: String] = ["Sources/App/Store.swift": "final class Store {\n    var name = \"\"\n}\n"]
            for name in ["Home", "Feed"] {
                files["Sources/App/\(name)/\(name)View.swift"] =
                    """
                    import SwiftUI

                    struct \(name)View: View {
                        let viewModel: \(name)ViewModel
                        var body: some View { Text(viewModel.title) }
                    }

                    """ + preview.replacingOccurrences(of: "{name}", with: name)
                files["Sources/App/\(name)/\(name)ViewModel.swift"] = """
                    import Observation

                    @Observable
                    final class \(name)ViewModel {
                        var title = ""
                        private let store: Store
                        init(store: Store) { self.store = store }
                    }
                    """
            }
            let package = try makePackage(manifest: Manifests.plain(module: "App"), files: files)
            let written = try package.scaffold(
                ScaffoldRequest(
                    name: "Orders", convention: .plain,
                    options: ScaffoldOptions(anchor: "Sources/App/Home/HomeView.swift")))
            let view = try package.workspace.read(try XCTUnwrap(written.first { $0.hasSuffix("OrdersView.swift") }))
            XCTAssertTrue(view.contains("let store = Store()"), view)
            XCTAssertNoThrow(try package.compile(with: try surfaces()), view)
        }
    }
}

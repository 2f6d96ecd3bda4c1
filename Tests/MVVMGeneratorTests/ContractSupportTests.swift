import MVVMGenerator
import TestSupport
import XCTest

/// What a contract view needs beyond SwiftUI: the helpers it calls (the workspace's, else
/// generated and listed) and the app modules it imports (configured, else inferred).
final class ContractSupportTests: XCTestCase {
    private func plan(
        _ name: String = "Orders", kind: ViewKind = .stateful, options: ScaffoldOptions = ScaffoldOptions(),
        in workspace: TestWorkspace, overrides: PlacementOverrides = PlacementOverrides()
    ) throws -> ScaffoldPlan {
        try workspace.planner(overrides: overrides)
            .plan(ScaffoldRequest(name: name, convention: .contract, kind: kind, feature: "Shop", options: options))
    }

    private func assertView(of plan: ScaffoldPlan, startsWith imports: String, line: UInt = #line) throws {
        let view = try XCTUnwrap(plan.files.first { $0.role == .view }, line: line).contents
        XCTAssertTrue(view.hasPrefix(imports), view, line: line)
    }

    private static let package = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "MyAppCommon", path: "Modules/Common"),
                .target(name: "Shop", dependencies: ["MyAppCommon"], path: "Sources"),
            ]
        )
        """

    func testAWorkspaceWithoutHelpersGetsThemGeneratedAndListed() throws {
        let workspace = try makeWorkspace()
        let planned = try plan(in: workspace)
        XCTAssertEqual(
            planned.files.filter { $0.role == .support }.map(\.path),
            [
                "Sources/Presentation/Support/String+Localized.swift",
                "Sources/Presentation/Support/View+OnFirstAppear.swift",
            ])
        XCTAssertEqual(
            planned.helpers,
            [
                SupportHelper(
                    api: .localized, source: .generated(path: "Sources/Presentation/Support/String+Localized.swift")),
                SupportHelper(
                    api: .onFirstAppear,
                    source: .generated(path: "Sources/Presentation/Support/View+OnFirstAppear.swift")),
            ])
        XCTAssertEqual(
            planned.helpers[0].summary,
            "String.localized(): the workspace declares none; generated in Sources/Presentation/Support/String+Localized.swift"
        )
        let helper = try XCTUnwrap(planned.files.first { $0.path.hasSuffix("String+Localized.swift") }).contents
        XCTAssertTrue(helper.contains("    func localized() -> String {"), "internal beside the views: \(helper)")
    }

    func testOnlyOnFirstAppearViewsGetTheOnFirstAppearHelper() throws {
        let workspace = try makeWorkspace()
        for (kind, options) in [(ViewKind.stateful, ScaffoldOptions(loading: .task)), (.stateless, ScaffoldOptions())] {
            let planned = try plan(kind: kind, options: options, in: workspace)
            XCTAssertEqual(planned.helpers.map(\.api), [.localized], "\(kind)")
        }
    }

    func testHelpersTheScreensTargetDeclaresAreUsedWithoutImport() throws {
        let workspace = try makeWorkspace([
            "Package.swift": Self.package,
            "Sources/Extensions/String+L10n.swift": "extension String {\n    func localized() -> String { self }\n}\n",
            "Sources/Extensions/View+Appear.swift": """
            import SwiftUI

            extension View {
                func onFirstAppear(perform action: @escaping () async -> Void) -> some View { self }
            }
            """,
        ])
        let planned = try plan(in: workspace)
        XCTAssertEqual(planned.files.filter { $0.role == .support }, [])
        XCTAssertEqual(
            planned.helpers.map(\.source),
            [
                .declared(path: "Sources/Extensions/String+L10n.swift", module: "Shop"),
                .declared(path: "Sources/Extensions/View+Appear.swift", module: "Shop"),
            ])
        try assertView(of: planned, startsWith: "import SwiftUI\n\n")
    }

    func testPublicHelpersOfAnotherTargetAreImportedAndInternalOnesAreNotUsable() throws {
        let workspace = try makeWorkspace([
            "Package.swift": Self.package,
            "Modules/Common/String+Localized.swift":
                "extension String {\n    public func localized() -> String { self }\n}\n",
            "Modules/Common/View+OnFirstAppear.swift": """
            import SwiftUI

            extension View {
                func onFirstAppear(_ action: @escaping () async -> Void) -> some View { self }
            }
            """,
        ])
        let planned = try plan(in: workspace)
        XCTAssertEqual(
            planned.helpers.map(\.source),
            [
                .declared(path: "Modules/Common/String+Localized.swift", module: "MyAppCommon"),
                .generated(path: "Sources/Presentation/Support/View+OnFirstAppear.swift"),
            ], "an internal onFirstAppear of another target cannot be called")
        try assertView(of: planned, startsWith: "import MyAppCommon\nimport SwiftUI\n\n")
    }

    func testOutsideSwiftPMAnInternalHelperInAnotherFolderCountsAsTheSameAppTarget() throws {
        let workspace = try makeWorkspace([
            "App/Extensions/String+Localized.swift": "extension String {\n    func localized() -> String { self }\n}\n"
        ])
        let planned = try plan(kind: .stateless, in: workspace)
        XCTAssertEqual(
            planned.helpers.map(\.source), [.declared(path: "App/Extensions/String+Localized.swift", module: "App")])
        try assertView(of: planned, startsWith: "import SwiftUI\n\n")
    }

    func testHelpersPlacedInAnotherTargetArePublicAndImported() throws {
        let workspace = try makeWorkspace(["Package.swift": Self.package])
        let overrides = PlacementOverrides([.support: "Modules/Common/Support"])
        let planned = try plan(kind: .stateless, in: workspace, overrides: overrides)
        let helper = try XCTUnwrap(planned.files.first { $0.role == .support })
        XCTAssertEqual(helper.path, "Modules/Common/Support/String+Localized.swift")
        XCTAssertTrue(helper.contents.contains("    public func localized() -> String {"), helper.contents)
        try assertView(of: planned, startsWith: "import MyAppCommon\nimport SwiftUI\n\n")
    }

    func testImportsAreThoseEveryExistingContractViewOfTheModuleHas() throws {
        let workspace = try makeWorkspace([
            "Sources/Presentation/Cart/Views/CartView.swift": """
            import MapKit
            import MyAppDesignSystem
            import SwiftUI

            struct CartView<ViewModel: CartViewModelContract>: View {
                let viewModel: ViewModel
                var body: some View { EmptyView() }
            }
            """,
            "Sources/Presentation/Home/Views/HomeView.swift": """
            import MyAppDesignSystem
            import SwiftUI

            struct HomeView: View {
                @State private var viewModel: HomeViewModel
                var body: some View { EmptyView() }
            }
            """,
            "Sources/Presentation/Shared/BadgeView.swift":
                "import Charts\nimport SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { EmptyView() }\n}\n",
        ])
        let planned = try plan(kind: .stateless, in: workspace)
        try assertView(of: planned, startsWith: "import MyAppDesignSystem\nimport SwiftUI\n\n")
    }

    func testConfiguredImportsReplaceTheInferredOnes() throws {
        let workspace = try makeWorkspace([
            "Sources/Presentation/Home/Views/HomeView.swift": """
            import MyAppDesignSystem
            import SwiftUI

            struct HomeView: View {
                @State private var viewModel: HomeViewModel
                var body: some View { EmptyView() }
            }
            """
        ])
        let planned = try plan(
            kind: .stateless, options: ScaffoldOptions(imports: ["MyAppResources", "MyAppCommon"]), in: workspace)
        try assertView(of: planned, startsWith: "import MyAppCommon\nimport MyAppResources\nimport SwiftUI\n\n")
    }

    func testAnImportThatIsNoModuleNameIsRefused() {
        XCTAssertThrowsError(
            try ScaffoldRequest(name: "Orders", convention: .contract, options: ScaffoldOptions(imports: ["My App"]))
        ) { error in
            XCTAssertTrue("\(error)".contains("import"), "\(error)")
        }
    }
}

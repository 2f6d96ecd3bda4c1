import MVVMGenerator
import TestSupport
import XCTest

/// Every contract-convention scaffold type-checks, with its tests, against the SwiftUI surface:
/// as a release build (the preview code left out by `#if DEBUG`) and as a debug build with its
/// previews enabled (commented-out previews uncommented, as a developer enabling them would).
final class ContractScaffoldCompileTests: XCTestCase {
    /// Compiling packages with swiftc is a long run (`LongRuns`).
    override func setUpWithError() throws {
        try XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)
    }

    private func assertCompiles(
        _ name: String, kind: ViewKind, options: ScaffoldOptions = ScaffoldOptions(),
        in package: ScaffoldedPackage? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let package = try package ?? makePackage(manifest: Manifests.contract(module: "Characters"))
        let request = try ScaffoldRequest(
            name: name, convention: .contract, kind: kind, feature: "Characters", options: options)
        try package.scaffold(request)
        let variant =
            "\(name) \(kind) \(options.viewStyle) \(options.loading) commentsOutPreviews: \(options.commentsOutPreviews)"
        XCTAssertNoThrow(
            try package.compile(with: try surfaces()), "release build of \(variant)", file: file, line: line)
        try package.uncommentPreviews()
        XCTAssertNoThrow(
            try package.compile(with: try surfaces(), conditions: ["DEBUG"]), "debug build with previews of \(variant)",
            file: file, line: line)
    }

    private static let previewChoices = [true, false]

    func testEveryStatefulVariant() throws {
        for style in ContractViewStyle.allCases {
            for loading in LoadingModifier.allCases {
                for commentsOutPreviews in Self.previewChoices {
                    let options = ScaffoldOptions(
                        viewStyle: style, loading: loading, commentsOutPreviews: commentsOutPreviews)
                    try assertCompiles("CharacterDetail", kind: .stateful, options: options)
                }
            }
        }
    }

    func testEveryStatelessVariant() throws {
        for style in ContractViewStyle.allCases {
            for commentsOutPreviews in Self.previewChoices {
                try assertCompiles(
                    "Home", kind: .stateless,
                    options: ScaffoldOptions(viewStyle: style, commentsOutPreviews: commentsOutPreviews))
            }
        }
    }

    func testListScreensSelectingAnItem() throws {
        for style in ContractViewStyle.allCases {
            try assertCompiles(
                "CharacterList", kind: .stateful, options: ScaffoldOptions(viewStyle: style, commentsOutPreviews: false)
            )
        }
    }

    /// A workspace whose views import `MyAppCommon` (declaring `localized()`) and
    /// `MyAppDesignSystem` (declaring `onFirstAppear`): the scaffold imports both and
    /// generates no helper of its own.
    func testWorkspaceHelpersAndAppModulesAreUsed() throws {
        let package = try makePackage(
            manifest: Manifests.contractWithAppModules(module: "Characters"), files: AppModules.files)
        let planned = try package.planner().plan(
            ScaffoldRequest(name: "CharacterDetail", convention: .contract, kind: .stateful, feature: "Characters"))
        XCTAssertEqual(
            planned.files.filter { $0.role == .support }.map(\.path), [], "the workspace declares both helpers")
        let view = try XCTUnwrap(planned.files.first { $0.role == .view })
        XCTAssertTrue(view.contents.contains("import MyAppCommon\nimport MyAppDesignSystem\n"), view.contents)
        try assertCompiles("CharacterDetail", kind: .stateful, in: package)
    }
}

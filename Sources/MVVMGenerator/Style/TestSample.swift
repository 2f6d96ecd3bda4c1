import Foundation
import MVVMAnalyzerCore

/// The test framework of the nearest screen's view-model tests.
struct TestSample {
    let path: String
    let framework: PlainStyle.TestFramework
    /// `Tests` of `XViewModelTests.swift`, `Spec` of `XViewModelSpec.swift`.
    let suffix: String
    /// The screen whose view model it tests.
    let screen: ScreenCatalog.Screen
    /// Whether its `@testable import` comes before its framework's import.
    let importsTestedModuleFirst: Bool
    /// Whether it imports the tested module at all (not where the tests compile the app's
    /// sources themselves).
    let importsTestedModule: Bool

    static let suffixes = ["Tests", "Spec", "Test", "UnitTests", "UnitTest"]

    /// The test of the screen's view model, named after it (`XViewModelTests`,
    /// `DocumentDetailModelTests`, `RankingViewModelUnitTest`) or, for a view model nested in its
    /// view, after the view (`HKSampleGraphUnitTests`); else a test file named otherwise that
    /// builds it (BDKWallet's `…SendViewModelTests.swift` building `AmountViewModel(…)`).
    /// `byWhatTheyBuild`: whether a test named otherwise that builds the view model counts (asked
    /// where no screen's view model has a test named after it).
    init?(
        _ screen: ScreenCatalog.Screen, placement: LearnedPlacement, snapshot: WorkspaceSnapshot, root: String,
        byWhatTheyBuild: Bool = false
    ) {
        let viewModelName = screen.viewModelName.hasSuffix(".ViewModel") ? screen.viewName : screen.viewModelName
        let stems =
            viewModelName == screen.name + "ViewModel" ? [viewModelName] : [screen.name + "ViewModel", viewModelName]
        // (`viewModelName` covers `XController` and `XModel` too.)
        guard
            let (suffix, path) = Self.suffixes.lazy.flatMap({ suffix in stems.lazy.map { (suffix, $0) } }).compactMap({
                suffix, stem in
                placement.files(named: stem + suffix + ".swift", of: screen).first.map { (suffix, $0) }
            }).first
                ?? (byWhatTheyBuild
                    ? Self.testBuilding(viewModelName, snapshot: snapshot, root: root).map({ ("Tests", $0) }) : nil),
            let imports = snapshot.sourceFiles[RelativePath.joined(root, path)]?.facts.imports
        else { return nil }
        self.suffix = suffix
        self.screen = screen
        let testableIndex = imports.firstIndex(where: \.isTestable)
        let frameworkIndex = imports.firstIndex { ["Testing", "XCTest"].contains($0.module) }
        importsTestedModule = testableIndex != nil
        importsTestedModuleFirst =
            testableIndex.map { testable in frameworkIndex.map { testable < $0 } ?? false } ?? false
        if imports.contains(where: { $0.module == "Testing" }) {
            framework = .testing
        } else if imports.contains(where: { $0.module == "XCTest" }) {
            framework = .xctest
        } else {
            return nil
        }
        self.path = path
    }

    /// The first test file (by path) of the workspace's view-model tests (named `…ModelTests`,
    /// not a snapshot or a flow's test) that builds `viewModelName` (`AmountViewModel(`),
    /// relative to `root`.
    private static func testBuilding(_ viewModelName: String, snapshot: WorkspaceSnapshot, root: String) -> String? {
        guard !viewModelName.contains(".") else { return nil }
        let construction = viewModelName + "("
        return snapshot.files(naming: viewModelName).filter { file in
            let stem = ScreenCatalog.fileName(of: file.path).dropLast(".swift".count)
            return suffixes.contains { stem.hasSuffix("Model" + $0) }
                && snapshot.modules.kind(ofFile: file.path) == .tests
                && file.facts.imports.contains { ["Testing", "XCTest"].contains($0.module) }
                && file.text.contains(construction)
        }.map(\.path).sorted().first.flatMap { RelativePath.subpath(of: $0, below: root).map(String.init) }
    }
}

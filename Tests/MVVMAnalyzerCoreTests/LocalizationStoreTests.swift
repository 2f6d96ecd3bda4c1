import MVVMAnalyzerCore
import XCTest

final class LocalizationStoreTests: XCTestCase {
    private let yaml = """
        en:
          DashboardViewModel:
            pageTitle: "Welcome"
            cards:
              - "One"
        EN-gb:
          DashboardViewModel:
            pageTitle: Hiya
        """

    func testKeysKeepTheirLinesAndLocalesAreCaseInsensitive() throws {
        var store = LocalizationStore(modules: ModuleMap(root: "/ws"))
        store.update(path: "/ws/DashboardViewModel.yml", text: yaml)
        let english = store.entries(locale: "EN", typeName: "DashboardViewModel", property: "pageTitle")
        XCTAssertEqual(english.count, 1)
        let file = try XCTUnwrap(store.files["/ws/DashboardViewModel.yml"])
        XCTAssertEqual(file.lines.line(of: english[0].keyRange), 2)
        XCTAssertEqual(english[0].keyRange, range(of: "pageTitle", in: yaml))
        XCTAssertEqual(store.entries(locale: "en-GB", typeName: "DashboardViewModel", property: "pageTitle").count, 1)
        XCTAssertEqual(store.entries(locale: "en", typeName: "DashboardViewModel", property: "cards").count, 1)
        XCTAssertEqual(store.locales, ["en", "en-gb"])
    }

    func testYamlFilesAreNotedSeparately() {
        var store = LocalizationStore(modules: ModuleMap(root: "/ws"))
        store.update(path: "/ws/A.yaml", text: yaml)
        XCTAssertTrue(store.entries(locale: "en", typeName: "DashboardViewModel", property: "pageTitle").isEmpty)
        XCTAssertNotNil(store.ignoredYAMLFiles["/ws/A.yaml"])
    }

    func testDuplicatesAcrossFilesAndRemoval() {
        var store = LocalizationStore(modules: ModuleMap(root: "/ws"))
        store.update(path: "/ws/A.yml", text: yaml)
        store.update(path: "/ws/B.yml", text: "en:\n  DashboardViewModel:\n    pageTitle: Again\n")
        XCTAssertEqual(store.duplicateKeys.map { $0.map(\.path).sorted() }, [["/ws/A.yml", "/ws/B.yml"]])
        store.remove(path: "/ws/B.yml")
        XCTAssertTrue(store.duplicateKeys.isEmpty)
    }

    func testBrokenYamlReportsWhere() throws {
        var store = LocalizationStore(modules: ModuleMap(root: "/ws"))
        store.update(path: "/ws/Bad.yml", text: "en:\n  A:\n    b: \"unterminated\n")
        let problem = try XCTUnwrap(store.files["/ws/Bad.yml"]?.problem)
        XCTAssertGreaterThanOrEqual(problem.line, 3)
        XCTAssertFalse(problem.message.isEmpty)
    }
}

import MVVMAnalyzerCore
import XCTest

final class ConventionDetectionTests: XCTestCase {
    private func convention(_ files: [String]) -> Convention {
        var workspace = WorkspaceSnapshot(root: "/ws")
        for (index, text) in files.enumerated() { workspace.update(path: "/ws/F\(index).swift", text: text) }
        return workspace.detectedConvention
    }

    func testFOSMVVMByImportViewModelViewOrMacro() {
        XCTAssertEqual(convention(["import FOSMVVM"]), .fosmvvm)
        XCTAssertEqual(convention(["struct A: ViewModelView { var body: some View { EmptyView() } }"]), .fosmvvm)
        XCTAssertEqual(convention(["@ViewModel struct AViewModel {}"]), .fosmvvm)
    }

    func testContractByContractProtocolOrViewState() {
        XCTAssertEqual(convention(["protocol AViewModelContract: AnyObject {}"]), .contract)
        XCTAssertEqual(convention(["enum AViewState { case idle }"]), .contract)
    }

    func testPlainOtherwise() {
        XCTAssertEqual(convention(["final class AViewModel: ObservableObject {}", "protocol BViewModel {}"]), .plain)
        XCTAssertEqual(convention([]), .plain)
    }

    func testRemovingTheSignalFileReturnsToPlain() {
        var workspace = WorkspaceSnapshot(root: "/ws")
        workspace.update(path: "/ws/A.swift", text: "import FOSMVVM")
        workspace.remove(path: "/ws/A.swift")
        XCTAssertEqual(workspace.detectedConvention, .plain)
    }
}

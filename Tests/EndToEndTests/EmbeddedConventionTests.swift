import Foundation
import TestSupport
import XCTest

/// A convention's code inside an otherwise plain app: the contract and FOSMVVM fixture
/// workspaces copied into a folder of the plain app get exactly the findings they get alone
/// (which `ContractFixtureTests` and `FOSMVVMFixtureTests` pin down), and the plain app keeps
/// exactly its own.
final class EmbeddedConventionTests: XCTestCase {
    private func findings(under folder: String, in findings: [ReportedFinding]) -> Set<ReportedFinding> {
        Set(
            findings.filter { $0.file.hasPrefix(folder + "/") }
                .map { ReportedFinding($0.rule, String($0.file.dropFirst(folder.count + 1)), $0.line) })
    }

    private func assertEmbedding(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let alone = Set(try ReportedFinding.run(in: TestWorkspace(copying: fixture)))
        let plainAlone = Set(try ReportedFinding.run(in: TestWorkspace(copying: "PlainApp")))
        XCTAssertFalse(alone.isEmpty, file: file, line: line)

        let workspace = try TestWorkspace(copying: "PlainApp")
        try workspace.embed(fixture, at: "Modules/\(fixture)")
        let together = try ReportedFinding.run(in: workspace)
        let embedded = findings(under: "Modules/\(fixture)", in: together)
        XCTAssertEqual(
            embedded, alone, "unexpected: \(embedded.subtracting(alone)); missing: \(alone.subtracting(embedded))",
            file: file, line: line)
        let plain = Set(together.filter { !$0.file.hasPrefix("Modules/") })
        XCTAssertEqual(plain, plainAlone, "the plain app's own findings", file: file, line: line)
        XCTAssertFalse(
            plain.contains { $0.rule.hasPrefix("contract/") || $0.rule.hasPrefix("fosmvvm/") },
            "no convention rule on the plain app's code", file: file, line: line)
    }

    func testAContractFeatureInsideAPlainAppGetsTheContractRules() throws {
        try assertEmbedding("ContractWorkspace")
    }

    func testAFOSMVVMPackageInsideAPlainAppGetsTheFOSMVVMRules() throws {
        try assertEmbedding("FOSMVVMWorkspace")
    }
}

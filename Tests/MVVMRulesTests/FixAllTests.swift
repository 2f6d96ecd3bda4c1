import MVVMAnalyzerCore
import MVVMRules
import XCTest

final class FixAllTests: XCTestCase {
    private func diagnostic(_ fixes: [Fix], path: String = "/ws/A.swift") -> Finding {
        Finding(
            ruleID: "mvvm/x", severity: .warning, message: "m", path: path, range: ByteRange(start: 0, end: 1),
            fixes: fixes)
    }

    private func edit(_ start: Int, _ end: Int, _ text: String, preferred: Bool = true, path: String = "/ws/A.swift")
        -> Fix
    {
        Fix(
            title: text, isPreferred: preferred,
            changes: [
                .edit(
                    path: path, replacements: [TextReplacement(range: ByteRange(start: start, end: end), newText: text)]
                )
            ])
    }

    func testTakesPreferredNonOverlappingSameFileEditsInOrder() {
        let diagnostics = [
            diagnostic([edit(10, 12, "b")]),
            diagnostic([edit(0, 2, "a")]),
            diagnostic([edit(11, 13, "overlaps")]),
            diagnostic([edit(20, 21, "not preferred", preferred: false)]),
            diagnostic([edit(30, 31, "other file", path: "/ws/B.swift")]),
            diagnostic([
                Fix(title: "rename", isPreferred: true, changes: [.rename(from: "/ws/A.swift", to: "/ws/B.swift")])
            ]),
        ]
        let replacements = FixAll.replacements(for: diagnostics, path: "/ws/A.swift")
        XCTAssertEqual(replacements.map(\.newText), ["a", "b"])
    }
}

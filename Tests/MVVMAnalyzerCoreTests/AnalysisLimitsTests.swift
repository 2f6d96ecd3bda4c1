@testable import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax
import XCTest

final class AnalysisLimitsTests: XCTestCase {
    /// `isDeeper` walks without recursion; its answer is checked at every limit around the
    /// tree's true depth, counted by recursion, tokens included.
    func testTreeDepthIsMeasuredToTheTokenAtEveryLimit() {
        let sources = [
            "",
            "let x = 1\n",
            "let chain = a" + String(repeating: ".b", count: 40) + "\n",
            "let nested = " + String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9) + "\n",
            "struct S { func f() { if a { if b { call(x: { y in y + 1 }) } } } }\n",
        ]
        for source in sources {
            let tree = Parser.parse(source: source)
            let depth = Self.depth(of: Syntax(tree))
            for limit in max(0, depth - 2)...(depth + 1) {
                XCTAssertEqual(AnalysisLimits.isDeeper(tree, than: limit), depth > limit,
                               "depth \(depth), limit \(limit): \(source)")
            }
        }
    }

    /// The depth of the deepest node under `node` (itself at 0), tokens included.
    private static func depth(of node: Syntax) -> Int {
        node.children(viewMode: .all).map { depth(of: $0) + 1 }.max() ?? 0
    }
}

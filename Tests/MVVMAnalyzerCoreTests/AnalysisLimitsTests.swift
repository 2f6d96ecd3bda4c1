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
            // Subtrees of every size beside and below the deepest path: the search skips those
            // too small to reach the limit, and must not skip the one that does.
            Self.realisticView,
            Self.realisticView + "let deep = z" + String(repeating: ".m", count: 60) + "\n",
            "let deep = z" + String(repeating: ".m", count: 60) + "\n" + Self.realisticView,
        ]
        for source in sources {
            let tree = Parser.parse(source: source)
            let depth = Self.depth(of: Syntax(tree))
            for limit in 0...(depth + 1) {
                XCTAssertEqual(
                    AnalysisLimits.isDeeper(tree, than: limit), depth > limit,
                    "depth \(depth), limit \(limit): \(source)")
            }
        }
    }

    /// Each limit is named by its own problem, whose description is the reason the log gives.
    func testEachLimitNamesItsProblem() {
        let overLimits: [(text: String, problem: AnalysisLimitProblem, reason: String)] = [
            (
                String(repeating: " ", count: AnalysisLimits.maximumFileSize + 1), .fileTooLarge,
                "it is larger than 1 MiB"
            ),
            ("let x = " + String(repeating: "{ ", count: 257), .nestingTooDeep, "it nests deeper than 256 levels"),
            (
                "let x = " + String(repeating: "(", count: 13), .openerRunTooLong,
                "it has more than 12 consecutive '(' or '['"
            ),
            (
                "let x = " + String(repeating: "try ", count: 129) + "f()\n", .tooManyOnOneLine,
                "a line has more than 128 generic '<', '->', 'try' or 'await'"
            ),
        ]
        for (text, problem, reason) in overLimits {
            XCTAssertEqual(AnalysisLimits.problem(inText: text), problem, reason)
            XCTAssertEqual(problem.description, reason)
        }
        let chain = "let x = a" + String(repeating: ".b", count: 2_000) + "\n"
        XCTAssertNil(AnalysisLimits.problem(inText: chain), "its text is within the limits")
        let (tree, skippedReason) = AnalysisLimits.parse(chain)
        XCTAssertEqual(skippedReason, .treeTooDeep)
        XCTAssertEqual(skippedReason?.description, "its syntax tree is deeper than 1000 levels")
        XCTAssertTrue(tree.statements.isEmpty)
        XCTAssertEqual(SourceFile(path: "/x/A.swift", text: chain).skippedReason, .treeTooDeep)
        XCTAssertEqual(SourceFile(incrementallyParsing: chain, path: "/x/A.swift").skippedReason, .treeTooDeep)
    }

    private static let realisticView = """
        import SwiftUI

        struct OrdersView: View {
            @ObservedObject var viewModel: OrdersViewModel
            @State private var filter = ""

            var body: some View {
                NavigationStack {
                    List(viewModel.orders.filter { filter.isEmpty || $0.title.contains(filter) }) { order in
                        HStack {
                            Text(order.title).font(.headline)
                            Spacer()
                            Text(order.total, format: .currency(code: "EUR")).foregroundStyle(.secondary)
                        }
                        .swipeActions { Button("Delete", role: .destructive) { viewModel.delete(order) } }
                    }
                    .searchable(text: $filter)
                    .toolbar { ToolbarItem { Button("Add") { viewModel.add() } } }
                }
                .task { await viewModel.load() }
            }
        }

        """

    /// The depth of the deepest node under `node` (itself at 0), tokens included.
    private static func depth(of node: Syntax) -> Int {
        node.children(viewMode: .all).map { depth(of: $0) + 1 }.max() ?? 0
    }
}

@testable import MVVMAnalyzerCore
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest

/// The raw tree read by the facts extractors places every node where swift-syntax's own API
/// does, with the same trimmed text, and `LayoutIndex` finds the child a key path names.
final class RawNodeTests: XCTestCase {
    /// Trivia everywhere, a multi-byte name, a missing token, `#if` members and accessors.
    private let text = """
        // Header comment
        import SwiftUI

        /// Doc comment
        @MainActor
        public struct CaféView<Model: Sendable>: View where Model: Hashable {
            @StateObject private(set) var viewModel = CaféViewModel.init()   // trailing
            #if DEBUG
            static let debug: Bool = true
            #endif
            var count: Int { get { 1 } set {} }
            func broken( {
            var body: some View { Text("é\\(count)") }
        }
        """

    func testEveryNodeHasTheRangeAndTextOfItsSyntaxNode() {
        let tree = Parser.parse(source: text)
        final class Visitor: SyntaxAnyVisitor {
            var checked = 0
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                let raw = RawNode(node)
                XCTAssertEqual(raw.range, ByteRange(node), "\(node.kind)")
                XCTAssertEqual(raw.trimmedText, node.trimmedText, "\(node.kind)")
                // Each child of the layout, reached from the parent, sits where the child does.
                for (index, child) in node.children(viewMode: .all).enumerated() {
                    let position = node.raw.layoutView!.children.firstIndex { $0?.id == child.raw.id }!
                    XCTAssertEqual(
                        raw.child(atLayoutPosition: position)?.offset, child.position.utf8Offset,
                        "child \(index) of \(node.kind)")
                }
                checked += 1
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .all)
        visitor.walk(tree)
        XCTAssertGreaterThan(visitor.checked, 100)
    }

    func testLayoutIndexReachesTheChildItsKeyPathNames() throws {
        let tree = Parser.parse(source: text)
        let view = try XCTUnwrap(tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first)
        let variable = try XCTUnwrap(view.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first)
        let placed = RawNode(variable)
        XCTAssertEqual(placed[LayoutIndex(\VariableDeclSyntax.bindings)]?.range, ByteRange(variable.bindings))
        XCTAssertEqual(placed[LayoutIndex(\VariableDeclSyntax.modifiers)]?.trimmedText, "private(set)")
        XCTAssertEqual(RawNode(view)[LayoutIndex(\StructDeclSyntax.name)]?.tokenText, "CaféView")
        XCTAssertEqual(
            RawNode(view)[LayoutIndex(\StructDeclSyntax.genericWhereClause)]?.trimmedText, "where Model: Hashable")
        XCTAssertNil(placed[LayoutIndex(\VariableDeclSyntax.unexpectedAfterBindings)], "an absent child")
    }
}

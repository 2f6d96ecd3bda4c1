import MVVMAnalyzerCore
import SwiftSyntax

/// Finds navigation calls (`router.push(…)`, `self.coordinator.navigate(to:)`,
/// `AppNavigator.shared.push(…)`) in parts of a file.
enum NavigationCallFinder {
    /// One navigation call.
    struct Call {
        /// The name the call is made through: a property or a type.
        let root: String
        /// The names from the root to the callee's base (`["viewModel", "router"]` for
        /// `viewModel.router.present(…)`).
        let path: [String]
        /// The callee, shortened when it spans lines (`router.push`).
        let text: String
        /// The navigation method called (`push`).
        let method: String
        let range: ByteRange
        /// Types the call's arguments and closures construct (`present { EditView() }` →
        /// `EditView`): a call that builds views is presentation, which a view model cannot do.
        let constructedTypes: [String]
    }

    /// The navigation calls inside any of `ranges` of the file.
    static func calls(in file: SourceFile, within ranges: [ByteRange]) -> [Call] {
        guard !ranges.isEmpty, mayCallNavigation(file, within: ranges) else { return [] }
        let visitor = Visitor(ranges: ranges)
        visitor.walk(file.tree)
        return visitor.calls
    }

    /// Member names a navigation call can start with, after a `.`.
    private static let callPrefixes: [[UInt8]] = (NavigationRole.verbs + Array(NavigationRole.exactVerbs) + ["open"])
        .map { Array($0.utf8) }

    /// Whether the text in `ranges` has a member that names a navigation method (`.push`,
    /// `.navigateTo`, `.dismiss`, not `.presentationDetents`): text without one has no
    /// navigation call, and its tree is not walked (this runs on every keystroke, and decides
    /// which files `check` parses again).
    static func mayCallNavigation(_ file: SourceFile, within ranges: [ByteRange]) -> Bool {
        file.lines.bytes.withUnsafeBufferPointer { buffer in
            ranges.contains { range in
                var index = max(0, range.start)
                let end = min(range.end, buffer.count)
                while index < end - 1 {
                    defer { index += 1 }
                    guard buffer[index] == UInt8(ascii: "."),
                        callPrefixes.contains(where: { prefix in
                            index + prefix.count < end
                                && prefix.indices.allSatisfy { buffer[index + 1 + $0] == prefix[$0] }
                        })
                    else { continue }
                    var nameEnd = index + 1
                    while nameEnd < end, IdentifierBytes.isIdentifierByte(buffer[nameEnd]) { nameEnd += 1 }
                    let name = String(
                        decoding: UnsafeBufferPointer(rebasing: buffer[(index + 1)..<nameEnd]), as: UTF8.self)
                    if NavigationRole.isNavigationMethod(name, calledOnStoredProperty: true) { return true }
                }
                return false
            }
        }
    }

    private final class Visitor: SyntaxVisitor {
        let ranges: [ByteRange]
        var calls: [Call] = []

        init(ranges: [ByteRange]) {
            self.ranges = ranges
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let range = ByteRange(node)
            guard ranges.contains(where: { $0.start <= range.start && range.end <= $0.end }) else {
                return ranges.contains { $0.start < range.end && range.start < $0.end } ? .visitChildren : .skipChildren
            }
            if Self.isStatement(node), let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                let path = callee.base?.memberNames, let root = path.first
            {
                let method = callee.declName.baseName.text
                // `open(…)` counts on a property (`router.open(order)`), not on a type.
                if NavigationRole.isNavigationMethod(method, calledOnStoredProperty: root.first?.isLowercase == true) {
                    let text = callee.trimmedText.contains("\n") ? "\(root)….\(method)" : callee.trimmedText
                    calls.append(
                        Call(
                            root: root, path: path, text: text, method: method, range: ByteRange(callee),
                            constructedTypes: Self.constructedTypes(in: node)))
                }
            }
            return .visitChildren
        }

        /// Whether the call stands as a statement (through `try`/`await`, or discarded with
        /// `_ =`): navigation is done for its effect; a call whose result is kept
        /// (`let id = toasts.showProgress()`) is not.
        static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
            var node = Syntax(call)
            while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
            }
            if let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
                    && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == node.id
            }
            return node.parent?.is(CodeBlockItemSyntax.self) == true
        }

        /// Uppercase callees called in the call's arguments and closures (`EditView(…)`,
        /// `UIHostingController(…)`).
        static func constructedTypes(in call: FunctionCallExprSyntax) -> [String] {
            var names: [String] = []
            var parts: [Syntax] = call.arguments.map { Syntax($0) }
            if let closure = call.trailingClosure { parts.append(Syntax(closure)) }
            parts += call.additionalTrailingClosures.map { Syntax($0) }
            for part in parts {
                for token in part.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                        token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                            || token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.is(
                                FunctionCallExprSyntax.self) == true
                    else { continue }
                    names.append(name)
                }
            }
            return names
        }
    }
}

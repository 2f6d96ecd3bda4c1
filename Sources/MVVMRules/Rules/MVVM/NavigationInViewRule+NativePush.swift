import MVVMAnalyzerCore
import SwiftSyntax

/// A push the view makes itself with `NavigationLink(destination:)` while its own view model
/// routes the screen's other navigation through a router it holds (Swiyu's `HomeComposerView`
/// pushing `PrivacyView` beside `HomeViewModel`'s `router.eIDRequest()`): the push bypasses the
/// router the team navigates this screen with. A value-based link (`NavigationLink(value:)`)
/// feeds a stack the router may own and is left alone.
extension NavigationInViewRule {
    func nativePushes(
        _ pushes: [NativePush], ownViewModels: [OwnViewModel], evidence: NavigationEvidence, context: RuleContext
    ) -> [Finding] {
        guard !pushes.isEmpty,
            let (owner, router) = ownViewModels.lazy.compactMap({ owner in
                evidence.router(navigatedBy: owner).map { (owner, $0) }
            }).first
        else { return [] }
        return pushes.map { push in
            context.diagnostic(
                "The view pushes `\(push.destination)` itself with `NavigationLink`, while its view model "
                    + "`\(owner.typeName)` navigates with its `\(router)`: let the view model route this push "
                    + "through `\(router)` as it does the screen's other navigation",
                at: push.range)
        }
    }

    /// A `NavigationLink` that builds its destination (`NavigationLink(destination: X())`,
    /// `NavigationLink { X() } label: { … }`).
    struct NativePush {
        var destination: String
        var range: ByteRange

        /// The pushes in `ranges` of the file's tree, outside `excluded` (nested types).
        static func pushes(in file: SourceFile, within ranges: [ByteRange], excluding excluded: [ByteRange])
            -> [NativePush]
        {
            let whole = ranges.contains { range in
                IdentifierBytes.contains(Array("NavigationLink".utf8), in: file.lines.bytes, within: range)
            }
            guard whole else { return [] }
            let finder = Finder(ranges: ranges, excluded: excluded)
            finder.walk(file.tree)
            return finder.pushes
        }
    }

    private final class Finder: SyntaxVisitor {
        let ranges: [ByteRange]
        let excluded: [ByteRange]
        var pushes: [NativePush] = []

        init(ranges: [ByteRange], excluded: [ByteRange]) {
            self.ranges = ranges
            self.excluded = excluded
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let range = ByteRange(node)
            guard ranges.contains(where: { $0.start < range.end && range.start < $0.end }) else { return .skipChildren }
            guard node.calledExpression.trimmedText == "NavigationLink",
                ranges.contains(where: { $0.start <= range.start && range.end <= $0.end }),
                !excluded.contains(where: { $0.start <= range.start && range.end <= $0.end }),
                !node.arguments.contains(where: { $0.label?.text == "value" }),
                let destination = Self.destination(of: node)
            else { return .visitChildren }
            pushes.append(NativePush(destination: destination, range: ByteRange(node.calledExpression)))
            return .visitChildren
        }

        /// The view the link builds: its `destination:` argument's, or its first trailing
        /// closure's where a `label:` closure follows.
        private static func destination(of link: FunctionCallExprSyntax) -> String? {
            if let argument = link.arguments.first(where: { $0.label?.text == "destination" }) {
                return builtView(in: Syntax(argument.expression))
            }
            guard let content = link.trailingClosure,
                link.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
            else { return nil }
            return builtView(in: Syntax(content))
        }

        /// The first view type called in `node` (`PrivacyView` of `PrivacyView()`).
        private static func builtView(in node: Syntax) -> String? {
            if let call = node.as(FunctionCallExprSyntax.self) ?? node.descendants(FunctionCallExprSyntax.self).first,
                let name = call.calleeName, name.first?.isUppercase == true
            {
                return name
            }
            return nil
        }
    }
}

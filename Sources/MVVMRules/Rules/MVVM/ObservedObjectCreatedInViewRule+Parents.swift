import MVVMAnalyzerCore
import SwiftSyntax

extension ObservedObjectCreatedInViewRule {
    /// Where the workspace builds a view (`ViewName(` outside its own declaration).
    enum BuildSite {
        /// In a `PreviewProvider` or a `#Preview`: only the canvas builds it.
        case preview
        /// Once per screen or tap: a hosting controller's `rootView:`, UIKit code, a view's action.
        case once
        /// Where a SwiftUI parent may build it again: on a render path, or anywhere else.
        case render
    }

    /// Whether a SwiftUI parent may build a view built at `sites` again: somewhere it is built on
    /// a view's render path, or by code that is neither UIKit nor an action, or nowhere the
    /// workspace shows (previews aside). A view built only by UIKit (a hosting controller's
    /// `rootView:`, a view controller) or only in actions (`Button { push(X()) }`) is built once
    /// per screen or tap, so an object it creates is not lost on re-render.
    static func mayBeRebuiltByAParent(_ sites: [BuildSite]) -> Bool {
        let outsidePreviews = sites.filter { $0 != .preview }
        return outsidePreviews.isEmpty || outsidePreviews.contains(.render)
    }

    /// Whether a view built at `sites` exists only to be shown in previews: the workspace builds
    /// it, and only in `PreviewProvider`s and `#Preview`s (a harness such as `FeedSettingsTester`).
    static func isBuiltOnlyForPreviews(_ sites: [BuildSite]) -> Bool {
        !sites.isEmpty && sites.allSatisfy { $0 == .preview }
    }

    /// Whether the view's `body` runs once per screen: it is built only once (see
    /// `mayBeRebuiltByAParent`) and holds nothing that makes SwiftUI render it again (no
    /// property wrapper such as `@State` or `@ObservedObject`, no `@Observable` object). An `App`
    /// is never built by a parent: its `body` runs again only when state it holds changes, which
    /// needs a property wrapper or an `@Observable` class the workspace declares.
    static func rendersOnce(_ view: TypeFact, builtAt sites: [BuildSite], context: RuleContext) -> Bool {
        let isApp = view.inherits("App")
        let holdsNothingObserved = view.storedProperties.allSatisfy { property in
            property.isStatic
                || (property.attributes.isEmpty
                    && !isObservableClass(property.declaredType, unknownIsObservable: !isApp, context: context))
                || (property.attributes.map(\.name) == ["State"]
                    && !readsValue(of: property.name, in: view, context: context))
        }
        return holdsNothingObserved && (isApp || !mayBeRebuiltByAParent(sites))
    }

    /// Whether the code of `view` (its declaration and extensions) reads the value of its
    /// property `name` anywhere but its declaration, rather than only handing on its binding
    /// (`$name`): a `@State` whose value the view never reads makes it render nothing again
    /// (ios-drive's `RootMoveView` passing `$createFolderIn` to a child).
    private static func readsValue(of name: String, in view: TypeFact, context: RuleContext) -> Bool {
        let word = Array(name.utf8)
        let binding = Array(("$" + name).utf8)
        var reads = 0
        for part in context.workspace.types(named: view.qualifiedName) {
            guard let bytes = context.workspace.sourceFiles[part.path]?.lines.bytes else { return true }
            // `$name` counts as `name` too (`$` is no identifier byte): its bindings are taken off.
            reads +=
                IdentifierBytes.count(word, in: bytes, within: part.type.range)
                - IdentifierBytes.count(binding, in: bytes, within: part.type.range)
        }
        // The declaration names it once.
        return reads > 1
    }

    /// Whether `typeName` is a class of the workspace marked `@Observable` (its reads in `body`
    /// make the view render again); a type the workspace does not declare counts as observable
    /// where `unknownIsObservable`, unless it is a common value type.
    private static func isObservableClass(
        _ typeName: String?, unknownIsObservable: Bool, context: RuleContext
    ) -> Bool {
        guard let typeName else { return unknownIsObservable }
        let base = TypeName.base(of: typeName)
        guard base.first?.isUppercase == true else { return false }
        guard let declaration = context.workspace.declaration(of: base, near: context.path) else {
            // A value type of the standard library or a framework (String, URL, Int…) is not
            // observable; anything else unknown may be.
            return unknownIsObservable
                && !["String", "Int", "Double", "Bool", "URL", "Date", "UUID", "Int64", "CGFloat", "Float"].contains(
                    base)
        }
        return declaration.type.kind == .class && declaration.type.attributes.contains(named: "Observable")
    }

    /// The places the workspace builds `view`, classified, up to the first render site. The
    /// bytes say where `ViewName(` may be built (`ConstructionSites`); a site outside previews
    /// counts only where the file's syntax has the call there (not a comment or a string).
    /// Only calls `including` accepts count outside previews (those omitting an argument, say).
    static func buildSites(
        of view: TypeFact, context: RuleContext, including: (FunctionCallExprSyntax) -> Bool = { _ in true }
    ) -> [BuildSite] {
        var sites: [BuildSite] = []
        for file in context.workspace.files(naming: view.name) {
            let path = file.path
            for offset in context.workspace.constructionSites(inFile: path).offsets(of: view.name) {
                let builder = file.facts.innermostType(containing: offset)
                // The view's own declaration (a static factory, a recursive child) says nothing.
                if builder?.name == view.name, path == context.path { continue }
                if file.facts.previews.contains(where: { $0.range.start <= offset && offset < $0.range.end })
                    || builder?.inheritedTypes.contains("PreviewProvider") == true
                {
                    sites.append(.preview)
                    continue
                }
                guard let builder, let call = context.workspace.callIndex(ofFile: file).call(startingAt: offset),
                    including(call)
                else {
                    continue
                }
                if isHostingRoot(call) || isUIKitSide(builder) || isBuiltInAnAction(call, by: builder, context: context)
                {
                    sites.append(.once)
                } else {
                    // One render site answers every question asked of the sites (rebuilt, not
                    // only for previews, not rendering once): the rest are not classified.
                    return sites + [.render]
                }
            }
        }
        return sites
    }

    /// Whether the view built by `call` is built by a view's action (a button's action, a
    /// completion handler), not on that view's render path.
    private static func isBuiltInAnAction(_ call: FunctionCallExprSyntax, by builder: TypeFact, context: RuleContext)
        -> Bool
    {
        let offset = ByteRange(call).start
        guard builder.isView,
            let member = builder.members.first(where: { $0.range.start <= offset && offset < $0.range.end }),
            member.kind != .initializer
        else { return false }
        return RenderPath.isInAction(Syntax(call), member: member, context: context)
    }

    /// Whether the view is built as a hosting controller's root (`UIHostingController(rootView: X(…))`,
    /// modifiers after `X(…)` included), directly or through a local (`let screen = X(…)` and,
    /// later in the same code, `rootView: screen`).
    private static func isHostingRoot(_ call: FunctionCallExprSyntax) -> Bool {
        var expression = Syntax(call)
        while let parent = expression.parent, ByteRange(parent).start == ByteRange(call).start {
            expression = parent
        }
        if expression.parent?.as(LabeledExprSyntax.self)?.label?.text == "rootView" { return true }
        guard let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let code = binding.ancestors.first(where: { $0.is(CodeBlockItemListSyntax.self) })
        else { return false }
        return code.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier(name)
                && token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(LabeledExprSyntax.self)?.label?.text
                    == "rootView"
        }
    }

    /// Whether a type is UIKit/AppKit code: a class inheriting from a `UI…`/`NS…` type or a
    /// `…Controller`.
    private static func isUIKitSide(_ type: TypeFact) -> Bool {
        type.kind == .class
            && type.inheritedTypes.contains { name in
                name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasSuffix("Controller")
            }
    }
}

import MVVMAnalyzerCore
import SwiftParser
import SwiftSyntax

/// Whether code runs each time a view renders: in `body`, or in a view-building helper `body`
/// uses, and only through view-building closures (`VStack { … }`, `.sheet { … }`,
/// `NavigationLink(destination:)`), never through an action (`Button { … }`, `.onTapGesture`,
/// `Task { … }`, a completion handler): an object built in an action is built once per tap.
enum RenderPath {
    /// Modifiers and calls whose closures build views.
    static let viewBuildingCalls: Set<String> = [
        "sheet", "fullScreenCover", "popover", "overlay", "background", "toolbar", "toolbarItem",
        "safeAreaInset", "contextMenu", "navigationDestination", "mask", "ForEach", "ViewThatFits",
    ]
    /// Uppercase callees whose closures are work, not views.
    static let workCallees: Set<String> = ["Task", "DispatchQueue", "Timer", "Publishers", "Just", "Future"]
    /// Argument labels of closures that are actions.
    static let actionLabels: Set<String> = [
        "action", "perform", "completion", "onDismiss", "onCommit", "handler", "onTap",
    ]

    /// Whether `node` runs on every render of the view `type` (it lies in `member`).
    static func runsOnRender(_ node: Syntax, member: MemberFact, type: TypeFact, context: RuleContext) -> Bool {
        guard member.kind != .initializer,
            isReachedOnlyThroughViewBuilders(node, upTo: member.range, context.workspace)
        else {
            return false
        }
        if member.isBody || renderedHelpers(of: type, in: node.root, context: context).contains(member.name) {
            return true
        }
        // A helper declared in an extension of the view in another file (`NetworkInspectorView-shared.swift`).
        return context.workspace.types(named: type.qualifiedName).count > 1
            && renderedHelpersAcrossFiles(of: type.qualifiedName, context: context).contains(member.name)
    }

    /// The helpers of `type` that render (`var rows: some View`, `func row(…) -> some View`): those
    /// `body` uses on its own render path, and those a rendered helper uses on its own (`body` →
    /// `makeDestination(…)` → `_makeDestination(…)`), however deep (AudioBooth's `body` →
    /// `portraitLayout` → `contentSections` → `episodesSection` → `episodesContent`). Found once per view
    /// and state of the file.
    private static func renderedHelpers(of type: TypeFact, in root: Syntax, context: RuleContext) -> Set<String> {
        context.workspace.derived.value(
            DerivedValueKey("rendered helpers", "\(context.path)#\(type.range.start)"), as: Set<String>.self
        ) {
            guard let body = bodyDeclaration(of: type, in: root) else { return [] }
            let helpers = type.members.compactMap { helper in
                root.node(DeclSyntax.self, spanning: helper.range).map { (helper, Syntax($0)) }
            }
            return helpersReached(from: Syntax(body), among: helpers, context.workspace)
        }
    }

    /// The rendered helpers of the view named `qualifiedName`, followed through its declaration and
    /// its extensions in every file: `body` in one file may call a helper an extension declares
    /// in another. Found once per view and state of the workspace.
    private static func renderedHelpersAcrossFiles(of qualifiedName: String, context: RuleContext) -> Set<String> {
        context.workspace.derived.value(
            DerivedValueKey("rendered helpers across files", qualifiedName), as: Set<String>.self
        ) {
            var body: Syntax?
            var helpers: [(MemberFact, Syntax)] = []
            for part in context.workspace.types(named: qualifiedName) {
                guard let file = context.workspace.sourceFiles[part.path] else { continue }
                let root = Syntax(Parser.parse(source: file.lines.text(in: part.type.range)))
                let origin = part.type.range.start
                for member in part.type.members {
                    let local = ByteRange(start: member.range.start - origin, end: member.range.end - origin)
                    guard let declaration = root.node(DeclSyntax.self, spanning: local) else { continue }
                    if member.isBody {
                        body = body ?? Syntax(declaration)
                    } else {
                        helpers.append((member, Syntax(declaration)))
                    }
                }
            }
            return body.map { helpersReached(from: $0, among: helpers, context.workspace) } ?? []
        }
    }

    /// The names of the `helpers` that `body` uses on its render path, and those they use on
    /// theirs, however deep. A function passed on as a callback (`onSave: save`)
    /// renders nothing: it must be called.
    private static func helpersReached(
        from body: Syntax, among helpers: [(MemberFact, Syntax)], _ workspace: WorkspaceSnapshot
    ) -> Set<String> {
        var reached: Set<String> = []
        var rendering: [Syntax] = [body]
        // Each helper is reached once, so this ends after at most one round per helper.
        while !rendering.isEmpty {
            let used = rendering.map { namesUsedOnRenderPath(of: $0, workspace) }
            var next: [Syntax] = []
            for (helper, declaration) in helpers
            where helper.kind != .initializer && !helper.isBody && !reached.contains(helper.name) {
                let isUsed = used.contains { names in
                    (helper.kind == .function ? names.called : names.read).contains(helper.name)
                }
                guard isUsed else { continue }
                reached.insert(helper.name)
                next.append(declaration)
            }
            rendering = next
        }
        return reached
    }

    /// The names `scope` reads, and those it calls (`helper(…)`, `Type.helper(…)`), on its render
    /// path (not in an action closure), in one pass over its tokens.
    private static func namesUsedOnRenderPath(of scope: Syntax, _ workspace: WorkspaceSnapshot) -> (
        read: Set<String>, called: Set<String>
    ) {
        var read: Set<String> = []
        var called: Set<String> = []
        for token in scope.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                isReachedOnlyThroughViewBuilders(Syntax(token), upTo: ByteRange(scope), workspace)
            else { continue }
            read.insert(name)
            var callee = Syntax(reference)
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                callee = Syntax(access)
            }
            if callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id { called.insert(name) }
        }
        return (read, called)
    }

    /// Whether `node` lies in an action or work closure of `member` (`Button { push(X()) }`,
    /// `.onTapGesture { … }`, `Task { … }`), whatever uses `member`.
    static func isInAction(_ node: Syntax, member: MemberFact, context: RuleContext) -> Bool {
        !isReachedOnlyThroughViewBuilders(node, upTo: member.range, context.workspace)
    }

    /// Whether every closure between `node` and the end of `range` builds views.
    private static func isReachedOnlyThroughViewBuilders(
        _ node: Syntax, upTo range: ByteRange, _ workspace: WorkspaceSnapshot
    ) -> Bool {
        for syntax in node.ancestors {
            guard ByteRange(syntax).start >= range.start, ByteRange(syntax).end <= range.end else { return true }
            if let closure = syntax.as(ClosureExprSyntax.self), !buildsViews(closure, workspace) { return false }
        }
        return true
    }

    /// Whether a closure is one SwiftUI renders (view content), not an action or work.
    /// The workspace's own view-building closures are read only for a call SwiftUI's names leave
    /// in question, once per workspace state.
    private static func buildsViews(_ closure: ClosureExprSyntax, _ workspace: WorkspaceSnapshot) -> Bool {
        if let labeled = closure.parent?.as(LabeledExprSyntax.self) {
            guard let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let label = labeled.label?.text ?? ""
            return !actionLabels.contains(label)
                && (rendersClosures(of: call)
                    || (call.calleeName.flatMap(workspace.viewBuildingClosures.parameters(ofFunctionNamed:)) ?? [])
                        .contains {
                            $0.label == label && $0.buildsViews
                        })
        }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return !actionLabels.contains(element.label.text)
        }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) else { return false }
        // `Button { action } label: { … }`: the first trailing closure is the action unless
        // `action:` is an argument.
        if call.calleeName == "Button" { return call.arguments.contains { $0.label?.text == "action" } }
        return rendersClosures(of: call) || trailingClosureBuildsViews(of: call, workspace)
    }

    /// Whether `call`'s trailing closure is one of the workspace's own view-building parameters
    /// (`.halfSheet(showSheet: $shows) { Dialer(…) } onDismiss: {}`): the first closure
    /// parameter of the function that the call does not pass by label.
    private static func trailingClosureBuildsViews(of call: FunctionCallExprSyntax, _ workspace: WorkspaceSnapshot)
        -> Bool
    {
        guard let name = call.calleeName, name.first?.isLowercase == true,
            let parameters = workspace.viewBuildingClosures.parameters(ofFunctionNamed: name)
        else {
            return false
        }
        let passed = Set(call.arguments.compactMap { $0.label?.text })
        return parameters.first { !passed.contains($0.label) }?.buildsViews == true
    }

    /// Whether the closures given to `call` build views: a view's initializer or a
    /// view-building modifier.
    private static func rendersClosures(of call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        if viewBuildingCalls.contains(name) { return true }
        return name.first?.isUppercase == true && !workCallees.contains(name)
            && !(call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self).map {
                workCallees.contains($0.baseName.text)
            } ?? false)
    }

    /// The `body` property of the view declaring `type`, found in the file's tree.
    private static func bodyDeclaration(of type: TypeFact, in root: Syntax) -> VariableDeclSyntax? {
        let range = type.range
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("body") {
            let position = ByteRange(token).start
            guard range.start <= position, position < range.end,
                let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
            else { continue }
            return declaration
        }
        return nil
    }
}

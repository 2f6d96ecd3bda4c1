import MVVMAnalyzerCore
import SwiftSyntax

/// A view that stores or calls a router, navigator or coordinator.
public struct NavigationInViewRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/navigation-in-view",
        name: "Navigation in view",
        defaultSeverities: .everywhere(.warning),
        summary: "A view stores or calls a router, navigator or coordinator.",
        rationale: """
        Views only know their view model: user actions call view-model methods \
        (`viewModel.didSelect(item)`) and the view model drives navigation. A view holding a \
        router couples screens together and cannot be previewed or snapshot-tested alone.
        """,
        seeds: ["002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                let ↓router↑: RouterContract
                var body: some View { Button("Open") { router.navigate(to: .detail) } }
            }
            """, convention: .contract),
            RuleExample("""
            struct SettingsScreen: View {
                @EnvironmentObject private var ↓coordinator↑: AppCoordinator
                var body: some View { Text("x") }
            }
            """, convention: .plain),
            RuleExample("""
            struct HomeView: View {
                @StateObject private var viewModel = HomeViewModel()
                var body: some View {
                    Button("Profile") { ↓AppNavigator.shared.push↑(.profile) }
                }
            }
            """, convention: .plain),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct CharacterListView: View {
                let viewModel: CharacterListViewModel
                var body: some View { Button("Open") { viewModel.didSelect(.detail) } }
            }
            """, convention: .contract),
            RuleExample("""
            struct RootView: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Text("Root") } }
            }
            """, convention: .plain),
            RuleExample("""
            final class HomeViewModel {
                private let router: RouterContract
                init(router: RouterContract) { self.router = router }
                func didTapProfile() { router.navigate(to: .profile) }
            }
            """, convention: .plain),
            RuleExample("""
            #Preview {
                HomeView(viewModel: HomeViewModel(router: RouterPreviewMock()))
            }
            """, convention: .contract),
        ]
    )

    /// Words that name a navigation object.
    static let navigationWords = ["router", "navigator", "coordinator"]

    public init() {}

    public var nodeKinds: Set<SyntaxKind> { [.variableDecl, .functionCallExpr] }

    public var visitsOnlyViews: Bool { true }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Diagnostic] {
        guard scope.isInView, !scope.isInPreview else { return [] }
        if node.kind == .variableDecl {
            return scope.declaredProperties(node).compactMap { property in
                guard property.isStoredInstanceProperty, let word = navigationWord(of: property) else { return nil }
                let type = property.heldTypeName.map { " (`\($0)`)" } ?? ""
                return context.diagnostic(
                    "The view stores the \(word) `\(property.name)`\(type): views should not navigate; "
                        + "call a view-model method and let the view model drive the \(word)",
                    at: property.nameRange
                )
            }
        }
        guard let call = node.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let root = Self.rootName(of: callee), let word = Self.navigationWord(in: root),
              !storedPropertyNames(scope).contains(root) else { return [] }
        return [context.diagnostic(
            "The view calls the \(word) `\(callee.trimmedText)`: views should not navigate; "
                + "call a view-model method and let the view model drive the \(word)",
            at: ByteRange(callee)
        )]
    }

    private func navigationWord(of property: PropertyFact) -> String? {
        if let type = property.heldTypeName, TypeName.looksLikeViewModel(type) { return nil }
        return Self.navigationWord(in: property.name) ?? property.heldTypeName.flatMap(Self.navigationWord(in:))
    }

    private func storedPropertyNames(_ scope: WalkScope) -> Set<String> {
        Set(scope.innermostType?.storedProperties.map(\.name) ?? [])
    }

    static func navigationWord(in name: String) -> String? {
        let lowered = Array(name.lowercased().utf8)
        // Byte comparison: Foundation's `String.contains` is slow for a check run on every call.
        return navigationWords.first { word in
            let bytes = Array(word.utf8)
            guard lowered.count >= bytes.count else { return false }
            return (0...(lowered.count - bytes.count)).contains { lowered[$0..<$0 + bytes.count].elementsEqual(bytes) }
        }
    }

    private static func rootName(of access: MemberAccessExprSyntax) -> String? {
        var current = access.base
        while let expression = current {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return member.declName.baseName.text
                }
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }
}

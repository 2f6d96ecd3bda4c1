import MVVMAnalyzerCore
import SwiftSyntax

/// Recognises expressions that read view-model data inside a view, e.g. `viewModel.items.count`
/// or `self.model.title`, where the root is a stored property holding a view model.
struct ViewModelReferences {
    /// Names of the view's stored properties that hold a view model.
    let propertyNames: Set<String>

    /// The view-model properties of the view the scope is in (its declaration's, for an
    /// extension); none outside views. Without `includingEnvironment`, objects SwiftUI supplies
    /// (`@EnvironmentObject`, `@Environment(X.self)`) are left out.
    init(scope: WalkScope, workspace: WorkspaceSnapshot, includingEnvironment: Bool = true) {
        guard scope.isInView, let type = scope.innermostType else {
            self.propertyNames = []
            return
        }
        let view = type.isExtension ? (workspace.declaration(of: type.name)?.type ?? type) : type
        self.propertyNames = Set(
            view.storedProperties.filter { property in
                if !includingEnvironment, NavigationRole.isFromEnvironment(property) { return false }
                return property.name == "viewModel" || workspace.viewModelTypeName(held: property, in: view) != nil
            }.map(\.name))
    }

    /// A member chain rooted at a view-model property, e.g. `viewModel.items.count`.
    struct Chain {
        /// The chain as written, trimmed.
        let text: String
        /// Member names after the root (`["items", "count"]`).
        let members: [String]
    }

    /// The chain `expression` reads, if its root is a view-model property.
    func chain(_ expression: ExprSyntax) -> Chain? {
        var members: [String] = []
        var current = expression
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                if base.isSelf {
                    let root = access.declName.baseName.text
                    return propertyNames.contains(root)
                        ? Chain(text: expression.trimmedText, members: members.reversed()) : nil
                }
                members.append(access.declName.baseName.text)
                current = base
            } else if let operand = current.postfixOperand(throughCalls: true) {
                current = operand
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                let root = reference.baseName.text
                return propertyNames.contains(root)
                    ? Chain(text: expression.trimmedText, members: members.reversed()) : nil
            } else {
                return nil
            }
        }
    }

    /// Every view-model chain inside `node`, outermost only, in source order.
    func chains(in node: some SyntaxProtocol) -> [Chain] {
        if let expression = node.as(ExprSyntax.self), let found = chain(expression) { return [found] }
        return node.children(viewMode: .sourceAccurate).flatMap { chains(in: $0) }
    }
}

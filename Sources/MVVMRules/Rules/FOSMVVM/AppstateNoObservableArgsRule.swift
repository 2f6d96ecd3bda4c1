import MVVMAnalyzerCore
import SwiftSyntax

/// `bind(appState: .init(…))` handed an `@Observable` store instead of values read from it.
public struct AppstateNoObservableArgsRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/appstate-no-observable-args",
        name: "App state built from an observable store",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            An argument of `bind(appState: .init(…))` (or the `appState:` value itself) is an \
            object whose type is declared `@Observable`: a property or parameter of that type, or a \
            property reached through one. Values read off the store (`settings.theme`) are the \
            pattern.
            """,
        rationale: """
            `bind(appState:)` is the projection edge of a client-hosted view model: the app state is \
            a value, and the view model is built from the scalars it carries. Passing the \
            `@Observable` store by reference smuggles mutability and identity across that edge, so \
            the projection no longer re-runs when the store changes and the view model is no \
            longer a snapshot (FOSMVVM's review, check `appstate-no-observable-args`). Read each \
            value off the store at the call site.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct ProgrammingPage: View {
                    @Environment(ProgrammingSettings.self) private var programmingSettings
                    var body: some View {
                        ProgrammingView.bind(appState: .init(settings: ↓programmingSettings↑))
                    }
                }
                """, path: "Sources/Views/ProgrammingPage.swift",
                supportingFiles: [
                    "Sources/Storage/ProgrammingSettings.swift": """
                    @Observable final class ProgrammingSettings {
                        var amplitude = 0.0
                    }
                    """
                ]),
            RuleExample(
                """
                struct PreferencesPage: View {
                    @Environment(AppModel.self) private var model
                    var body: some View {
                        PreferencesView.bind(appState: .init(↓model.settings↑, theme: model.settings.theme))
                    }
                }
                """, path: "Sources/Views/PreferencesPage.swift",
                supportingFiles: [
                    "Sources/Storage/AppModel.swift": """
                    @Observable final class AppModel {
                        var settings = UserSettings()
                    }
                    @Observable final class UserSettings {
                        var theme: Theme = .system
                    }
                    """
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct ProgrammingPage: View {
                    @Environment(ProgrammingSettings.self) private var programmingSettings
                    var body: some View {
                        ProgrammingView.bind(appState: .init(amplitude: programmingSettings.amplitude))
                    }
                }
                """, path: "Sources/Views/ProgrammingPage.swift",
                supportingFiles: [
                    "Sources/Storage/ProgrammingSettings.swift": """
                    @Observable final class ProgrammingSettings {
                        var amplitude = 0.0
                    }
                    """
                ]),
            RuleExample(
                """
                struct PreferencesPage: View {
                    @Environment(AppModel.self) private var model
                    @State private var isCompact = false
                    var body: some View {
                        PreferencesView.bind(appState: .init(
                            notificationsEnabled: model.settings.notificationsEnabled,
                            theme: model.settings.theme,
                            isCompact: isCompact
                        ))
                    }
                }
                """, path: "Sources/Views/PreferencesPage.swift",
                supportingFiles: [
                    "Sources/Storage/AppModel.swift": """
                    @Observable final class AppModel {
                        var settings = UserSettings()
                    }
                    @Observable final class UserSettings {
                        var theme: Theme = .system
                        var notificationsEnabled = false
                    }
                    """
                ]),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr] }

    /// Reads only the visited member's own text (with the scope, the file's facts and the declarations of the types
    /// the arguments name).
    public var reach: RuleReach { [.declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let call = node.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "bind",
            let appState = call.arguments.first, appState.label?.text == "appState"
        else { return [] }
        let candidates: [ExprSyntax]
        if let initializer = appState.expression.as(FunctionCallExprSyntax.self),
            Self.isAppStateInitializer(initializer)
        {
            candidates = initializer.arguments.map(\.expression)
        } else {
            candidates = [appState.expression]
        }
        let resolver = TypeResolver(scope: scope, context: context)
        return candidates.compactMap { argument in
            guard let typeName = resolver.type(of: argument),
                OperationsSupport.isObservable(typeName, workspace: context.workspace, path: context.path)
            else { return nil }
            return context.diagnostic(
                "`\(context.text(in: ByteRange(argument)))` hands the `@Observable` `\(typeName)` to `bind(appState:)`: "
                    + "the app state carries values; pass the properties the view model needs, read off the store",
                at: ByteRange(argument)
            )
        }
    }

    /// `.init(…)`, `AppState(…)`, `Foo.AppState(…)`: the app state built at the call.
    private static func isAppStateInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return access.declName.baseName.text == "init" || access.declName.baseName.text == "AppState"
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AppState"
    }

    /// The declared type of a name or a member path, from the enclosing function's parameters,
    /// the enclosing type's stored properties and the declarations of the types on the path.
    private struct TypeResolver {
        let scope: WalkScope
        let context: RuleContext

        func type(of expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                case .identifier(let name) = reference.baseName.tokenKind
            {
                return parameterType(named: name, around: reference) ?? propertyType(named: name)
            }
            guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
            let member = access.declName.baseName.text
            if base.isSelf {
                return propertyType(named: member)
            }
            guard let baseType = type(of: base),
                let declaration = context.workspace.declaration(
                    of: FOSMVVMTypes.simpleName(baseType), near: context.path)?.type
            else { return nil }
            return declaration.properties.first { $0.name == member && !$0.isStatic }?.heldTypeName
        }

        /// The annotated type of a parameter `name` of the function or closure around `node`.
        private func parameterType(named name: String, around node: some SyntaxProtocol) -> String? {
            for parent in node.ancestors {
                if let function = parent.as(FunctionDeclSyntax.self) {
                    let parameter = function.signature.parameterClause.parameters.first {
                        ($0.secondName ?? $0.firstName).text == name
                    }
                    return parameter.map { TypeName.base(of: $0.type.trimmedDescription) }
                }
                if parent.is(MemberBlockItemSyntax.self) { return nil }
            }
            return nil
        }

        private func propertyType(named name: String) -> String? {
            guard let type = scope.innermostType,
                let declaration = FOSMVVMTypes.declaration(of: type, in: context.workspace)
            else { return nil }
            return declaration.properties.first { $0.name == name && !$0.isStatic }?.heldTypeName
        }
    }
}

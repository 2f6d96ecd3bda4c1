import MVVMAnalyzerCore
import SwiftSyntax

/// A test host that injects environment state made from its own `stub()` instead of the test
/// configuration it was given.
public struct TestHostMirrorsVMSettingsRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/testhost-mirrors-vm-settings",
        name: "Test host mirrors the view model's settings",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            In a test host block (the `.testHost { testConfiguration, testView in … }` closure, or \
            `setUp`/`presentView` in test code), `.environment(…)` or `.environmentObject(…)` injects \
            state built with `.stub(…)` that uses nothing the block was given or derived (the test \
            configuration, a value bound from it, a local built from them): state independent of \
            the view model stub the test presents.
            """,
        rationale: """
            Test hosts mirror production binding (the library's review, check \
            `testhost-mirrors-vm-settings`): in production the view model is projected from the \
            data store, so the environment object and the view model hold the same state. An \
            environment object made from its own `.stub()` is a different instance: taps mutate one, \
            the view reads the other, and the test fails (or passes) for the wrong reason. Thread \
            the view model stub's settings through the `TestConfiguration` payload into the \
            environment (`MyState.stub(data: data)` from `case .scenario(let data)`).
            """,
        triggeringExamples: [
            RuleExample(
                """
                @main
                struct ProgrammerApp: App {
                    var body: some Scene {
                        WindowGroup {
                            RootView()
                                #if DEBUG
                                .testHost { testConfiguration, testView in
                                    switch try? testConfiguration.fromJSON() as TestConfiguration {
                                    case .patientPanel(let settings):
                                        testView.environment(↓ProgrammingSettings(patientRight: .stub())↑)
                                    default:
                                        testView.environment(↓AppState.stub()↑)
                                    }
                                }
                                #endif
                        }
                    }
                }
                """, path: "Sources/App/ProgrammerApp.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @main
                struct ProgrammerApp: App {
                    @State private var underTest = false
                    var body: some Scene {
                        WindowGroup {
                            RootView()
                                #if DEBUG
                                .testHost { testConfiguration, testView in
                                    switch try? testConfiguration.fromJSON() as TestConfiguration {
                                    case .patientPanel(let settings):
                                        let programming = ProgrammingSettings(patientRight: settings)
                                        testView.environment(programming)
                                            .onAppear { underTest = true }
                                    case .specificScenario(let data):
                                        testView.environment(MyState.stub(data: data))
                                    default:
                                        testView
                                            .environment(\\.locale, .init(identifier: "en"))
                                            .onAppear { underTest = true }
                                    }
                                }
                                #endif
                        }
                        .environment(mvvmEnv)
                    }
                }
                """, path: "Sources/App/ProgrammerApp.swift")
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr, .functionDecl] }

    /// Reads only the visited call or function.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    /// Functions of test code that host the view under test.
    static let hostFunctions: Set<String> = ["setUp", "setUpWithError", "presentView"]

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        let host: Syntax
        var given: Set<String> = []
        if let call = node.as(FunctionCallExprSyntax.self) {
            guard call.calleeName == "testHost",
                let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            else { return [] }
            host = Syntax(closure)
            given = Self.parameterNames(of: closure)
        } else if let function = node.as(FunctionDeclSyntax.self) {
            guard Self.hostFunctions.contains(function.name.text), let body = function.body,
                ReviewScope.isTestCode(path: context.path, root: context.workspace.root, in: node)
            else { return [] }
            host = Syntax(body)
            given = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        } else {
            return []
        }
        let locals = Self.localInitializers(in: host)
        given.formUnion(host.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
        return host.descendants(FunctionCallExprSyntax.self).compactMap { call -> Finding? in
            guard ["environment", "environmentObject"].contains(call.calleeName), call.arguments.count == 1,
                let argument = call.arguments.first, argument.label == nil
            else { return nil }
            var value = argument.expression
            var bound = given
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let initializer = locals[name] {
                value = initializer
                bound.remove(name)
            }
            guard Self.containsStubCall(value),
                !value.descendants(DeclReferenceExprSyntax.self).contains(where: { bound.contains($0.baseName.text) })
            else { return nil }
            return context.diagnostic(
                "This test host injects environment state from its own `.stub()`, independent of the view model stub "
                    + "under test; build it from the test configuration's payload so both hold the same settings",
                at: ByteRange(argument.expression))
        }
    }

    /// The closure's parameters by name; `$0` and `$1` when it declares none.
    static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        closure.signature == nil ? ["$0", "$1"] : Set(closure.parameterNames)
    }

    /// `let name = value` declarations in the host, by name.
    static func localInitializers(in host: Syntax) -> [String: ExprSyntax] {
        var found: [String: ExprSyntax] = [:]
        for binding in host.descendants(PatternBindingSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            {
                found[name] = value
            }
        }
        return found
    }

    static func containsStubCall(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self), StubLeakageRule.isStubCall(call) { return true }
        return expression.descendants(FunctionCallExprSyntax.self).contains(where: StubLeakageRule.isStubCall)
    }
}

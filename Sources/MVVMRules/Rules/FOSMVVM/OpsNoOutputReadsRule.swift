import MVVMAnalyzerCore
import SwiftSyntax

/// An operation that reads the parameter it writes to (read-modify-write on its output).
public struct OpsNoOutputReadsRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/ops-no-output-reads",
        name: "Operation reads its output",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A method of a type conforming to a `…ViewModelOperations` protocol both writes to a \
            parameter (`settings.x = …`, `settings.x += …`, `settings.flag.toggle()`) and reads from \
            the same parameter in the same call. Handing the parameter on (`output: settings`) and \
            calling its methods (`settings.items.append(x)`) are neither.
            """,
        rationale: """
            An operation takes inputs, transforms them and writes its output; it never reads the \
            state it writes (FOSMVVM's review, check `ops-no-output-reads`). A value read from the \
            output is a decision made on the store's current state instead of on what the caller \
            saw: that scalar belongs in the signature, where the view passes the value from its \
            view model and tests can state it.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct ProgrammingOps: ProgrammingViewModelOperations {
                    public func selectElectrode(_ index: Int, output settings: ProgrammingSettings) {
                        settings.selectedPolarity = ↓settings.electrodeSettings[index].polarity↑
                    }
                }
                """, path: "Sources/ViewModels/ProgrammingViewModelOperations.swift"),
            RuleExample(
                """
                struct CounterOps: CounterViewModelOperations {
                    func increment(output storage: CounterStore) {
                        ↓storage.count↑ += 1
                    }
                    func toggleLock(output storage: CounterStore) {
                        ↓storage.isLocked↑.toggle()
                    }
                    func reset(output storage: CounterStore) {
                        if ↓storage.count↑ > 10 { storage.count = 0 }
                    }
                }
                """, path: "Sources/ViewModels/CounterViewModelOperations.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public struct ProgrammingOps: ProgrammingViewModelOperations {
                    public func selectElectrode(_ polarity: Polarity, output settings: ProgrammingSettings) {
                        settings.selectedPolarity = polarity
                    }
                    public func apply(_ theme: Theme, output settings: ProgrammingSettings) {
                        settings.theme = theme
                        settings.history.append(theme)
                        PreferencesOps().setTheme(theme, output: settings)
                    }
                }
                """, path: "Sources/ViewModels/ProgrammingViewModelOperations.swift"),
            RuleExample(
                """
                struct CounterOps: CounterViewModelOperations {
                    func setCount(_ count: Int, output storage: CounterStore) {
                        storage.count = count
                    }
                    func setLocked(_ locked: Bool, output storage: CounterStore) {
                        storage.isLocked = locked
                    }
                }
                struct CounterModel {
                    func increment(output storage: CounterStore) {
                        storage.count += 1
                    }
                }
                """, path: "Sources/ViewModels/CounterViewModelOperations.swift"),
        ]
    )

    public var nodeKinds: Set<SyntaxKind> { [.functionDecl] }

    /// Reads only the visited method (with the scope and the declarations it conforms to).
    public var reach: RuleReach { [.declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let function = OperationsSupport.method(node, scope: scope), let body = function.body else { return [] }
        let parameters = OperationsSupport.parameterNames(of: function)
        // The type's conformance is a few look-ups; walking the body once per parameter is not:
        // decide the type first.
        guard !parameters.isEmpty, let type = scope.innermostType,
            OperationsSupport.isOperationsImplementation(type, workspace: context.workspace, path: context.path)
        else { return [] }
        var diagnostics: [Finding] = []
        for (name, _) in parameters {
            let uses = Self.uses(of: name, in: body)
            guard uses.contains(where: \.writes), let read = uses.first(where: \.reads) else { continue }
            diagnostics.append(
                context.diagnostic(
                    "`\(function.name.text)` reads `\(context.text(in: read.range))` from `\(name)`, which it also writes: "
                        + "an operation never reads its output; take the value as an input parameter",
                    at: read.range
                ))
        }
        return diagnostics
    }

    /// One use of a parameter in a body: the access path rooted at it and what the use does.
    struct Use {
        var range: ByteRange
        var reads: Bool
        var writes: Bool
    }

    /// Every use of `name` in `body`, each classified; empty when a local declaration or a
    /// closure parameter shadows the name (then which uses are the parameter's is unknown).
    static func uses(of name: String, in body: CodeBlockSyntax) -> [Use] {
        var uses: [Use] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
                if token.parent?.is(IdentifierPatternSyntax.self) == true
                    || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                    || token.parent?.is(ClosureParameterSyntax.self) == true
                {
                    return []
                }
                continue
            }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                continue // `x.name`: a member of something else
            }
            uses.append(classify(reference))
        }
        return uses
    }

    /// What the access path rooted at `reference` does: a write when it is assigned, a read
    /// otherwise; a compound assignment and `toggle()` do both; handing the parameter itself to
    /// a call and calling a method on it do neither.
    private static func classify(_ reference: DeclReferenceExprSyntax) -> Use {
        let path = OperationsSupport.accessPath(rootedAt: ExprSyntax(reference))
        let range = ByteRange(path)
        if let assignment = OperationsSupport.assignment(to: path) {
            return Use(range: range, reads: assignment == .compound, writes: true)
        }
        if let access = path.as(MemberAccessExprSyntax.self), let call = access.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == access.id, let base = access.base,
            OperationsSupport.isStatement(call)
        {
            let isToggle = access.declName.baseName.text == "toggle" && call.arguments.isEmpty
            return Use(range: ByteRange(base), reads: isToggle, writes: isToggle)
        }
        if path.id == reference.id, path.parent?.is(LabeledExprSyntax.self) == true {
            return Use(range: range, reads: false, writes: false)
        }
        return Use(range: range, reads: true, writes: false)
    }
}

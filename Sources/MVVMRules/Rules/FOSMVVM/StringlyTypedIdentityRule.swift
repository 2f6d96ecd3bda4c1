import MVVMAnalyzerCore
import SwiftSyntax

/// An identity or namespace value built from a string literal.
public struct StringlyTypedIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/stringly-typed-identity",
        name: "Stringly-typed identity",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            An identity or namespace (a `ViewModelId`, a type named `…Namespace` or `…Identity`) \
            built from a string literal: `ModelNamespace(stringLiteral: "User")`, \
            `vmId = .init(id: "dashboard")`, `let namespace: ModelNamespace = "User"`. The precise \
            part of the library's review check `stringly-typed-identity`; whether some other `String` \
            serves as an identity, route or key is left to review. Tests and previews are left alone.
            """,
        rationale: """
            Identities are minted from types, kept opaque and derived on their owner (the library's \
            review, check `stringly-typed-identity`). A string literal has no encapsulation wall: \
            anyone can mint the same string, two owners collide silently, and a rename leaves the \
            literal behind. Mint the namespace from a marker type (`ModelNamespace(for: \
            UserIdentity.self)`), a view model's identity from its type (`.init(type: Self.self)`) or \
            from its data's id (`.init(id: id)`).
            """,
        triggeringExamples: [
            RuleExample(
                """
                extension User {
                    static var modelIdentityNamespace: ModelNamespace { .init(stringLiteral: ↓"User"↑) }
                }
                """, path: "Sources/Models/User.swift"),
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel {
                    public var vmId: ViewModelId
                    public init() {
                        self.vmId = .init(id: ↓"dashboard"↑)
                    }
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                enum Namespaces {
                    static let board: BoardNamespace = ↓"board"↑
                    static let settings = ViewModelId(id: ↓"settings"↑)
                }
                """, path: "Sources/ViewModels/Namespaces.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                enum UserIdentity {}
                extension User {
                    static var modelIdentityNamespace: ModelNamespace { .init(for: UserIdentity.self) }
                }
                @ViewModel
                public struct DashboardViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                    public let title = "Dashboard"
                }
                @ViewModel
                public struct TaskViewModel {
                    public let id: ModelIdType
                    public var vmId: ViewModelId
                    public init(id: ModelIdType) {
                        self.id = id
                        self.vmId = .init(id: "\\(id)")
                    }
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                struct TaskRow: View {
                    @Namespace private var animation
                    var body: some View {
                        Text("Task").matchedGeometryEffect(id: "title", in: animation)
                        Text("Identity").accessibilityIdentifier("identity")
                    }
                }
                """, path: "Sources/Views/TaskRow.swift"),
            RuleExample(
                """
                import Testing
                @Test func freshness() {
                    #expect(ViewModelId(id: "x") == ViewModelId(id: "x"))
                }
                """, path: "Sources/App/ViewModelIdTests.swift"),
        ]
    )

    /// Argument labels that make the argument the identity's value.
    static let identityLabels: Set<String> = [
        "", "id", "stringLiteral", "rawValue", "namespace", "value", "string", "name", "identifier", "key", "token",
    ]

    public var nodeKinds: Set<SyntaxKind> { [.stringLiteralExpr] }

    /// Reads only the visited literal, its enclosing expressions and declarations, and the file's imports.
    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard !scope.isInPreview, let literal = node.as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }),
            let identityType = Self.identityTypeBuilt(from: literal),
            !ReviewScope.isTestCode(path: context.path, root: context.workspace.root, in: node)
        else { return [] }
        return [
            context.diagnostic(
                "`\(identityType)` built from the string literal \(literal.trimmedDescription): anyone can mint the same "
                    + "string and a rename leaves it behind; mint it from a type (`.init(type: Self.self)`, "
                    + "`ModelNamespace(for: Marker.self)`) or from the data's id",
                at: ByteRange(literal))
        ]
    }

    /// The identity type `literal` builds: as an identity argument of its initializer, or as
    /// the value of a place of that type.
    static func identityTypeBuilt(from literal: StringLiteralExprSyntax) -> String? {
        if let argument = literal.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            guard identityLabels.contains(argument.label?.text ?? "") else { return nil }
            return constructedIdentityType(call)
        }
        return contextualType(of: ExprSyntax(literal)).flatMap { isIdentityType($0) ? $0 : nil }
    }

    /// The identity type `call` creates: `ViewModelId(…)`, `ModelNamespace.init(…)`, or
    /// `.init(…)` where the place's type is one.
    static func constructedIdentityType(_ call: FunctionCallExprSyntax) -> String? {
        let written: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            written = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init"
        {
            if let base = member.base {
                written = base.trimmedDescription
            } else if VMIDCreation(Syntax(call)) != nil {
                written = "ViewModelId"
            } else {
                written = contextualType(of: ExprSyntax(call))
            }
        } else {
            written = nil
        }
        guard let written, isIdentityType(written) else { return nil }
        return written
    }

    /// Whether `name` is an identity or namespace type.
    static func isIdentityType(_ name: String) -> Bool {
        let simple = FOSMVVMTypes.simpleName(name)
        return simple == "ViewModelId" || (simple.count > "Namespace".count && simple.hasSuffix("Namespace"))
            || (simple.count > "Identity".count && simple.hasSuffix("Identity"))
    }

    /// The declared type of the place `expression` is the value of: a property or variable with
    /// a type annotation (its initializer or single-expression getter), or a function's result.
    static func contextualType(of expression: ExprSyntax) -> String? {
        var current = Syntax(expression)
        while let parent = current.parent {
            if let clause = parent.as(InitializerClauseSyntax.self) {
                return clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause?.type.trimmedDescription
            }
            let passesThrough =
                parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                || parent.is(ReturnStmtSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
                || parent.is(CodeBlockSyntax.self)
            guard passesThrough else { return nil }
            // Only a single-statement body's value is the place's value.
            if let list = parent.as(CodeBlockItemListSyntax.self), list.count != 1,
                !(current.as(CodeBlockItemSyntax.self)?.item.is(ReturnStmtSyntax.self) ?? false)
            {
                return nil
            }
            current = parent
        }
        return nil
    }
}

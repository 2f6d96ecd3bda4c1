import MVVMAnalyzerCore
import SwiftSyntax

/// A client-hosted operation whose output (the `@Observable` store it writes) is not its last
/// parameter, or not labeled `output:`.
public struct OpsOutputParamLastRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/ops-output-param-last",
        name: "Operation output parameter last",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A requirement of `FooViewModelOperations`, where `FooViewModel` is built with \
            `clientHostedFactory`, has an `output` parameter before other parameters, or takes an \
            `@Observable` store under another label (`settings:`, `in storage:`). Operations of \
            server-based view models are exempt. The fix moves the output last when the protocol, \
            its implementations and every call are in the same file.
            """,
        rationale: """
            Client-hosted operations take the scalar inputs that describe what changed first and \
            the store to write to last, labeled `output` (FOSMVVM's review, check \
            `ops-output-param-last`): one label per role, so a call site reads as \
            `setTheme(.dark, output: settings)` and a reader sees at once what is input and where \
            the write goes. `in storage:` reads like an input.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public protocol PreferencesViewModelOperations: ViewModelOperations {
                    func setTheme(↓output storage: UserSettings↑, _ theme: Theme)
                    func applyPreferences(↓settings: UserSettings↑, theme: Theme, notificationsEnabled: Bool)
                }
                """, path: "Sources/ViewModels/PreferencesViewModelOperations.swift",
                supportingFiles: [
                    "Sources/ViewModels/PreferencesViewModel.swift": """
                    @ViewModel(options: [.clientHostedFactory])
                    public struct PreferencesViewModel {
                        public let theme: Theme
                        public var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """,
                    "Sources/Storage/UserSettings.swift": """
                    @Observable public final class UserSettings {
                        public var theme: Theme = .system
                    }
                    """,
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public protocol PreferencesViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: Theme, output storage: UserSettings)
                    func applyPreferences(theme: Theme, notificationsEnabled: Bool, output storage: UserSettings)
                    func close()
                }
                """, path: "Sources/ViewModels/PreferencesViewModelOperations.swift",
                supportingFiles: [
                    "Sources/ViewModels/PreferencesViewModel.swift": """
                    @ViewModel(options: [.clientHostedFactory])
                    public struct PreferencesViewModel {
                        public let theme: Theme
                        public var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """,
                    "Sources/Storage/UserSettings.swift": """
                    @Observable public final class UserSettings {
                        public var theme: Theme = .system
                    }
                    """,
                ]),
            RuleExample(
                """
                public protocol InfoViewModelOperations: ViewModelOperations {
                    func disconnect(output storage: DeviceState, deviceId: String) async throws
                }
                """, path: "Sources/ViewModels/InfoViewModelOperations.swift",
                supportingFiles: [
                    "Sources/ViewModels/InfoViewModel.swift": """
                    @ViewModel
                    public struct InfoViewModel: RequestableViewModel {
                        public typealias Request = InfoRequest
                        public let deviceId: String
                        public var vmId: ViewModelId = .init(type: Self.self)
                    }
                    """
                ]),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    public protocol PreferencesViewModelOperations: ViewModelOperations {
                        func setTheme(output storage: UserSettings, _ theme: Theme)
                    }
                    public struct PreferencesOps: PreferencesViewModelOperations {
                        public func setTheme(output storage: UserSettings, _ theme: Theme) {
                            storage.theme = theme
                        }
                    }
                    func preview(_ settings: UserSettings) {
                        PreferencesOps().setTheme(output: settings, .dark)
                    }
                    """, path: "Sources/ViewModels/PreferencesViewModelOperations.swift",
                    supportingFiles: [
                        "Sources/ViewModels/PreferencesViewModel.swift": """
                        @ViewModel(options: [.clientHostedFactory])
                        public struct PreferencesViewModel {
                            public let theme: Theme
                            public var vmId: ViewModelId = .init(type: Self.self)
                        }
                        """
                    ]),
                after: """
                    public protocol PreferencesViewModelOperations: ViewModelOperations {
                        func setTheme(_ theme: Theme, output storage: UserSettings)
                    }
                    public struct PreferencesOps: PreferencesViewModelOperations {
                        public func setTheme(_ theme: Theme, output storage: UserSettings) {
                            storage.theme = theme
                        }
                    }
                    func preview(_ settings: UserSettings) {
                        PreferencesOps().setTheme(.dark, output: settings)
                    }
                    """
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter { $0.kind == .protocol && Self.isClientHostedOperations($0, context: context) }
            .compactMap { file.tree.node(ProtocolDeclSyntax.self, spanning: $0.range) }
            .flatMap { declaration in
                declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                    .flatMap { check(requirement: $0, context: context) }
            }
    }

    private func check(requirement: FunctionDeclSyntax, context: RuleContext) -> [Finding] {
        let parameters = Array(requirement.signature.parameterClause.parameters)
        let labels = parameters.map(\.firstName.text)
        if let misplaced = labels.firstIndex(of: "output"), labels.last != "output" {
            let order = Self.outputLastOrder(labels)
            let fix = Self.moveFix(requirement, order: order, context: context)
            return [
                context.diagnostic(
                    "`output` is not the last parameter of `\(requirement.name.text)`: inputs come first, the store it "
                        + "writes last (`…, output \(Self.internalName(parameters[misplaced])): …`)",
                    at: ByteRange(parameters[misplaced]).trimmingTrailingComma(of: parameters[misplaced]),
                    fixes: fix.map { [$0] } ?? []
                )
            ]
        }
        guard !labels.contains("output"),
            let store = parameters.first(where: {
                OperationsSupport.isObservable(
                    TypeName.base(of: $0.type.trimmedDescription),
                    workspace: context.workspace, path: context.path)
            })
        else { return [] }
        return [
            context.diagnostic(
                "`\(requirement.name.text)` takes the `@Observable` store `\(Self.internalName(store))` without the `output` "
                    + "label: the store it writes is the last parameter, labeled `output`",
                at: ByteRange(store).trimmingTrailingComma(of: store)
            )
        ]
    }

    /// Whether the protocol is `FooViewModelOperations` of a `FooViewModel` built with
    /// `clientHostedFactory` (the option, or a `ClientHostedViewModelFactory` conformance).
    private static func isClientHostedOperations(_ type: TypeFact, context: RuleContext) -> Bool {
        guard type.name.hasSuffix("ViewModelOperations"), type.name != "ViewModelOperations" else { return false }
        let viewModelName = String(type.name.dropLast("Operations".count))
        let declarations = context.workspace.types(named: viewModelName)
        guard declarations.contains(where: { !$0.type.isExtension && FOSMVVMTypes.isViewModel($0.type) }) else {
            return false
        }
        return declarations.contains { reference in
            reference.type.attributes.named("ViewModel")?.arguments?.contains("clientHostedFactory") == true
                || reference.type.inheritedTypes.contains {
                    FOSMVVMTypes.simpleName($0) == "ClientHostedViewModelFactory"
                }
        }
    }

    private static func internalName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    /// The parameter order with every `output` parameter moved last, keeping relative order.
    private static func outputLastOrder(_ labels: [String]) -> [Int] {
        labels.indices.filter { labels[$0] != "output" } + labels.indices.filter { labels[$0] == "output" }
    }

    /// Moves the output last in the requirement, the same file's implementations and calls,
    /// when nothing else anywhere names the method (else a fix would leave code behind).
    private static func moveFix(_ requirement: FunctionDeclSyntax, order: [Int], context: RuleContext) -> Fix? {
        let name = requirement.name.text
        let labels = requirement.signature.parameterClause.parameters.map(\.firstName.text)
        // The bytes pick the files to parse; a name in a comment or a string leaves no code behind.
        let others = context.workspace.files(naming: name).contains { file in
            file.path != context.path
                && IdentifierBytes.contains(
                    Array(name.utf8), in: file.lines.bytes, within: ByteRange(start: 0, end: file.lines.bytes.count))
                && !IdentifierOccurrences.find([name], in: file).isEmpty
        }
        guard !others, let root = requirement.root.as(SourceFileSyntax.self) else { return nil }
        var replacements: [TextReplacement] = []
        var handled = 0
        var total = 0
        for token in root.tokens(viewMode: .sourceAccurate) where token.text == name {
            total += 1
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id,
                function.signature.parameterClause.parameters.map(\.firstName.text) == labels
            {
                replacements += permuted(Array(function.signature.parameterClause.parameters), order: order)
                handled += 1
            } else if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == token.id,
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                call.arguments.map({ $0.label?.text ?? "_" }) == labels
            {
                replacements += permuted(Array(call.arguments), order: order)
                handled += 1
            }
        }
        guard handled == total else { return nil }
        return context.fix("Move the output parameter last", isPreferred: true, replacements)
    }

    /// Replacements that put the element `order[i]` where element `i` was, commas and line
    /// breaks staying where they are.
    private static func permuted<Element: SyntaxProtocol>(_ elements: [Element], order: [Int]) -> [TextReplacement] {
        let slots = elements.map(slot(of:))
        let texts = elements.map { element in
            var text = element.trimmedDescription
            if text.hasSuffix(",") { text = String(text.dropLast()).trimmingTrailingWhitespace() }
            return text
        }
        return slots.indices.compactMap { index in
            order[index] == index ? nil : TextReplacement(range: slots[index], newText: texts[order[index]])
        }
    }

    /// The range of a list element without its trailing comma and trivia.
    private static func slot(of element: some SyntaxProtocol) -> ByteRange {
        ByteRange(element).trimmingTrailingComma(of: element)
    }
}

private extension ByteRange {
    /// This range of a list element without its trailing comma (and the trivia before it).
    func trimmingTrailingComma(of element: some SyntaxProtocol) -> ByteRange {
        guard let comma = element.lastToken(viewMode: .sourceAccurate), comma.tokenKind == .comma,
            let before = comma.previousToken(viewMode: .sourceAccurate)
        else { return self }
        return ByteRange(start: start, end: before.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

private extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}

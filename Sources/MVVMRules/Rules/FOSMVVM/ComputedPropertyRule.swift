import MVVMAnalyzerCore

/// A computed property on a FOSMVVM view model.
public struct ComputedPropertyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/computed-property",
        name: "Computed view-model property",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A FOSMVVM view model (or an extension of one) declares a computed instance property that \
            a view could read: private ones, the key-path targets of its localization wrappers \
            (`@LocalizedSubs(substitutions: \\.subs)`) and its operations (`var operations: any \
            …Operations`) are left alone.
            """,
        rationale: """
            View models are encoded for transport and rendering; synthesized `Codable` encodes stored \
            properties only, so a computed property is gone after serialisation. Store the value, set \
            in `init` or by the factory. The library computes substitutions on purpose: the key \
            path a `@LocalizedSubs` or `@LocalizedCompoundString` names is read while localizing, \
            and a private computed property never reaches a view. Operations are behaviour, not \
            data: the library's pattern computes them (live or stub) and never encodes them.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct BoardViewModel {
                    public let cards: [CardViewModel]
                    public var ↓hasCards↑: Bool { !cards.isEmpty }
                }
                extension BoardViewModel {
                    var ↓cardCount↑: Int { cards.count }
                }
                """, path: "Sources/ViewModels/BoardViewModel.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct BoardViewModel {
                    public let cards: [CardViewModel]
                    public let hasCards: Bool
                    public var vmId: ViewModelId = .init(type: Self.self) { didSet {} }
                    public static var empty: Self { .init(cards: []) }
                }
                extension BoardView {
                    var header: some View { Text("x") }
                }
                """, path: "Sources/ViewModels/BoardViewModel.swift"),
            RuleExample(
                """
                @ViewModel
                public struct ScoreViewModel {
                    @LocalizedSubs(substitutions: \\.subs) public var label
                    @LocalizedSubs(substitutions: \\Self.moreSubs) public var detail
                    var subs: [String: any Localizable] { ["value": LocalizableInt(value: value)] }
                    var moreSubs: [String: any Localizable] { ["value": LocalizableInt(value: value)] }
                    private var isHigh: Bool { value > 40 }
                    private let value: Int
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/ScoreViewModel.swift"),
            RuleExample(
                """
                @ViewModel
                public struct CartViewModel {
                    private let isStub: Bool
                    public var operations: any CartViewModelOperations {
                        isStub ? CartViewModelStubOperations() : CartViewModelLiveOperations()
                    }
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/CartViewModel.swift"),
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter { type in
            FOSMVVMTypes.declaration(of: type, in: context.workspace).map(FOSMVVMTypes.isViewModel)
                ?? FOSMVVMTypes.isViewModel(type)
        }.flatMap { type in
            let keyPathTargets = Self.keyPathTargets(of: type, in: context.workspace)
            return type.properties.filter { property in
                property.isComputed && !property.isStatic && ![.private, .fileprivate].contains(property.accessLevel)
                    && !keyPathTargets.contains(property.name) && !Self.isOperations(property)
            }.map { property in
                context.diagnostic(
                    "`\(property.name)` is computed, so it is not encoded and disappears after serialisation; "
                        + "make it a stored property set in `init`",
                    at: property.nameRange
                )
            }
        }
    }

    /// The view model's operations (`var operations: any {Name}ViewModelOperations`), which the
    /// library's pattern computes.
    static func isOperations(_ property: PropertyFact) -> Bool {
        property.declaredType.map { TypeName.base(of: $0).hasSuffix("Operations") } ?? false
    }

    /// Properties named by key path in the attributes of the view model's properties
    /// (`subs` of `@LocalizedSubs(substitutions: \.subs)`), across the type and its extensions.
    static func keyPathTargets(of type: TypeFact, in workspace: WorkspaceSnapshot) -> Set<String> {
        let declarations = [type] + workspace.types(named: type.name).map(\.type)
        let arguments = declarations.flatMap(\.properties).flatMap(\.attributes).compactMap(\.arguments)
        var targets: Set<String> = []
        for argument in arguments {
            var rest = Substring(argument)
            while let slash = rest.firstIndex(of: "\\") {
                rest = rest[rest.index(after: slash)...]
                let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if let last = path.split(separator: ".").last { targets.insert(String(last)) }
            }
        }
        return targets
    }
}

import MVVMAnalyzerCore

/// A computed property on a FOSMVVM view model.
public struct ComputedPropertyRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/computed-property",
        name: "Computed view-model property",
        defaultSeverities: DefaultSeverities(fosmvvm: .warning, contract: nil, plain: nil),
        summary: "A FOSMVVM view model (or an extension of one) declares a computed instance property.",
        rationale: """
        View models are encoded for transport and rendering; synthesized `Codable` encodes stored \
        properties only, so a computed property is gone after serialisation. Store the value, set \
        in `init` or by the factory.
        """,
        seeds: ["001"],
        triggeringExamples: [
            RuleExample("""
            @ViewModel
            public struct BoardViewModel {
                public let cards: [CardViewModel]
                public var ↓hasCards↑: Bool { !cards.isEmpty }
            }
            extension BoardViewModel {
                var ↓cardCount↑: Int { cards.count }
            }
            """, path: "Sources/ViewModels/BoardViewModel.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
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
        ]
    )

    public init() {}

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        file.facts.types.filter { type in
            FOSMVVMTypes.declaration(of: type, in: context.workspace).map(FOSMVVMTypes.isViewModel)
                ?? FOSMVVMTypes.isViewModel(type)
        }.flatMap { type in
            type.properties.filter { $0.isComputed && !$0.isStatic }.map { property in
                context.diagnostic(
                    "`\(property.name)` is computed, so it is not encoded and disappears after serialisation; "
                        + "make it a stored property set in `init`",
                    at: property.nameRange
                )
            }
        }
    }
}

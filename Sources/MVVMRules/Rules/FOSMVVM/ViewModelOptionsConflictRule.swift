import MVVMAnalyzerCore

/// `@ViewModel(options:)` with both `.clientHostedFactory` and `.live`.
public struct ViewModelOptionsConflictRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/viewmodel-options-conflict",
        name: "Conflicting ViewModel options",
        defaultSeverities: DefaultSeverities(fosmvvm: .error, contract: nil, plain: nil),
        summary: "`@ViewModel(options:)` lists both `.clientHostedFactory` and `.live`.",
        rationale: """
        The hosting mode is a per-view-model decision: `.clientHostedFactory` builds the view model \
        on the device from its init parameters, `.live` keeps it fed by the server. The macro \
        cannot generate both; pick the one matching where the data comes from.
        """,
        triggeringExamples: [
            RuleExample("""
            @ViewModel(↓options: [.clientHostedFactory, .live]↑)
            public struct SettingsViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
            }
            """, path: "Sources/ViewModels/SettingsViewModel.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            @ViewModel(options: [.clientHostedFactory])
            public struct SettingsViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
            }
            @ViewModel(options: [.live])
            public struct FeedViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
            }
            """, path: "Sources/ViewModels/SettingsViewModel.swift"),
        ]
    )

    public init() {}

    /// Its findings follow from this file alone.
    public var readsOtherFiles: Bool { false }

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        file.facts.types.compactMap { type -> Diagnostic? in
            guard let attribute = type.attributes.named("ViewModel"), let arguments = attribute.arguments,
                  Self.lists(".clientHostedFactory", in: arguments), Self.lists(".live", in: arguments) else { return nil }
            let written = Array(context.text(in: attribute.range).utf8)
            let start = attribute.range.start + (written.firstRange(of: Array(arguments.utf8))?.lowerBound ?? 0)
            return context.diagnostic(
                "`\(type.name)` asks for both `.clientHostedFactory` and `.live`; a view model is either built on the client "
                    + "or fed by the server: keep one",
                at: ByteRange(start: start, end: start + arguments.utf8.count)
            )
        }
    }

    private static func lists(_ option: String, in arguments: String) -> Bool {
        var rest = Substring(arguments)
        while let found = rest.firstRange(of: option) {
            let next = rest[found.upperBound...].first
            if next.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}

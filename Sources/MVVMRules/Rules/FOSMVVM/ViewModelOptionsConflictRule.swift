import MVVMAnalyzerCore
import SwiftSyntax

/// `@ViewModel(options:)` with both `.clientHostedFactory` and `.live` (or a declared
/// `LiveViewModel` conformance, which is what `.live` synthesizes).
public struct ViewModelOptionsConflictRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/viewmodel-options-conflict",
        name: "Conflicting ViewModel options",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            `@ViewModel(options:)` lists both `.clientHostedFactory` and `.live`, or lists \
            `.clientHostedFactory` on a type that declares `LiveViewModel`.
            """,
        rationale: """
            The hosting mode is a per-view-model decision: `.clientHostedFactory` builds the view model \
            on the device from its init parameters, `.live` keeps it fed by the server. The macro \
            rejects both options together (a client-hosted view model has no server response to \
            derive its live registrations from), and declaring `LiveViewModel` is what `.live` \
            synthesizes; pick the one matching where the data comes from.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel(↓options: [.clientHostedFactory, .live]↑)
                public struct SettingsViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/SettingsViewModel.swift"),
            RuleExample(
                """
                @ViewModel(↓options: [ViewModelOptions.live, ViewModelOptions.clientHostedFactory]↑)
                public struct SettingsViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/SettingsViewModel.swift"),
            RuleExample(
                """
                @ViewModel(↓options: [.clientHostedFactory]↑)
                public struct FeedViewModel: LiveViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/FeedViewModel.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel(options: [.clientHostedFactory])
                public struct SettingsViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                @ViewModel(options: [.live])
                public struct FeedViewModel: RequestableViewModel {
                    public typealias Request = FeedRequest
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/SettingsViewModel.swift"),
            RuleExample(
                """
                @ViewModel
                public struct FeedViewModel: LiveViewModel {
                    public typealias Request = FeedRequest
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                @ViewModel(options: [.clientHostedFactory])
                public struct LiveSettingsViewModel {
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/FeedViewModel.swift"),
        ]
    )

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let conflicting = file.facts.types.compactMap { type -> (TypeFact, AttributeFact)? in
            guard let attribute = type.attributes.named("ViewModel"), attribute.arguments != nil,
                type.fosmvvmViewModelOptions.contains("clientHostedFactory"), type.isFOSMVVMLiveViewModel
            else { return nil }
            return (type, attribute)
        }
        guard !conflicting.isEmpty else { return [] }
        // Reported at the options, the attribute's arguments (parsed again where the workspace keeps no tree).
        let file = file.withTree()
        return conflicting.map { type, attribute in
            let asks =
                type.fosmvvmViewModelOptions.contains("live") ? "`.live`" : "`LiveViewModel` (what `.live` gives)"
            let options = file.tree.node(AttributeSyntax.self, spanning: attribute.range)?.arguments.map(ByteRange.init)
            return context.diagnostic(
                "`\(type.name)` asks for both `.clientHostedFactory` and \(asks); a view model is either built on the client "
                    + "or fed by the server: keep one",
                at: options ?? attribute.range
            )
        }
    }
}

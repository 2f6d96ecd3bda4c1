import MVVMAnalyzerCore

/// A FOSMVVM view model declared without the `@ViewModel` macro.
public struct ViewModelMacroRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/viewmodel-macro",
        name: "ViewModel macro",
        defaultSeverities: .fosmvvmOnly(.error),
        summary:
            "A struct or class conforming to `ViewModel` or a refinement (`RequestableViewModel`, `LiveViewModel`, `ModelIdentifiedViewModel`) lacks `@ViewModel`.",
        rationale: """
            The `@ViewModel` macro supplies what the `ViewModel` protocol requires of a conforming \
            type (`propertyNames()`, which binds every `@LocalizedString` to its YAML key, and the \
            stub witness); against the current library a view model without it does not compile \
            outside FOSMVVM's own module (whose tests see an internal fallback).
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct ↓DashboardViewModel↑: RequestableViewModel {
                    public typealias Request = DashboardRequest
                    @LocalizedString public var pageTitle
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                struct ↓CardViewModel↑: FOSMVVM.ViewModel, Codable {
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                """, path: "Sources/ViewModels/CardViewModel.swift"),
            RuleExample(
                """
                struct ↓HarborStatusVM↑: LiveViewModel {
                    typealias Request = HarborStatusRequest
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                struct ↓WidgetVM↑: RequestableViewModel, ModelIdentifiedViewModel {
                    typealias Request = WidgetRequest
                    let modelIdentity: ModelIdentity
                    let vmId: ViewModelId
                }
                """, path: "Sources/ViewModels/HarborStatusVM.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct DashboardViewModel: RequestableViewModel {
                    public typealias Request = DashboardRequest
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                @ViewModel(options: [.clientHostedFactory]) struct SettingsViewModel {
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                protocol CardViewModelProtocol: ViewModel {}
                """, path: "Sources/ViewModels/DashboardViewModel.swift"),
            RuleExample(
                """
                @ViewModel(options: [.live])
                struct HarborStatusVM: RequestableViewModel {
                    typealias Request = HarborStatusRequest
                    var vmId: ViewModelId = .init(type: Self.self)
                }
                @ViewModel
                struct WidgetVM: RequestableViewModel, ModelIdentifiedViewModel {
                    typealias Request = WidgetRequest
                    let modelIdentity: ModelIdentity
                    let vmId: ViewModelId
                }
                extension WidgetVM: ComposableFactory {}
                struct CrewListFactory: ComposableFactory {}
                """, path: "Sources/ViewModels/HarborStatusVM.swift"),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    enum Dashboard {
                        public struct CardViewModel: ViewModel {
                            public var vmId: ViewModelId = .init(type: Self.self)
                        }
                    }
                    """, path: "Sources/ViewModels/Dashboard.swift"),
                after: """
                    enum Dashboard {
                        @ViewModel
                        public struct CardViewModel: ViewModel {
                            public var vmId: ViewModelId = .init(type: Self.self)
                        }
                    }
                    """
            )
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter { type in
            (type.kind == .struct || type.kind == .class)
                && FOSMVVMTypes.conformsToViewModel(type) && !type.attributes.contains(named: "ViewModel")
        }.map { type in
            let indentation = file.lines.indentation(ofLineContaining: type.range.start)
            return context.diagnostic(
                "`\(type.name)` conforms to ViewModel without `@ViewModel`, which supplies the conformance's requirements "
                    + "(property names, stub witness): outside FOSMVVM's own module it does not compile; add the macro",
                at: type.nameRange,
                fixes: [
                    context.fix(
                        "Add @ViewModel", isPreferred: true,
                        [
                            TextReplacement(range: .empty(at: type.range.start), newText: "@ViewModel\n" + indentation)
                        ])
                ]
            )
        }
    }
}

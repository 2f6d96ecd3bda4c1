import MVVMAnalyzerCore

/// An operations protocol without requirements.
public struct EmptyOperationsRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/empty-operations",
        name: "Empty operations protocol",
        defaultSeverities: .fosmvvmOnly(.info),
        summary: """
            A protocol refining `ViewModelOperations` declares nothing. The role comes from the \
            refinement, not the name: the library's own `ViewModelOperations` marker protocol and \
            unrelated protocols named `…Operations` are left alone.
            """,
        rationale: """
            Operations exist for user actions. A view model without actions is display-only: drop the \
            protocol, and the view needs no `operations`, `repaintToggle` or test data transporter.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public protocol ↓InfoViewModelOperations↑: ViewModelOperations {}
                """, path: "Sources/ViewModels/InfoViewModelOperations.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                public protocol ActionViewModelOperations: ViewModelOperations {
                    func performAction()
                }
                public protocol ViewModelOperations: Sendable, Codable {}
                protocol CacheViewModelOperations {}
                public protocol SettingsOperations: ViewModelOperations {
                    var isEnabled: Bool { get }
                }
                """, path: "Sources/ViewModels/ActionViewModelOperations.swift")
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter { type in
            type.kind == .protocol && type.properties.isEmpty && type.members.isEmpty
                && type.inheritedTypes.contains { FOSMVVMTypes.simpleName($0) == "ViewModelOperations" }
        }.map { type in
            context.diagnostic(
                "`\(type.name)` declares no operations; remove it and keep the view display-only",
                at: type.nameRange
            )
        }
    }
}

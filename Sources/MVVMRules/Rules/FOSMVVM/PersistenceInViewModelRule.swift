import MVVMAnalyzerCore

/// Persistence (Fluent, Vapor) in a view-model file.
public struct PersistenceInViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/persistence-in-viewmodel",
        name: "Persistence in view model",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A file declaring a FOSMVVM view model imports `Fluent`, `FluentKit` or `Vapor`, or a view \
            model uses a Fluent property wrapper (`@Parent`, `@Children`, `@Siblings`, `@Field`, …).
            """,
        rationale: """
            View models are shared with clients that have no database; relationships and fields are \
            the model's business. The factory projects the data the view needs into plain properties.
            """,
        triggeringExamples: [
            RuleExample(
                """
                import FOSMVVM
                ↓import Vapor↑

                @ViewModel
                public struct UserCardViewModel {
                    ↓@Parent↑(key: "team_id") var team: Team
                    ↓@Field↑(key: "name") var name: String
                }
                """, path: "Sources/ViewModels/UserCardViewModel.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                import FOSMVVM
                import Vapor

                extension UserCardViewModel: ViewModelFactory {
                    public static func model(context: Context) async throws -> Self { .stub() }
                }
                """, path: "Sources/WebServer/UserCardViewModel+Factory.swift"),
            RuleExample(
                """
                import Fluent

                final class User: Model {
                    @Field(key: "name") var name: String
                }
                """, path: "Sources/WebServer/User.swift"),
        ]
    )

    static let modules: Set<String> = ["Fluent", "FluentKit", "Vapor"]
    static let wrappers: Set<String> = [
        "Parent", "OptionalParent", "Children", "OptionalChild", "Siblings", "Field", "OptionalField",
        "ID", "Timestamp", "Enum", "OptionalEnum", "Group", "CompositeID",
    ]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        let viewModels = file.facts.types.filter { !$0.isExtension && FOSMVVMTypes.isViewModel($0) }
        guard !viewModels.isEmpty else { return [] }
        let imports = file.facts.imports.filter { Self.modules.contains($0.module) }.map { fact in
            context.diagnostic(
                "A view-model file imports `\(fact.module)`; view models are shared with clients: "
                    + "keep persistence in the model and the factory",
                at: fact.range
            )
        }
        let attributes = viewModels.flatMap { type in
            type.properties.flatMap { property in
                property.attributes.filter { Self.wrappers.contains($0.name) }.map { attribute in
                    context.diagnostic(
                        "`@\(attribute.name)` is a Fluent persistence wrapper on the view model `\(type.name)`; "
                            + "project the data into a plain property in the factory",
                        at: ByteRange(start: attribute.range.start, end: attribute.nameRange.end)
                    )
                }
            }
        }
        return imports + attributes
    }
}

import MVVMAnalyzerCore
import SwiftSyntax

/// A view-model property that none of the views rendering the view model reads.
public struct UnrenderedViewModelPropertyRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/unrendered-viewmodel-property",
        name: "Unrendered view-model property",
        defaultSeverities: .conventionsOnly(.info),
        summary: "A view-model property that no view rendering the view model reads (through `viewModel.property`).",
        rationale: """
            A view model shapes exactly what its views show. A property no view reads is dead \
            weight on every update — or a sign that the view forgot to render it. The finding \
            appears only when views render the view model, and only for properties views can see.
            """,
        triggeringExamples: triggeringExamples,
        nonTriggeringExamples: nonTriggeringExamples
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        var diagnostics: [Finding] = []
        var tree: SourceFileSyntax?
        for viewModel in file.facts.types where viewModel.isViewModel && !viewModel.isExtension {
            let views = context.workspace.views(renderingViewModelOrItsContracts: viewModel)
            guard !views.isEmpty else { continue }
            var used: Set<String> = []
            for view in views {
                guard let viewFile = context.workspace.sourceFiles[view.path]?.withTree() else { continue }
                let holders = Set(
                    view.type.properties.filter {
                        context.workspace.viewModelTypeName(held: $0, in: view.type) != nil
                    }.map(\.name))
                for part in context.workspace.types(named: view.type.qualifiedName) where part.path == view.path {
                    used.formUnion(MemberUseFinder.usedMembers(through: holders, in: viewFile, within: part.type.range))
                }
            }
            // In an `ObservableObject` with `@Published` properties, the others are working state.
            let publishes = viewModel.storedProperties.contains { $0.attributes.contains(named: "Published") }
            let names = views.map { "`\($0.type.name)`" }.joined(separator: ", ")
            var readElsewhere: Set<String>?
            for property in viewModel.storedProperties
            where !property.isStatic && property.accessLevel != .private && property.accessLevel != .fileprivate
                && !Self.plumbing.contains(property.name) && !Self.isIdentity(property) && !used.contains(property.name)
                && !(property.declaredType?.hasSuffix("Messages") ?? false) // form validation plumbing
                && !(property.declaredType.map(Self.isWorkOrWiring(typeNamed:)) ?? false)
                && !property.attributes.contains(named: "ObservationIgnored")
                && !Self.isShownThroughItsText(property, in: viewModel, used: used)
                && !(publishes && !property.attributes.contains(named: "Published"))
            {
                // An inferred type is read from the initial value's syntax (parsed again, once, where
                // the workspace keeps no tree).
                if property.declaredType == nil, let initializer = property.initializer {
                    let root = tree ?? file.tree
                    tree = root
                    guard !Self.startsAsWorkOrWiring(initializer, in: root) else { continue }
                }
                // Read by another view, the app's scene or its loading code: rendered after all.
                readElsewhere = readElsewhere ?? Self.membersReadOutside(viewModel, in: context)
                guard readElsewhere?.contains(property.name) != true else { continue }
                diagnostics.append(
                    context.diagnostic(
                        "`\(property.name)` of `\(viewModel.name)` is not read by any view rendering it (\(names))",
                        at: property.nameRange,
                        related: views.map {
                            RelatedLocation(
                                path: $0.path, range: $0.type.nameRange,
                                message: "`\($0.type.name)` renders `\(viewModel.name)`")
                        },
                        tags: [.unnecessary]))
            }
        }
        return diagnostics
    }
}

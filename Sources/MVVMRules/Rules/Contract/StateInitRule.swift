import MVVMAnalyzerCore
import SwiftSyntax

/// How a view keeps its view model: stateful ones in `@State private var` set with
/// `State(initialValue:)`, stateless ones in `let`.
public struct StateInitRule: Rule {
    public static let description = RuleDescription(
        id: "contract/state-init",
        name: "State initialisation",
        defaultSeverities: .contractOnly(.warning),
        summary: """
            A stateful view (its view model has a `state`) does not keep the view model in \
            `@State private var viewModel` set with `_viewModel = State(initialValue: viewModel)`, \
            or a stateless one (no `state`, not observable) keeps it in `@State`.
            """,
        rationale: """
            `@State` makes SwiftUI keep one view-model instance for the view's lifetime, however \
            often the parent re-renders; the view receives it through `init(viewModel:)` and \
            stores it with `State(initialValue:)` (both contract styles). A view that creates its own \
            view model cannot be given a stub. A view model that only exposes actions has nothing \
            to observe, so the current contract style holds it in a plain `let viewModel`.
            """,
        triggeringExamples: triggeringExamples,
        nonTriggeringExamples: nonTriggeringExamples,
        corrections: corrections
    )

    /// Wrappers that own or observe an object.
    static let objectWrappers = ["State", "StateObject", "ObservedObject", "Bindable", "EnvironmentObject"]

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.flatMap { view -> [Finding] in
            guard let viewModel = ContractViewModel(view: view, workspace: context.workspace),
                let decl = file.tree.node(StructDeclSyntax.self, spanning: view.range),
                let variable = file.tree.node(VariableDeclSyntax.self, spanning: viewModel.property.range),
                variable.bindings.count == 1
            else { return [] }
            let site = Site(
                view: view, decl: decl, variable: variable, viewModel: viewModel, file: file, context: context)
            if viewModel.isStateful == true { return site.statefulDiagnostics() }
            if viewModel.isStateless(in: context.workspace) { return site.statelessDiagnostics() }
            return []
        }
    }

    /// One view's view-model property, its declaration and the view's initialisers.
    private struct Site {
        let view: TypeFact
        let decl: StructDeclSyntax
        let variable: VariableDeclSyntax
        let viewModel: ContractViewModel
        let file: SourceFile
        let context: RuleContext

        var property: PropertyFact { viewModel.property }
        var name: String { property.name }

        func statefulDiagnostics() -> [Finding] {
            let advice =
                "keep it in `@State private var \(name)` set with `_\(name) = State(initialValue: \(name))` "
                + "so SwiftUI keeps one instance across re-renders"
            if let wrapper = property.attributes.first(where: {
                StateInitRule.objectWrappers.contains($0.name) && $0.name != "State"
            }) {
                return [
                    context.diagnostic(
                        "`\(viewModel.typeName)` is an `@Observable` view model with a `state`, held with `@\(wrapper.name)`: \(advice)",
                        at: wrapper.range
                    )
                ]
            }
            guard property.attributes.contains(named: "State") else {
                return [
                    context.diagnostic(
                        "`\(name)` holds a stateful view model (`\(viewModel.typeName)` has a `state`) in a plain `\(property.isLet ? "let" : "var")`: \(advice)",
                        at: property.nameRange,
                        fixes: wrapInStateFix().map { [$0] } ?? []
                    )
                ]
            }
            if let initializer = property.initializer {
                return [
                    context.diagnostic(
                        "The view creates its view model (`\(initializer.text)`): receive it through `init(\(name):)` "
                            + "and set `_\(name) = State(initialValue: \(name))` so previews and tests can inject a stub",
                        at: initializer.range
                    )
                ]
            }
            var diagnostics: [Finding] = []
            if property.accessLevel != .private {
                diagnostics.append(
                    context.diagnostic(
                        "`@State var \(name)` is not private: SwiftUI state is owned by the view; declare `@State private var \(name)`",
                        at: property.nameRange,
                        fixes: [context.fix("Make \(name) private", isPreferred: true, [accessReplacement("private")])]
                    ))
            }
            for assignment in initializerAssignments() where assignment.target == name {
                diagnostics.append(
                    context.diagnostic(
                        "Set `@State` from `init` with `_\(name) = State(initialValue: \(assignment.value.trimmedText))`: "
                            + "assigning the wrapped value reads as a mutation of state the view does not own yet",
                        at: ByteRange(assignment.expression),
                        fixes: [
                            context.fix(
                                "Use State(initialValue:)", isPreferred: true,
                                [
                                    TextReplacement(
                                        range: ByteRange(assignment.expression),
                                        newText: "_\(name) = State(initialValue: \(assignment.value.trimmedText))"
                                    )
                                ])
                        ]
                    ))
            }
            return diagnostics
        }

        func statelessDiagnostics() -> [Finding] {
            guard let state = property.attributes.named("State") else { return [] }
            var replacements = [
                TextReplacement(
                    range: ByteRange(start: state.range.start, end: ByteRange(variable.bindingSpecifier).end),
                    newText: "let"
                )
            ]
            for assignment in initializerAssignments() where assignment.target == "_" + name {
                guard let call = assignment.value.as(FunctionCallExprSyntax.self), call.calleeName == "State",
                    let argument = call.arguments.first?.expression
                else { continue }
                replacements.append(
                    TextReplacement(
                        range: ByteRange(assignment.expression), newText: "self.\(name) = \(argument.trimmedText)"
                    ))
            }
            return [
                context.diagnostic(
                    "`\(viewModel.typeName)` has no `state` and is not observable: a stateless view keeps it in `let \(name)`, "
                        + "there is nothing for `@State` to observe",
                    at: state.range,
                    fixes: [context.fix("Hold \(name) in a let", isPreferred: true, replacements)]
                )
            ]
        }

        /// `let`/`var` (and any access modifier) → `@State private var`, plus the `init` that
        /// sets it; `nil` when other stored properties would need the memberwise initialiser.
        private func wrapInStateFix() -> Fix? {
            guard let type = property.declaredType, property.initializer == nil else { return nil }
            let start =
                variable.modifiers.first.map { ByteRange($0).start } ?? ByteRange(variable.bindingSpecifier).start
            var replacements = [
                TextReplacement(
                    range: ByteRange(start: start, end: ByteRange(variable.bindingSpecifier).end),
                    newText: "@State private var"
                )
            ]
            let assignments = initializerAssignments().filter { $0.target == name }
            if hasInitializer {
                replacements += assignments.map {
                    TextReplacement(
                        range: ByteRange($0.expression),
                        newText: "_\(name) = State(initialValue: \($0.value.trimmedText))")
                }
            } else {
                let others = view.storedProperties.filter { other in
                    other.name != name && other.initializer == nil && other.attributes.isEmpty
                }
                guard others.isEmpty else { return nil }
                let indentation = file.lines.indentation(ofLineContaining: property.range.start)
                replacements.append(
                    TextReplacement(
                        range: .empty(at: property.range.end),
                        newText: """


                            \(indentation)init(\(name): \(type)) {
                            \(indentation)    _\(name) = State(initialValue: \(name))
                            \(indentation)}
                            """))
            }
            return context.fix("Hold \(name) in @State set with State(initialValue:)", isPreferred: false, replacements)
        }

        private func accessReplacement(_ level: String) -> TextReplacement {
            if let modifier = variable.modifiers.first(where: {
                AccessLevel(rawValue: $0.name.text) != nil && $0.detail == nil
            }) {
                return TextReplacement(range: ByteRange(modifier.name), newText: level)
            }
            return TextReplacement(range: .empty(at: ByteRange(variable.bindingSpecifier).start), newText: level + " ")
        }

        private var hasInitializer: Bool {
            decl.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        }

        /// `target = value` statements directly in the view's initialisers, with the name of the
        /// view's property assigned (`name` of `name`, `self.name`; `_name` of `self._name`).
        private func initializerAssignments() -> [(expression: SequenceExprSyntax, target: String, value: ExprSyntax)] {
            decl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self)?.body }.flatMap { body in
                body.statements.compactMap { item -> (SequenceExprSyntax, String, ExprSyntax)? in
                    guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
                        return nil
                    }
                    let elements = Array(sequence.elements)
                    guard elements[1].is(AssignmentExprSyntax.self), let target = elements[0].ownPropertyName else {
                        return nil
                    }
                    return (sequence, target, elements[2])
                }
            }
        }
    }
}

import MVVMAnalyzerCore
import SwiftSyntax

/// A view rendering a FOSMVVM view model that does not have the `ViewModelView` shape.
public struct ViewConformanceRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/view-conformance",
        name: "ViewModelView conformance",
        defaultSeverities: DefaultSeverities(fosmvvm: .error, contract: nil, plain: nil),
        summary: """
        A view rendering a FOSMVVM view model does not conform to `ViewModelView`; or a \
        `ViewModelView` does not hold its view model as `private let viewModel`, or has no \
        `init(viewModel:)`.
        """,
        rationale: """
        `ViewModelView` is what `.bind(appState:)`, `previewHost` and the test data transporter \
        build on; they create the view with `init(viewModel:)`. The view model is the view's only \
        input and never changes, hence `private let viewModel`.
        """,
        seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            public struct ↓InfoView↑: View {
                private let viewModel: InfoViewModel
                public var body: some View { Text(viewModel.title) }
                public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
            }
            """, path: "Sources/Views/InfoView.swift", supportingFiles: [
                "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}",
            ]),
            RuleExample("""
            public struct InfoView: ViewModelView {
                var ↓viewModel↑: InfoViewModel
                public var body: some View { Text(viewModel.title) }
                public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
            }
            """, path: "Sources/Views/InfoView.swift"),
            RuleExample("""
            public struct ↓InfoView↑: ViewModelView {
                private let viewModel: InfoViewModel
                public var body: some View { Text(viewModel.title) }
            }
            """, path: "Sources/Views/InfoView.swift"),
            RuleExample("""
            public struct InfoView: ViewModelView {
                private let ↓model↑: InfoViewModel
                public var body: some View { Text(model.title) }
                public init(viewModel: InfoViewModel) { self.model = viewModel }
            }
            """, path: "Sources/Views/InfoView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            public struct InfoView: ViewModelView {
                private let viewModel: InfoViewModel
                public var body: some View { Text(viewModel.title) }
                public init(viewModel: InfoViewModel) {
                    self.viewModel = viewModel
                }
            }
            struct Badge: View {
                let count: Int
                var body: some View { Text(count, format: .number) }
            }
            """, path: "Sources/Views/InfoView.swift", supportingFiles: [
                "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}",
            ]),
            RuleExample("""
            struct ProfileView: View {
                @StateObject private var viewModel = ProfileViewModel()
                var body: some View { Text(viewModel.name) }
            }
            """, path: "Sources/Views/ProfileView.swift", supportingFiles: [
                "Sources/ViewModels/ProfileViewModel.swift": "final class ProfileViewModel: ObservableObject {}",
            ]),
        ],
        corrections: [
            RuleCorrection(
                RuleExample("""
                public struct InfoView: View {
                    private let viewModel: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                    public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/InfoView.swift", supportingFiles: [
                    "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}",
                ]),
                after: """
                public struct InfoView: ViewModelView {
                    private let viewModel: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                    public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                }
                """
            ),
            RuleCorrection(
                RuleExample("""
                public struct ActionView: ViewModelView {
                    public var viewModel: ActionViewModel
                    private let operations: ActionViewModelOperations
                    @State private var error: Error?
                    public var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/ActionView.swift"),
                after: """
                public struct ActionView: ViewModelView {
                    private let viewModel: ActionViewModel
                    private let operations: ActionViewModelOperations
                    @State private var error: Error?
                    public var body: some View { Text(viewModel.title) }

                    public init(viewModel: ActionViewModel) {
                        self.viewModel = viewModel
                        self.operations = viewModel.operations
                    }
                }
                """
            ),
        ]
    )

    public init() {}

    public func check(_ file: SourceFile, context: RuleContext) -> [Diagnostic] {
        file.facts.declaredViews.flatMap { view -> [Diagnostic] in
            let isViewModelView = FOSMVVMTypes.isViewModelView(view)
            guard let pairing = context.workspace.viewModelCandidates(for: view).first,
                  case .propertyType(let propertyName) = pairing.evidence,
                  isViewModelView || FOSMVVMTypes.isViewModel(named: pairing.viewModelName, in: context.workspace),
                  let property = view.property(named: propertyName),
                  let decl = file.tree.descendant(DeclSyntax.self, at: view.range)?.asProtocol(DeclGroupSyntax.self)
            else { return [] }
            guard isViewModelView else {
                return [conformance(view, decl: decl, viewModel: pairing.viewModelName, context: context)]
            }
            var diagnostics: [Diagnostic] = []
            if let shape = propertyShape(property, file: file, context: context) { diagnostics.append(shape) }
            if !view.members.contains(where: { $0.kind == .initializer && $0.parameterLabels == ["viewModel"] }) {
                diagnostics.append(missingInitializer(view, decl: decl, property: property,
                                                      viewModel: pairing.viewModelName, context: context))
            }
            return diagnostics
        }
    }

    private func conformance(_ view: TypeFact, decl: some DeclGroupSyntax, viewModel: String, context: RuleContext) -> Diagnostic {
        let plainView = decl.inheritanceClause?.inheritedTypes.first { FOSMVVMTypes.simpleName($0.type.trimmedText) == "View" }
        let fixes = plainView.map { inherited in
            [context.fix("Conform to ViewModelView", isPreferred: true, [
                TextReplacement(range: ByteRange(inherited.type), newText: "ViewModelView"),
            ])]
        } ?? []
        return context.diagnostic(
            "`\(view.name)` renders the FOSMVVM view model `\(viewModel)` but does not conform to `ViewModelView`",
            at: view.nameRange, fixes: fixes
        )
    }

    private func propertyShape(_ property: PropertyFact, file: SourceFile, context: RuleContext) -> Diagnostic? {
        guard property.name == "viewModel" else {
            return context.diagnostic(
                "Hold the view model as `private let viewModel`, the name `ViewModelView` and its tools expect, not `\(property.name)`",
                at: property.nameRange
            )
        }
        guard !property.isLet || property.accessLevel != .private || !property.attributes.isEmpty else { return nil }
        var fixes: [Fix] = []
        if property.attributes.isEmpty, let variable = file.tree.descendant(VariableDeclSyntax.self, at: property.range) {
            let start = variable.modifiers.first.map { ByteRange($0).start } ?? ByteRange(variable.bindingSpecifier).start
            fixes.append(context.fix("Make it private let", isPreferred: true, [
                TextReplacement(range: ByteRange(start: start, end: ByteRange(variable.bindingSpecifier).end), newText: "private let"),
            ]))
        }
        return context.diagnostic(
            "`viewModel` should be `private let`: a ViewModelView renders the view model it was created with",
            at: property.nameRange, fixes: fixes
        )
    }

    private func missingInitializer(
        _ view: TypeFact, decl: some DeclGroupSyntax, property: PropertyFact, viewModel: String, context: RuleContext
    ) -> Diagnostic {
        let others = view.storedProperties.filter { $0.name != property.name && $0.name != "operations" }
        let isMechanical = others.allSatisfy { $0.initializer != nil || !$0.attributes.isEmpty || $0.declaredType?.hasSuffix("?") == true }
        var fixes: [Fix] = []
        if isMechanical {
            let lines = context.lines
            let member = lines.indentation(ofLineContaining: property.range.start)
            let outer = lines.indentation(ofLineContaining: ByteRange(decl.memberBlock.rightBrace).start)
            let step = String(member.dropFirst(outer.count))
            let access = [.public, .open].contains(view.accessLevel) ? "public " : ""
            var text = "\n\(member)\(access)init(viewModel: \(viewModel)) {\n\(member)\(step)self.\(property.name) = viewModel\n"
            if view.property(named: "operations")?.isStoredInstanceProperty == true {
                text += "\(member)\(step)self.operations = viewModel.operations\n"
            }
            text += "\(member)}\n"
            let braceLine = lines.line(of: ByteRange(decl.memberBlock.rightBrace))
            fixes.append(context.fix("Add init(viewModel:)", isPreferred: false, [
                TextReplacement(range: .empty(at: lines.lineStarts[braceLine]), newText: text),
            ]))
        }
        return context.diagnostic(
            "`\(view.name)` has no `init(viewModel:)`, which `ViewModelView` requires to create it from its view model",
            at: view.nameRange, fixes: fixes
        )
    }
}

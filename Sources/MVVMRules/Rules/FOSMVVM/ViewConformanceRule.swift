import MVVMAnalyzerCore
import SwiftSyntax

/// A view rendering a FOSMVVM view model that does not have the `ViewModelView` shape.
public struct ViewConformanceRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/view-conformance",
        name: "ViewModelView conformance",
        defaultSeverities: .fosmvvmOnly(.error),
        summary: """
            A view rendering a FOSMVVM view model does not conform to `ViewModelView`; or a \
            `ViewModelView` does not hold its view model as `private let viewModel`, or has no \
            `init(viewModel:)`, neither written (in the type or an extension) nor synthesized as \
            the memberwise initializer.
            """,
        rationale: """
            `ViewModelView` is what `.bind(appState:)`, `previewHost` and the test data transporter \
            build on; they create the view with `init(viewModel:)`. The view model is the view's only \
            input and never changes, hence `private let viewModel`. Making the property private \
            makes Swift's memberwise initializer private too, so the fix then adds `init(viewModel:)`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                public struct ↓InfoView↑: View {
                    private let viewModel: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                    public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/InfoView.swift",
                supportingFiles: [
                    "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}"
                ]),
            RuleExample(
                """
                public struct InfoView: ViewModelView {
                    var ↓viewModel↑: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                    public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/InfoView.swift"),
            RuleExample(
                """
                public struct ↓InfoView↑: ViewModelView {
                    private let viewModel: InfoViewModel
                    public var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/InfoView.swift"),
            RuleExample(
                """
                struct TallCardView: ViewModelView {
                    let ↓viewModel↑: TallCardViewModel
                    @Environment(ProbeStore.self) var store
                    let isCompact = false
                    var body: some View { Text(viewModel.title) }
                }
                """, path: "Sources/Views/TallCardView.swift"),
            RuleExample(
                """
                public struct InfoView: ViewModelView {
                    private let ↓model↑: InfoViewModel
                    public var body: some View { Text(model.title) }
                    public init(viewModel: InfoViewModel) { self.model = viewModel }
                }
                """, path: "Sources/Views/InfoView.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
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
                """, path: "Sources/Views/InfoView.swift",
                supportingFiles: [
                    "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}"
                ]),
            RuleExample(
                """
                struct InfoView: ViewModelView {
                    private let viewModel: InfoViewModel
                    var body: some View { Text(viewModel.title) }
                }
                extension InfoView {
                    init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                }
                """, path: "Sources/Views/InfoView.swift"),
            RuleExample(
                """
                struct ProfileView: View {
                    @StateObject private var viewModel = ProfileViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """, path: "Sources/Views/ProfileView.swift",
                supportingFiles: [
                    "Sources/ViewModels/ProfileViewModel.swift": "final class ProfileViewModel: ObservableObject {}"
                ]),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct BareCardView: ViewModelView {
                        let viewModel: BareCardViewModel
                        var body: some View { Text(viewModel.title) }
                    }
                    """, path: "Sources/Views/BareCardView.swift"),
                after: """
                    struct BareCardView: ViewModelView {
                        private let viewModel: BareCardViewModel
                        var body: some View { Text(viewModel.title) }

                        init(viewModel: BareCardViewModel) {
                            self.viewModel = viewModel
                        }
                    }
                    """
            ),
            RuleCorrection(
                RuleExample(
                    """
                    public struct InfoView: View {
                        private let viewModel: InfoViewModel
                        public var body: some View { Text(viewModel.title) }
                        public init(viewModel: InfoViewModel) { self.viewModel = viewModel }
                    }
                    """, path: "Sources/Views/InfoView.swift",
                    supportingFiles: [
                        "Sources/ViewModels/InfoViewModel.swift": "@ViewModel public struct InfoViewModel {}"
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
                RuleExample(
                    """
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

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.declaredViews.flatMap { view -> [Finding] in
            let isViewModelView = FOSMVVMTypes.isViewModelView(view)
            guard let pairing = context.workspace.viewModelCandidates(for: view).first,
                case .propertyType(let propertyName) = pairing.evidence,
                isViewModelView || FOSMVVMTypes.isViewModel(named: pairing.viewModelName, in: context.workspace),
                let property = view.property(named: propertyName),
                let decl = file.tree.node(DeclSyntax.self, spanning: view.range)?.asProtocol(DeclGroupSyntax.self)
            else { return [] }
            guard isViewModelView else {
                return [conformance(view, decl: decl, viewModel: pairing.viewModelName, context: context)]
            }
            var diagnostics: [Finding] = []
            let usesMemberwiseInit = Self.hasMemberwiseViewModelInit(view, property: property)
            let initText =
                usesMemberwiseInit
                ? initializerText(
                    view, decl: decl, property: property, viewModel: pairing.viewModelName, context: context)
                : nil
            if let shape = propertyShape(
                property, file: file, addingInit: initText.map { ($0, decl) }, context: context)
            {
                diagnostics.append(shape)
            }
            if !usesMemberwiseInit, !Self.hasViewModelInit(view, in: context.workspace) {
                diagnostics.append(
                    missingInitializer(
                        view, decl: decl, property: property,
                        viewModel: pairing.viewModelName, context: context))
            }
            return diagnostics
        }
    }

    /// Whether the view or an extension of it declares `init(viewModel:)`.
    static func hasViewModelInit(_ view: TypeFact, in workspace: WorkspaceSnapshot) -> Bool {
        let declarations = [view] + workspace.types(named: view.name).map(\.type).filter(\.isExtension)
        return declarations.contains { type in
            type.members.contains { $0.kind == .initializer && $0.parameterLabels == ["viewModel"] }
        }
    }

    /// Whether Swift synthesizes an internal `init(viewModel:)` for the view: a non-public struct
    /// without initialisers of its own whose only stored property without a default (a value,
    /// or a wrapper set up by its attribute's arguments) is the view model, and none of whose stored properties is private (that makes the synthesized
    /// initialiser private).
    static func hasMemberwiseViewModelInit(_ view: TypeFact, property: PropertyFact) -> Bool {
        guard view.kind == .struct, ![.public, .open].contains(view.accessLevel),
            !view.members.contains(where: { $0.kind == .initializer })
        else { return false }
        let stored = view.storedProperties
        return stored.allSatisfy { ![.private, .fileprivate].contains($0.accessLevel) }
            && stored.allSatisfy { other in
                // `@Environment(Store.self)` and other wrappers with arguments are set by their wrapper.
                other.name == property.name || other.initializer != nil || other.declaredType?.hasSuffix("?") == true
                    || other.attributes.contains { $0.arguments != nil }
            }
            && property.initializer == nil
    }

    private func conformance(_ view: TypeFact, decl: some DeclGroupSyntax, viewModel: String, context: RuleContext)
        -> Finding
    {
        let plainView = decl.inheritanceClause?.inheritedTypes.first {
            FOSMVVMTypes.simpleName($0.type.trimmedText) == "View"
        }
        let fixes =
            plainView.map { inherited in
                [
                    context.fix(
                        "Conform to ViewModelView", isPreferred: true,
                        [
                            TextReplacement(range: ByteRange(inherited.type), newText: "ViewModelView")
                        ])
                ]
            } ?? []
        return context.diagnostic(
            "`\(view.name)` renders the FOSMVVM view model `\(viewModel)` but does not conform to `ViewModelView`",
            at: view.nameRange, fixes: fixes
        )
    }

    /// Checks the view-model property's name and shape. `addingInit` is the `init(viewModel:)`
    /// to add (and where) when the view relies on the synthesized one, which `private` would hide.
    private func propertyShape(
        _ property: PropertyFact, file: SourceFile, addingInit: (text: String, decl: any DeclGroupSyntax)?,
        context: RuleContext
    ) -> Finding? {
        guard property.name == "viewModel" else {
            return context.diagnostic(
                "Hold the view model as `private let viewModel`, the name `ViewModelView` and its tools expect, not `\(property.name)`",
                at: property.nameRange
            )
        }
        guard !property.isLet || property.accessLevel != .private || !property.attributes.isEmpty else { return nil }
        var fixes: [Fix] = []
        if property.attributes.isEmpty, let variable = file.tree.node(VariableDeclSyntax.self, spanning: property.range)
        {
            let start =
                variable.modifiers.first.map { ByteRange($0).start } ?? ByteRange(variable.bindingSpecifier).start
            var replacements = [
                TextReplacement(
                    range: ByteRange(start: start, end: ByteRange(variable.bindingSpecifier).end),
                    newText: "private let")
            ]
            if let addingInit {
                replacements.append(
                    context.lines.insertion(addingInit.text, beforeLineOf: addingInit.decl.memberBlock.rightBrace))
            }
            fixes.append(
                context.fix(
                    addingInit == nil ? "Make it private let" : "Make it private let and add init(viewModel:)",
                    isPreferred: true, replacements
                ))
        }
        return context.diagnostic(
            "`viewModel` should be `private let`: a ViewModelView renders the view model it was created with",
            at: property.nameRange, fixes: fixes
        )
    }

    private func missingInitializer(
        _ view: TypeFact, decl: some DeclGroupSyntax, property: PropertyFact, viewModel: String, context: RuleContext
    ) -> Finding {
        let others = view.storedProperties.filter { $0.name != property.name && $0.name != "operations" }
        let isMechanical = others.allSatisfy {
            $0.initializer != nil || !$0.attributes.isEmpty || $0.declaredType?.hasSuffix("?") == true
        }
        let addInit = context.fix(
            "Add init(viewModel:)", isPreferred: false,
            [
                context.lines.insertion(
                    initializerText(view, decl: decl, property: property, viewModel: viewModel, context: context),
                    beforeLineOf: decl.memberBlock.rightBrace)
            ])
        return context.diagnostic(
            "`\(view.name)` has no `init(viewModel:)`, which `ViewModelView` requires to create it from its view model",
            at: view.nameRange, fixes: isMechanical ? [addInit] : []
        )
    }

    /// `init(viewModel:)` setting the view model (and `operations`), indented as the view's members.
    private func initializerText(
        _ view: TypeFact, decl: some DeclGroupSyntax, property: PropertyFact, viewModel: String, context: RuleContext
    ) -> String {
        let lines = context.lines
        let member = lines.indentation(ofLineContaining: property.range.start)
        let outer = lines.indentation(ofLineContaining: ByteRange(decl.memberBlock.rightBrace).start)
        let step = String(member.dropFirst(outer.count))
        let access = [.public, .open].contains(view.accessLevel) ? "public " : ""
        var text =
            "\n\(member)\(access)init(viewModel: \(viewModel)) {\n\(member)\(step)self.\(property.name) = viewModel\n"
        if view.property(named: "operations")?.isStoredInstanceProperty == true {
            text += "\(member)\(step)self.operations = viewModel.operations\n"
        }
        return text + "\(member)}\n"
    }
}

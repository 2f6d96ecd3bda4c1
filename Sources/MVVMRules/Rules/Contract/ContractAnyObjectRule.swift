import MVVMAnalyzerCore
import SwiftSyntax

/// A `…ViewModelContract` protocol that does not constrain conformers to classes.
public struct ContractAnyObjectRule: Rule {
    public static let description = RuleDescription(
        id: "contract/contract-anyobject",
        name: "Contract is AnyObject",
        defaultSeverities: .contractOnly(.info),
        summary: "A `…ViewModelContract` protocol is not constrained to `AnyObject`.",
        rationale: """
            View models are reference types (`@Observable final class`) that views keep in `@State`; \
            `protocol FooViewModelContract: AnyObject` says so, lets conformers be held weakly and \
            keeps value types from slipping in as view models (the current contract style).
            """,
        triggeringExamples: [
            RuleExample(
                """
                protocol ↓CharacterListViewModelContract↑ {
                    var state: CharacterListViewState { get }
                    func didAppear() async
                }
                """, convention: .contract),
            RuleExample(
                """
                protocol ↓HomeViewModelContract↑: Sendable {
                    func didTapOnSettingsButton()
                }
                """, convention: .contract),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                protocol CharacterListViewModelContract: AnyObject {
                    var state: CharacterListViewState { get }
                }
                """, convention: .contract),
            RuleExample(
                """
                protocol HomeViewModelContract: Sendable, AnyObject {
                    func didTapOnSettingsButton()
                }
                """, convention: .contract),
            RuleExample(
                """
                protocol GetCharactersUseCaseContract {
                    func execute() async throws -> [Character]
                }
                """, convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    "protocol CharacterListViewModelContract {\n    func didAppear() async\n}", convention: .contract),
                after: "protocol CharacterListViewModelContract: AnyObject {\n    func didAppear() async\n}"
            ),
            RuleCorrection(
                RuleExample("protocol HomeViewModelContract: Sendable {}", convention: .contract),
                after: "protocol HomeViewModelContract: AnyObject, Sendable {}"
            ),
        ]
    )

    /// Inherited names that already make the protocol class-only.
    static let classConstraints: Set<String> = ["AnyObject", "class", "ObservableObject", "Actor"]

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal] }

    public var nodeKinds: Set<SyntaxKind> { [.protocolDecl] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard let decl = node.as(ProtocolDeclSyntax.self), decl.name.text.hasSuffix("ViewModelContract") else {
            return []
        }
        let inherited = decl.inheritanceClause?.inheritedTypes ?? []
        guard !inherited.contains(where: { Self.classConstraints.contains(TypeName.base(of: $0.type.trimmedText)) })
        else { return [] }
        let insertion: TextReplacement
        if let first = inherited.first {
            insertion = TextReplacement(range: .empty(at: ByteRange(first).start), newText: "AnyObject, ")
        } else {
            let end = decl.primaryAssociatedTypeClause.map { ByteRange($0).end } ?? ByteRange(decl.name).end
            insertion = TextReplacement(range: .empty(at: end), newText: ": AnyObject")
        }
        return [
            context.diagnostic(
                "`\(decl.name.text)` is not constrained to `AnyObject`: view models are classes held in `@State`; "
                    + "declare `protocol \(decl.name.text): AnyObject`",
                at: ByteRange(decl.name),
                fixes: [context.fix("Constrain \(decl.name.text) to AnyObject", isPreferred: true, [insertion])]
            )
        ]
    }
}

import Foundation
import SwiftParser
import SwiftSyntax

/// A rule as its file declares it: a struct conforming to `Rule` whose
/// `static let description = RuleDescription(id: "…", …)` names its id, read with swift-syntax.
public struct RuleSource: Sendable, Hashable {
    /// The rule's type, which the registry instantiates (`HardcodedTextRule`).
    public let typeName: String
    /// The rule's id (`mvvm/hardcoded-text`).
    public let id: String
    /// The `reviewCheck:` literal of the description, if it names one.
    public let reviewCheck: String?
    /// The file declaring it, relative to the package root.
    public let path: String

    public init(typeName: String, id: String, reviewCheck: String?, path: String) {
        self.typeName = typeName
        self.id = id
        self.reviewCheck = reviewCheck
        self.path = path
    }

    /// The id's group (`mvvm`, `fosmvvm`, `contract`).
    public var group: String { String(id.split(separator: "/").first ?? "") }

    /// Other ids the rule answers to: `fosmvvm/<check>` when its review check is named apart
    /// from its id (as `RuleDescription.aliases` says).
    public var aliases: [String] {
        guard let reviewCheck else { return [] }
        let alias = "fosmvvm/" + reviewCheck
        return alias == id ? [] : [alias]
    }

    /// The type name the id gives (`mvvm/hardcoded-text` → `HardcodedTextRule`): each word of
    /// the name after the group capitalised, or spelled as `wordSpellings` says.
    public static func typeName(forID id: String) -> String {
        let name = id.split(separator: "/").last.map(String.init) ?? id
        return name.split(separator: "-").map { word in
            wordSpellings[String(word)] ?? word.prefix(1).uppercased() + word.dropFirst()
        }.joined() + "Rule"
    }

    /// The one spelling in type names of id words that are not simply capitalised.
    static let wordSpellings = [
        "anyobject": "AnyObject", "responseerror": "ResponseError", "testhost": "TestHost",
        "viewmodel": "ViewModel", "vm": "VM", "vmid": "VMID",
    ]

    /// `mvvm/hardcoded-text` → `test_mvvm_hardcoded_text`.
    public var testMethodName: String {
        "test_" + id.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// The rules declared in `text` (the file at `path`).
    static func rules(in text: String, path: String) throws(RegistrationError) -> [RuleSource] {
        let finder = RuleDeclarationFinder(path: path)
        finder.walk(Parser.parse(source: text))
        if let problem = finder.problem { throw problem }
        return finder.rules
    }
}

/// Finds `struct X: Rule` declarations and reads their description's id and review check.
private final class RuleDeclarationFinder: SyntaxVisitor {
    let path: String
    var rules: [RuleSource] = []
    var problem: RegistrationError?

    init(path: String) {
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains("Rule") else { return .skipChildren }
        let typeName = node.name.text
        guard let call = descriptionCall(in: node.memberBlock), let id = stringArgument("id", of: call) else {
            problem = .noDescriptionID(type: typeName, path: path)
            return .skipChildren
        }
        rules.append(
            RuleSource(typeName: typeName, id: id, reviewCheck: stringArgument("reviewCheck", of: call), path: path))
        return .skipChildren
    }

    /// The `RuleDescription(…)` call that initialises `static let description`.
    private func descriptionCall(in members: MemberBlockSyntax) -> FunctionCallExprSyntax? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "description",
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "RuleDescription"
            else { continue }
            return call
        }
        return nil
    }

    /// The value of the argument `label` when it is a plain string literal.
    private func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }),
            let literal = argument.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return literal.representedLiteralValue
    }
}

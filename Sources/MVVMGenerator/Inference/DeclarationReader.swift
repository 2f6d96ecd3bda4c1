import MVVMAnalyzerCore
import SwiftSyntax

/// A method declared in a protocol or type, as the generator needs it.
struct FunctionRequirement: Sendable, Hashable {
    var name: String
    /// Argument labels, `_` written as an empty string.
    var labels: [String]
    var isAsync: Bool
    var isThrowing: Bool
    /// The declaration without body, e.g. `func didSelect(_ item: Item) async`.
    var declaration: String
}

/// Reads what `FileFacts` leave out (effects, signatures, case payloads) from the syntax tree
/// the snapshot already holds for a declaration's file.
enum DeclarationReader {
    /// The non-private methods declared directly in `reference`'s type.
    static func functions(of reference: TypeReference, in snapshot: WorkspaceSnapshot) -> [FunctionRequirement] {
        members(of: reference, in: snapshot).compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                !function.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                }),
                !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return nil }
            let effects = function.signature.effectSpecifiers
            let stripped = function.with(\.body, nil).with(\.attributes, []).with(\.modifiers, [])
            return FunctionRequirement(
                name: function.name.text,
                labels: function.signature.parameterClause.parameters.map {
                    $0.firstName.tokenKind == .wildcard ? "" : $0.firstName.text
                },
                isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause != nil,
                declaration: stripped.trimmedText
            )
        }
    }

    /// The associated value type of each case of `reference`'s enum, by case name
    /// (`(Error)` → `Error`; several values are kept as written, parentheses included).
    static func casePayloads(of reference: TypeReference, in snapshot: WorkspaceSnapshot) -> [String: String] {
        var payloads: [String: String] = [:]
        for member in members(of: reference, in: snapshot) {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                guard let parameters = element.parameterClause?.parameters else { continue }
                payloads[element.name.text] =
                    parameters.count == 1
                    ? parameters.first!.type.trimmedText
                    : "(" + parameters.map(\.trimmedText).joined(separator: " ") + ")"
            }
        }
        return payloads
    }

    /// The type a `typealias {name} = …` declared directly in `reference`'s type names, as written.
    static func typeAliasTarget(named name: String, in reference: TypeReference, snapshot: WorkspaceSnapshot) -> String?
    {
        members(of: reference, in: snapshot).lazy
            .compactMap { $0.decl.as(TypeAliasDeclSyntax.self) }
            .first { $0.name.text == name }?
            .initializer.value.trimmedText
    }

    /// The parameters of the first initializer declared in `reference`'s type, by name, with
    /// their default values as written (`stores: StoresManager = ServiceLocator.stores`) and
    /// whether callers leave out the label (`_ factory: UseCaseFactory`).
    static func initializerParameters(of reference: TypeReference, in snapshot: WorkspaceSnapshot)
        -> [(label: String, type: String, defaultValue: String?, isUnlabelled: Bool)]
    {
        guard
            let initializer = members(of: reference, in: snapshot).lazy.compactMap({
                $0.decl.as(InitializerDeclSyntax.self)
            }).first
        else { return [] }
        return initializer.signature.parameterClause.parameters.compactMap { parameter in
            let isUnlabelled = parameter.firstName.tokenKind == .wildcard
            guard let name = isUnlabelled ? parameter.secondName : parameter.secondName ?? parameter.firstName,
                name.tokenKind != .wildcard
            else { return nil }
            return (name.text, parameter.type.trimmedText, parameter.defaultValue?.value.trimmedText, isUnlabelled)
        }
    }

    /// The labelled arguments of the first call building `typeName` (`ReportViewModel(context:
    /// .shared)`, `.init` too) inside `range` of the file at `path`, as written, by label.
    /// `readable` names values the arguments may also start at (the view's environment
    /// properties: `deps.repository`).
    static func constructionArguments(
        of typeName: String, in path: String, range: ByteRange, snapshot: WorkspaceSnapshot,
        readable: Set<String> = []
    )
        -> [String: String]
    {
        guard let tree = snapshot.sourceFiles[path]?.tree else { return [:] }
        let finder = ConstructionFinder(typeName: typeName, range: range, readable: readable, copying: .nothing)
        finder.walk(tree)
        return (finder.constructions.first ?? [:]).mapValues(\.value)
    }

    /// The labelled arguments of the first call building `typeName` inside the preview at
    /// `range`, by label: those that stand alone, and those reading the preview's own
    /// statements, with the statements they read (`PreviewSetup`).
    /// An implicit `.init(…)` passed as one of `implicitLabels` (`ChangePasswordView(viewModel:
    /// .init(coordinator: …))`) builds `typeName` too.
    static func previewArguments(
        of typeName: String, in path: String, range: ByteRange, snapshot: WorkspaceSnapshot,
        implicitLabels: Set<String> = []
    ) -> [String: PreviewArgument] {
        guard let tree = snapshot.sourceFiles[path]?.tree else { return [:] }
        let finder = ConstructionFinder(
            typeName: typeName, range: range, readable: [], copying: .declarationsAndConfiguration,
            implicitLabels: implicitLabels)
        finder.walk(tree)
        return finder.constructions.first ?? [:]
    }

    /// The labelled arguments of every call building `typeName` in the test file at `path`, by
    /// label, each with the test's own declarations it reads (`let service =
    /// MockService()`), not the statements stubbing them for that test.
    static func testArguments(of typeName: String, in path: String, snapshot: WorkspaceSnapshot)
        -> [[String: PreviewArgument]]
    {
        guard let file = snapshot.sourceFiles[path] else { return [] }
        let tree = file.tree
        let finder = ConstructionFinder(
            typeName: typeName, range: ByteRange(start: 0, end: file.text.utf8.count), readable: [],
            copying: .declarations, findsAll: true)
        finder.walk(tree)
        return finder.constructions.filter { !$0.isEmpty }
    }

    private static func members(of reference: TypeReference, in snapshot: WorkspaceSnapshot)
        -> MemberBlockItemListSyntax
    {
        guard let tree = snapshot.sourceFiles[reference.path]?.tree else { return [] }
        let finder = DeclarationFinder(nameOffset: reference.type.nameRange.start)
        finder.walk(tree)
        return finder.found ?? []
    }
}

/// Finds the type declaration whose name starts at a byte offset.
private final class DeclarationFinder: SyntaxVisitor {
    let nameOffset: Int
    var found: MemberBlockItemListSyntax?

    init(nameOffset: Int) {
        self.nameOffset = nameOffset
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name, node.memberBlock) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name, node.memberBlock) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name, node.memberBlock) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name, node.memberBlock) }

    private func check(_ name: TokenSyntax, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if name.positionAfterSkippingLeadingTrivia.utf8Offset == nameOffset {
            found = members.members
            return .skipChildren
        }
        return .visitChildren
    }
}

/// Finds the first call building a type (`T(…)` or `T.init(…)`) inside a byte range, or every
/// one, with the arguments that mean the same anywhere (not a local or a member of the
/// preview's own type) and, as `copying` allows, those reading statements before the call.
private final class ConstructionFinder: SyntaxVisitor {
    let typeName: String
    let range: ByteRange
    let readable: Set<String>
    let copying: PreviewSetup.Copied
    let findsAll: Bool
    /// Labels under which an implicit `.init(…)` builds the type.
    let implicitLabels: Set<String>
    var constructions: [[String: PreviewArgument]] = []

    init(
        typeName: String, range: ByteRange, readable: Set<String>, copying: PreviewSetup.Copied, findsAll: Bool = false,
        implicitLabels: Set<String> = []
    ) {
        self.typeName = typeName
        self.range = range
        self.readable = readable
        self.copying = copying
        self.findsAll = findsAll
        self.implicitLabels = implicitLabels
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard findsAll || constructions.isEmpty else { return .skipChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start >= range.start, start < range.end else { return .visitChildren }
        let called = node.calledExpression.trimmedText
        let isImplicit =
            called == ".init"
            && node.parent?.as(LabeledExprSyntax.self)?.label.map { implicitLabels.contains($0.text) } == true
        guard called == typeName || called == typeName + ".init" || isImplicit else { return .visitChildren }
        var found: [String: PreviewArgument] = [:]
        for argument in node.arguments {
            guard let label = argument.label?.text else { continue }
            let value = argument.expression.trimmedText
            if standsAlone(argument.expression) {
                found[label] = PreviewArgument(value: value)
            } else if copying != .nothing,
                let setup = PreviewSetup.slice(for: argument.expression, of: node, within: range, copying: copying)
            {
                found[label] = PreviewArgument(value: value, setup: setup)
            }
        }
        constructions.append(found)
        return .skipChildren
    }

    /// Whether an argument means the same in another file: a literal, an implicit member
    /// (`.shared`), or what starts at a type (`PersistenceController.shared.viewContext`,
    /// `MockStore()`), or a `readable` value; not a local, a parameter or `Self.context`.
    private func standsAlone(_ expression: ExprSyntax) -> Bool {
        // Every name it starts from, its arguments' included, means the same elsewhere:
        // `UserFolderRepository(database: fakeDB)` reads the preview's own local.
        let names = expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
            else { return nil }
            return reference.baseName.text
        }
        guard names.allSatisfy({ readable.contains($0) || $0 != "Self" && $0.first?.isUppercase == true }) else {
            return false
        }
        var root = expression
        while true {
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                root = base
            } else if let call = root.as(FunctionCallExprSyntax.self) {
                root = call.calledExpression
            } else {
                break
            }
        }
        if root.is(MemberAccessExprSyntax.self) || root.is(StringLiteralExprSyntax.self)
            || root.is(IntegerLiteralExprSyntax.self) || root.is(FloatLiteralExprSyntax.self)
            || root.is(BooleanLiteralExprSyntax.self) || root.is(NilLiteralExprSyntax.self)
            || root.is(ArrayExprSyntax.self) || root.is(DictionaryExprSyntax.self)
        {
            return true
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        return readable.contains(name) || name != "Self" && name.first?.isUppercase == true
    }
}

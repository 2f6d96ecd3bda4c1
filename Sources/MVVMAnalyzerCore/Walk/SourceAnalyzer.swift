import SwiftParser
import SwiftSyntax

/// Parses Swift files and runs the single walk that yields facts and feeds handlers.
public enum SourceAnalyzer {
    /// Parses `text` with swift-syntax's parser (never fails; errors become missing nodes). A text
    /// over `AnalysisLimits` parses as an empty file.
    public static func parse(_ text: String) -> SourceFileSyntax {
        AnalysisLimits.parse(text).tree
    }

    /// Walks `tree` once: collects its facts and calls each handler for the nodes it is
    /// interested in. `knownViewNames` are views declared elsewhere in the workspace, so
    /// extensions of them count as views. Given the `facts` an earlier walk of this same tree
    /// collected, the walk reuses them (and returns them) instead of collecting them again.
    public static func walk(
        _ tree: SourceFileSyntax,
        path: String,
        knownViewNames: Set<String> = [],
        handlers: inout [any SyntaxNodeHandler],
        facts: FileFacts? = nil
    ) -> FileFacts {
        var skipping = WalkSkipping()
        return walk(tree, path: path, knownViewNames: knownViewNames, handlers: &handlers, facts: facts,
                    skipping: &skipping)
    }

    /// `walk(_:path:knownViewNames:handlers:facts:)` that, reusing `facts`, skips what
    /// `skipping` allows (handlers see none of the nodes skipped) and records which units it
    /// walked and skipped.
    public static func walk(
        _ tree: SourceFileSyntax,
        path: String,
        knownViewNames: Set<String>,
        handlers: inout [any SyntaxNodeHandler],
        facts: FileFacts?,
        skipping: inout WalkSkipping
    ) -> FileFacts {
        let walker = FileWalker(
            path: path,
            knownViewNames: knownViewNames,
            localViewNames: facts.map { Set($0.declaredViews.map(\.qualifiedName)) } ?? topLevelViewNames(in: tree),
            handlers: handlers,
            facts: facts,
            skipping: skipping
        )
        walker.walk(tree)
        handlers = walker.handlers
        skipping = walker.skipping
        return walker.facts
    }

    /// Walks `tree` once to collect its facts. Given the tree's source text (`source`), the
    /// walk skips the subtrees that cannot hold facts (see `FactMarkers`).
    public static func facts(of tree: SourceFileSyntax, path: String, knownViewNames: Set<String> = [],
                             source: [UInt8]? = nil) -> FileFacts {
        facts(of: tree, path: path, knownViewNames: knownViewNames, markers: source.map(FactMarkers.init))
    }

    /// `facts(of:path:knownViewNames:source:)` with the source's markers already found.
    static func facts(of tree: SourceFileSyntax, path: String, knownViewNames: Set<String> = [],
                      markers: FactMarkers?) -> FileFacts {
        let walker = FileWalker(path: path, knownViewNames: knownViewNames, localViewNames: topLevelViewNames(in: tree),
                                handlers: [], markers: markers)
        walker.walk(tree)
        return walker.facts
    }

    /// `TypeName.base(of:)` of a written type, without building its text in the common case
    /// of a plain name.
    private static func baseName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        return TypeName.base(of: type.trimmedText)
    }

    /// Views declared at the top level of the file, found without a walk, so that an
    /// extension above its view's declaration is still known to extend a view.
    private static func topLevelViewNames(in tree: SourceFileSyntax) -> Set<String> {
        Set(tree.statements.compactMap { item -> String? in
            // Concrete casts, after one look at the kind: a protocol cast (`asProtocol`) asks the
            // runtime for conformances, and four failed casts per statement cost more than the
            // rest of this pass.
            let named: (name: TokenSyntax, inheritance: InheritanceClauseSyntax?)
            let node = item.item
            switch node.kind {
            case .structDecl:
                let decl = node.cast(StructDeclSyntax.self)
                named = (decl.name, decl.inheritanceClause)
            case .classDecl:
                let decl = node.cast(ClassDeclSyntax.self)
                named = (decl.name, decl.inheritanceClause)
            case .enumDecl:
                let decl = node.cast(EnumDeclSyntax.self)
                named = (decl.name, decl.inheritanceClause)
            case .actorDecl:
                let decl = node.cast(ActorDeclSyntax.self)
                named = (decl.name, decl.inheritanceClause)
            default:
                return nil
            }
            guard let inherited = named.inheritance?.inheritedTypes,
                  inherited.contains(where: { TypeRoleClassifier.viewProtocols.contains(baseName(of: $0.type)) })
            else { return nil }
            return named.name.text
        })
    }
}

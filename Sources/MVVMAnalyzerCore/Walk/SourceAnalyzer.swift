import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

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

    private static let statements = LayoutIndex(\SourceFileSyntax.statements)
    private static let statementItem = LayoutIndex(\CodeBlockItemSyntax.item)
    private static let typeName = LayoutIndex(\IdentifierTypeSyntax.name)
    private static let typeArguments = LayoutIndex(\IdentifierTypeSyntax.genericArgumentClause)

    /// Views declared at the top level of the file, found without a walk, so that an
    /// extension above its view's declaration is still known to extend a view.
    private static func topLevelViewNames(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for statement in RawNode(tree)[statements]?.elements ?? [] {
            guard let decl = statement[statementItem], decl.kind != .extensionDecl, decl.kind != .protocolDecl,
                  let layout = DeclGroupLayout.of(decl.kind),
                  let inherited = decl[layout.inheritance]?[DeclGroupLayout.inheritedTypes]?.elements,
                  inherited.contains(where: { entry in
                      entry[DeclGroupLayout.inheritedType].map { TypeRoleClassifier.viewProtocols.contains(baseName(of: $0)) } ?? false
                  }),
                  let name = decl[layout.name] else { continue }
            names.insert(name.tokenText)
        }
        return names
    }

    /// `TypeName.base(of:)` of a written type, without building its text in the common case
    /// of a plain name.
    private static func baseName(of type: RawNode) -> String {
        if type.kind == .identifierType, type[typeArguments] == nil, let name = type[typeName] {
            return name.tokenText
        }
        return TypeName.base(of: type.trimmedText)
    }
}

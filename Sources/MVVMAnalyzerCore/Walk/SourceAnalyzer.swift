import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Parses Swift files, collects their facts (`FactsWalk`) and runs the rules' walk (`FileWalker`).
public enum SourceAnalyzer {
    /// Parses `text` with swift-syntax's parser (never fails; errors become missing nodes). A text
    /// over `AnalysisLimits` parses as an empty file.
    public static func parse(_ text: String) -> SourceFileSyntax {
        AnalysisLimits.parse(text).tree
    }

    /// Calls each handler for the nodes of `tree` it is interested in, and returns the tree's
    /// facts: `facts`, collected from this same tree earlier, or collected now. `knownViewNames`
    /// are views declared elsewhere in the workspace, so extensions of them count as views.
    public static func walk(
        _ tree: SourceFileSyntax,
        path: String,
        knownViewNames: Set<String> = [],
        handlers: inout [any SyntaxNodeHandler],
        facts: FileFacts? = nil
    ) -> FileFacts {
        var skipping = WalkSkipping()
        return walk(
            tree, path: path, knownViewNames: knownViewNames, handlers: &handlers, facts: facts,
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
        // Without earlier facts nothing is skipped, and the views are known as the walk meets
        // them (the file's top-level views from the start).
        let walker = FileWalker(
            knownViewNames: knownViewNames,
            localViewNames: facts.map { Set($0.declaredViews.map(\.qualifiedName)) } ?? topLevelViewNames(in: tree),
            handlers: handlers,
            facts: facts ?? FactsWalk.facts(of: tree, path: path, markers: nil),
            skipping: facts == nil ? WalkSkipping() : skipping
        )
        walker.walk(tree)
        handlers = walker.handlers
        skipping = walker.skipping
        return walker.facts
    }

    /// Collects the facts of `tree` (see `FactsWalk`). Given the tree's source text (`source`),
    /// the walk skips the subtrees that cannot hold facts (see `FactMarkers`).
    public static func facts(of tree: SourceFileSyntax, path: String, source: [UInt8]? = nil) -> FileFacts {
        FactsWalk.facts(of: tree, path: path, markers: source.map(FactMarkers.init))
    }

    /// `facts(of:path:source:)` with the source's markers already found.
    static func facts(of tree: SourceFileSyntax, path: String, markers: FactMarkers?) -> FileFacts {
        FactsWalk.facts(of: tree, path: path, markers: markers)
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
                    entry[DeclGroupLayout.inheritedType].map {
                        TypeRoleClassifier.viewProtocols.contains(baseName(of: $0))
                    } ?? false
                }),
                let name = decl[layout.name]
            else { continue }
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

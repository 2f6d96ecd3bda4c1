import LanguageServerProtocol
import MVVMAnalyzerCore

extension LanguageServer {
    /// `textDocument/documentSymbol`: the file's views, view models and other types, with members.
    func documentSymbols(_ params: DocumentSymbolParams) async throws -> [DocumentSymbol] {
        guard let context = navigationContext(params.textDocument.uri, nil), let file = context.file else { return [] }
        let range = { (byteRange: ByteRange) in context.converter.range(byteRange, in: file.lines) }
        func symbol(_ type: TypeFact) -> DocumentSymbol {
            let properties = type.properties.map {
                DocumentSymbol(
                    name: $0.name, detail: $0.declaredType, kind: .property,
                    range: range($0.range), selectionRange: range($0.nameRange))
            }
            // Computed properties are among `properties`.
            let members = type.members.filter { $0.kind != .computedProperty }.map {
                DocumentSymbol(
                    name: $0.name, detail: nil, kind: Self.symbolKind(of: $0),
                    range: range($0.range), selectionRange: range($0.nameRange))
            }
            let nested = file.facts.types.filter { $0.parentName == type.qualifiedName }.map(symbol)
            return DocumentSymbol(
                name: type.name, detail: Self.role(of: type), kind: Self.symbolKind(of: type),
                range: range(type.range), selectionRange: range(type.nameRange),
                children: (properties + members + nested).sorted { $0.range.start.line < $1.range.start.line })
        }
        return file.facts.types.filter { $0.parentName == nil }.map(symbol)
    }

    /// `workspace/symbol`: views and view models whose name contains the query's letters in order.
    func workspaceSymbols(_ params: WorkspaceSymbolParams) async throws -> [SymbolInformation] {
        let query = params.query.lowercased()
        var symbols: [SymbolInformation] = []
        for root in analysis.allRoots() {
            let converter = AnalysisConverter(
                encoding: positionEncoding, snapshot: root.root.snapshot,
                clientURIs: openDocumentURIsByPath())
            for path in root.root.snapshot.sourceFiles.keys.sorted() {
                for type in root.root.snapshot.sourceFiles[path]!.facts.types
                where !type.isExtension && (type.isView || type.isViewModel) && Self.matches(type.name, query) {
                    guard let location = converter.location(SymbolLocation(path: path, range: type.nameRange)) else {
                        continue
                    }
                    symbols.append(
                        SymbolInformation(
                            name: type.name, kind: Self.symbolKind(of: type),
                            location: location, containerName: Self.role(of: type)))
                }
            }
        }
        return symbols
    }

    private static func matches(_ name: String, _ query: String) -> Bool {
        var remaining = Substring(query)
        for character in name.lowercased() where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    static func role(of type: TypeFact) -> String? {
        if type.isView { return "View" }
        if type.isViewModel { return "ViewModel" }
        return nil
    }

    static func symbolKind(of member: MemberFact) -> SymbolKind {
        switch member.kind {
        case .function, .subscript: return .method
        case .initializer: return .constructor
        case .computedProperty: return .property
        }
    }

    static func symbolKind(of type: TypeFact) -> SymbolKind {
        switch type.kind {
        case .struct: return .struct
        case .class, .actor: return .class
        case .enum: return .enum
        case .protocol: return .interface
        case .extension: return .namespace
        }
    }
}

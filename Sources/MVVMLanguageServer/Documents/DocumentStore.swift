import LanguageServerProtocol
import MVVMAnalyzerCore

/// The open documents, by URI. Safe to use from concurrent handlers; the message scheduler
/// orders the updates of any one document.
public final class DocumentStore: Sendable {
    private let documents = Locked<[DocumentURI: Document]>([:])

    public init() {}

    /// Why an edit could not be applied.
    public enum EditError: Error, Sendable, CustomStringConvertible {
        case notOpen(DocumentURI)

        public var description: String {
            switch self {
            case .notOpen(let uri): return "Document \(uri) is not open; change ignored"
            }
        }
    }

    public func open(_ item: TextDocumentItem) -> Document {
        let document = Document(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text)
        documents.withLock { $0[item.uri] = document }
        return document
    }

    public func change(
        _ params: DidChangeTextDocumentParams,
        encoding: PositionEncodingKind
    ) throws(EditError) -> Document {
        let uri = params.textDocument.uri
        guard let current = document(uri) else { throw .notOpen(uri) }
        let updated = current.applying(
            params.contentChanges, version: params.textDocument.version,
            encoding: encoding)
        documents.withLock { $0[uri] = updated }
        return updated
    }

    public func close(_ uri: DocumentURI) {
        _ = documents.withLock { $0.removeValue(forKey: uri) }
    }

    public func document(_ uri: DocumentURI) -> Document? {
        documents.withLock { $0[uri] }
    }

    /// Every open document.
    public var all: [Document] {
        documents.withLock { Array($0.values) }
    }

    /// The version of every open document, by URI.
    public var versions: [DocumentURI: Int] {
        documents.withLock { $0.mapValues(\.version) }
    }
}

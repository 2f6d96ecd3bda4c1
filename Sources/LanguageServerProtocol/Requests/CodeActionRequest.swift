/// `textDocument/codeAction`: quick fixes and other actions for a range.
public enum CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Params = CodeActionParams
    public typealias Response = [CodeAction]
}

public struct CodeActionParams: Codable, Sendable, Hashable, TextDocumentScopedParams {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
    public var documentURI: DocumentURI { textDocument.uri }
}

public struct CodeActionContext: Codable, Sendable, Hashable {
    public var diagnostics: [Diagnostic]
    /// Kinds the client wants; absent means all.
    public var only: [CodeActionKind]?
    public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil) {
        self.diagnostics = diagnostics
        self.only = only
    }
}

/// A hierarchical action kind such as `quickfix` or `source.fixAll.mvvm`.
public struct CodeActionKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let source = CodeActionKind(rawValue: "source")
    public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
    public static let sourceFixAllMVVM = CodeActionKind(rawValue: "source.fixAll.mvvm")
    /// Creates the missing files of a screen (view model, view, …).
    public static let refactorScaffoldMVVM = CodeActionKind(rawValue: "refactor.mvvm.scaffold")

    /// Whether an `only` filter entry `filter` admits this kind (`source` admits `source.fixAll.mvvm`).
    public func isIncluded(in filter: CodeActionKind) -> Bool {
        rawValue == filter.rawValue || rawValue.hasPrefix(filter.rawValue + ".")
    }
}

public struct CodeAction: Codable, Sendable, Hashable {
    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    /// Why the action cannot be applied (shown greyed out by clients that support it).
    public var disabled: Disabled?
    public var edit: WorkspaceEdit?
    /// Run by the client after it applied `edit`.
    public var command: Command?

    public init(
        title: String, kind: CodeActionKind?, diagnostics: [Diagnostic]? = nil,
        isPreferred: Bool? = nil, disabled: Disabled? = nil, edit: WorkspaceEdit? = nil, command: Command? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.disabled = disabled
        self.edit = edit
        self.command = command
    }

    public struct Disabled: Codable, Sendable, Hashable {
        public var reason: String
        public init(reason: String) { self.reason = reason }
    }
}

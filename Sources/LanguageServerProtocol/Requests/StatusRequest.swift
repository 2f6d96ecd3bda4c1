/// `mvvm/status` (custom): what the server knows, for a status command in the editor: its
/// name and version, the position encoding, and per workspace folder its index state, files
/// and each module's convention with the evidence that decided it.
public enum StatusRequest: LSPRequest {
    public static let method = "mvvm/status"
    public typealias Params = EmptyParams
    public typealias Response = ServerStatus
}

public struct ServerStatus: Codable, Sendable, Hashable {
    public var name: String
    public var version: String
    public var positionEncoding: PositionEncodingKind
    /// The workspace folders, by path.
    public var roots: [WorkspaceFolderStatus]

    public init(name: String, version: String, positionEncoding: PositionEncodingKind, roots: [WorkspaceFolderStatus]) {
        self.name = name
        self.version = version
        self.positionEncoding = positionEncoding
        self.roots = roots
    }
}

/// One workspace folder as the server holds it.
public struct WorkspaceFolderStatus: Codable, Sendable, Hashable {
    public enum IndexState: String, Codable, Sendable, Hashable {
        /// Not read yet.
        case waiting
        /// Being read: `files` grows.
        case indexing
        /// Every file read; answers about other files are complete.
        case indexed
        /// A file's own folder outside every workspace folder and project: never read.
        case outsideEveryProject
    }

    public var uri: DocumentURI
    public var path: String
    public var state: IndexState
    /// Swift files known so far.
    public var files: Int
    /// The configuration files in force (`.mvvm-lsp.yml`), relative to the folder.
    public var configurationFiles: [String]
    /// Configuration files that could not be used, with the reason.
    public var configurationErrors: [String]
    /// Every module with Swift files; empty until the folder is indexed.
    public var modules: [ModuleStatus]

    public init(
        uri: DocumentURI, path: String, state: IndexState, files: Int, configurationFiles: [String],
        configurationErrors: [String], modules: [ModuleStatus]
    ) {
        self.uri = uri
        self.path = path
        self.state = state
        self.files = files
        self.configurationFiles = configurationFiles
        self.configurationErrors = configurationErrors
        self.modules = modules
    }
}

/// A module (SwiftPM target, else folder) and the conventions its files follow.
public struct ModuleStatus: Codable, Sendable, Hashable {
    public var name: String
    /// Relative to the workspace folder; `.` for the folder itself.
    public var path: String
    /// `app`, `tests`, `tool` or `conventionLibrary`.
    public var kind: String
    public var files: Int
    /// Whether its files are linted (app code, or `lintNonAppCode: true`).
    public var linted: Bool
    /// Per convention, its share of the module's app files and why (empty for non-app code).
    public var conventions: [ConventionShareStatus]

    public init(
        name: String, path: String, kind: String, files: Int, linted: Bool, conventions: [ConventionShareStatus]
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.files = files
        self.linted = linted
        self.conventions = conventions
    }
}

public struct ConventionShareStatus: Codable, Sendable, Hashable {
    /// `fosmvvm`, `contract` or `plain`.
    public var convention: String
    public var files: Int
    /// The evidence, as a sentence (`imports FOSMVVM`, `no FOSMVVM or contract evidence`).
    public var evidence: String
    /// A file of the share, relative to the workspace folder.
    public var example: String

    public init(convention: String, files: Int, evidence: String, example: String) {
        self.convention = convention
        self.files = files
        self.evidence = evidence
        self.example = example
    }
}

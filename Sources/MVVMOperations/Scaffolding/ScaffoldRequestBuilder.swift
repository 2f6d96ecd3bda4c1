import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMRules

/// What a user asked to scaffold, before defaults: every field may be missing. The command
/// line, the editor and the MCP tool parse their words into these choices (`ScaffoldChoice`).
public struct ScaffoldArguments: Sendable, Hashable {
    public var name: String
    public var convention: ScaffoldConvention?
    /// Checked against the convention by the request: each convention has its own kinds.
    public var kind: ViewKind?
    /// Checked against the convention and kind by the request.
    public var hosting: Hosting?
    public var feature: String?
    /// Child screens of a container view.
    public var children: [String]
    /// Instance children of a container view, each a list.
    public var listChildren: [String]
    /// A container view shows a `ProgressView` while its `state` is `loading`.
    public var hasLoadingState: Bool
    /// The request whose `ResponseError` an error view model shows.
    public var errorRequest: String?
    /// The cases of a result view model, each `name:Screen`.
    public var resultCases: [String]
    /// FOSMVVM data fields, `name:Type` each; empty for the default field.
    public var fields: [String]
    public var fosmvvmVersion: FOSMVVMVersion?
    /// The verb of a request (`--kind request`).
    public var verb: RequestVerb?
    /// The absolute path of the file or folder the user scaffolds from (the editor's current
    /// file, the command line's working folder): the new files go where the screens nearest to
    /// it keep theirs. Outside the workspace root it is refused.
    public var near: String?

    public init(
        name: String, convention: ScaffoldConvention? = nil, kind: ViewKind? = nil, hosting: Hosting? = nil,
        feature: String? = nil, children: [String] = [], listChildren: [String] = [],
        hasLoadingState: Bool = false, errorRequest: String? = nil, resultCases: [String] = [],
        fields: [String] = [], fosmvvmVersion: FOSMVVMVersion? = nil, verb: RequestVerb? = nil,
        near: String? = nil
    ) {
        self.name = name
        self.convention = convention
        self.kind = kind
        self.hosting = hosting
        self.feature = feature
        self.children = children
        self.listChildren = listChildren
        self.hasLoadingState = hasLoadingState
        self.errorRequest = errorRequest
        self.resultCases = resultCases
        self.fields = fields
        self.fosmvvmVersion = fosmvvmVersion
        self.verb = verb
        self.near = near
    }
}

/// Builds generator requests and planners from a workspace root, its configuration
/// (`scaffold:` settings, `locales`) and what the user asked; shared by the server and the CLI.
public struct ScaffoldRequestBuilder: Sendable {
    public let root: String
    public let snapshot: WorkspaceSnapshot
    public let configuration: ResolvedConfiguration

    public init(root: String, snapshot: WorkspaceSnapshot, configuration: ResolvedConfiguration) {
        self.root = root
        self.snapshot = snapshot
        self.configuration = configuration
    }

    /// The convention to generate: the argument, else the configured one (`scaffold.convention`,
    /// else the rules' `convention:`), else the one the place the user scaffolds from follows
    /// (`near`, else the workspace), plain code getting a plain screen in its own style.
    public func convention(_ argument: ScaffoldConvention?, near: String? = nil) throws(ScaffoldError)
        -> ScaffoldConvention
    {
        if let argument { return argument }
        if let text = configuration.scaffold.values["convention"] { return try ScaffoldConvention(parsing: text) }
        if case .fixed(let convention) = configuration.convention {
            return Self.scaffoldConvention(of: convention)
        }
        let folder =
            near.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.map { path -> String in
                FileManager.default.fileExists(atPath: path) && !path.hasSuffix(".swift")
                    ? path : (path as NSString).deletingLastPathComponent
            } ?? root
        return Self.scaffoldConvention(of: snapshot.conventionDecision(forFolder: folder).convention)
    }

    private static func scaffoldConvention(of convention: Convention) -> ScaffoldConvention {
        switch convention {
        case .fosmvvm: .fosmvvm
        case .contract: .contract
        case .plain: .plain
        }
    }

    /// The FOSMVVM API to write: the argument, else the configured one, else the one the
    /// workspace's code spells (see `FOSMVVMAPISpelling`), else `seeds`.
    public func fosmvvmVersion(_ argument: FOSMVVMVersion?) throws(ScaffoldError) -> FOSMVVMVersion {
        if let argument { return argument }
        if let text = configuration.scaffold.values["fosmvvmVersion"] { return try FOSMVVMVersion(parsing: text) }
        return FOSMVVMAPISpelling.dominant(in: snapshot) == .current ? .current : .seeds
    }

    /// The options from the configuration and the workspace.
    public var options: ScaffoldOptions {
        let values = configuration.scaffold.values
        return ScaffoldOptions(
            viewStyle: values["viewStyle"].flatMap(ContractViewStyle.init(rawValue:)) ?? .generic,
            loading: values["loading"].flatMap(LoadingModifier.init(rawValue:)) ?? .onFirstAppear,
            commentsOutPreviews: values["commentOutPreviews"].map { $0 == "true" } ?? true,
            imports: configuration.scaffold.imports,
            locales: configuration.locales,
            fosmvvmVersion: (try? fosmvvmVersion(nil)) ?? .seeds,
            plainStyle: configuration.scaffold.plain,
            author: GitAuthor.name(root: snapshot.root),
            day: .today())
    }

    /// A validated request, with the configuration's defaults for what `arguments` leave out;
    /// a kind or hosting the convention does not have is refused with a readable error.
    public func request(_ arguments: ScaffoldArguments) throws(ScaffoldError) -> ScaffoldRequest {
        let values = configuration.scaffold.values
        let convention = try convention(arguments.convention, near: arguments.near)
        var kind = arguments.kind
        if kind == nil { kind = try ViewKind.parse(values["kind"]) }
        var hosting = arguments.hosting
        // A configured hosting applies to FOSMVVM screens only; an explicit one is checked against
        // the convention by the request.
        if hosting == nil, convention == .fosmvvm { hosting = try Hosting.parse(values["hosting"]) }
        var options = options
        options.children = arguments.children
        options.listChildren = arguments.listChildren
        options.hasLoadingState = arguments.hasLoadingState
        options.errorRequest = arguments.errorRequest
        options.resultCases = try arguments.resultCases.map { text throws(ScaffoldError) in
            try ResultCase(parsing: text)
        }
        options.fosmvvmVersion = try fosmvvmVersion(arguments.fosmvvmVersion)
        options.requestVerb = arguments.verb
        if !arguments.fields.isEmpty {
            options.fields = try arguments.fields.map { text throws(ScaffoldError) in try ScaffoldField(parsing: text) }
        }
        options.anchor = try anchor(arguments.near)
        return try ScaffoldRequest(
            name: arguments.name, convention: convention, kind: kind, hosting: hosting,
            feature: arguments.feature ?? values["feature"], options: options)
    }

    /// `near` relative to the root (nil for the root itself); a place outside it is refused.
    public func anchor(_ near: String?) throws(ScaffoldError) -> String? {
        guard let near else { return nil }
        let standardized = URL(fileURLWithPath: near).standardizedFileURL.path
        guard let relative = RelativePath.of(standardized, in: root), WorkspaceRoot(root).contains(standardized) else {
            throw .unsafePath(near, reason: "it is outside the workspace folder \(root)")
        }
        return relative == "." ? nil : relative
    }

    /// A planner with the configured placement and the workspace's user templates.
    public func planner() throws(ScaffoldError) -> ScaffoldPlanner {
        var directories: [FileRole: String] = [:]
        for (role, folder) in configuration.scaffold.placement {
            if let role = FileRole(rawValue: role) { directories[role] = folder }
        }
        return ScaffoldPlanner(
            root: root, snapshot: snapshot, overrides: PlacementOverrides(directories),
            templates: try TemplateLibrary(root: root))
    }
}

import MVVMAnalyzerCore
import MVVMGenerator
import MVVMOperations

/// `scaffold`: `mvvm-lsp scaffold` as a tool, one argument per command-line option.
enum ScaffoldTool: WorkspaceTool {
    static let name = "scaffold"
    static let description = """
        Create the files of a new screen (view model, view and their companions: localization \
        YAML, request, factory, tests, as the convention has them) from the real templates, \
        exactly as `mvvm-lsp scaffold` and the editor's scaffold action write them, with the \
        workspace's .mvvm-lsp.yml scaffold settings and convention. Prefer it to writing these \
        files by hand. Call it with dryRun: true first to see every file and its contents; \
        then without to write them. Omitted options default to the configuration, then to the \
        workspace's convention (see the conventions tool and the scaffold_screen prompt for the \
        choices). Existing files are never overwritten: the call then fails, listing them, and \
        writes nothing. Invalid names or options fail with the command line's message.
        """
    static let isReadOnly = false

    /// One argument per `mvvm-lsp scaffold` option: the request's, then how the call behaves.
    struct Arguments: ToolArguments {
        var name: String
        var convention: String?
        var kind: String?
        var hosting: String?
        var feature: String?
        var children: [String]?
        var listChildren: [String]?
        var loadingState: Bool?
        var request: String?
        var verb: String?
        var cases: [String]?
        var fields: [String]?
        var fosmvvmVersion: String?
        var near: String?
        var forceName: Bool?
        var dryRun: Bool?
        var explain: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, convention, kind, hosting, feature, children, listChildren, loadingState, request, verb, cases
            case fields, fosmvvmVersion, near, forceName, dryRun, explain
        }

        static func parameter(_ key: CodingKeys) -> ToolParameter {
            switch key {
            case .name:
                option(
                    "<name>", .string, "The screen name (UpperCamelCase; a trailing View or ViewModel is removed).",
                    required: true)
            case .convention:
                option(
                    "--convention", .string, "The convention to generate.",
                    choices: ScaffoldConvention.allCases.map(\.rawValue))
            case .kind:
                option(
                    "--kind", .string,
                    """
                    What the screen does: display, interactive, form, container, error or result (fosmvvm); \
                    stateful or stateless (contract). Not a screen: request (fosmvvm), a noun-first ServerRequest \
                    of one verb with its controller and tests; viewmodel-test (fosmvvm), the LocalizableTestCase \
                    suite of an existing view model.
                    """, choices: ViewKind.allCases.map(\.rawValue))
            case .hosting:
                option(
                    "--hosting", .string,
                    """
                    Who builds the view model (fosmvvm): server (a request and a server-side factory), \
                    client (built on the device) or child (embedded in a parent view model).
                    """, choices: Hosting.allCases.map(\.rawValue))
            case .feature: option("--feature", .string, "The feature folder (fosmvvm) or module (contract).")
            case .children: option("--child", .strings, "Child screens of a container view.")
            case .listChildren:
                option(
                    "--list-child", .strings,
                    """
                    List children of a container view: arrays of view models identified by id, shown with ForEach.
                    """)
            case .loadingState:
                option(
                    "--loading-state", .boolean,
                    "A container view shows a ProgressView while its view model's state is loading.")
            case .request:
                option(
                    "--request", .string, "The request whose ResponseError an error view model shows, e.g. MoveIdea.")
            case .verb:
                option(
                    "--verb", .string,
                    """
                    The verb of a request (kind request); default: the end of the name, e.g. IdeaCreateRequest.
                    """, choices: RequestVerb.allCases.map(\.rawValue))
            case .cases:
                option(
                    "--case", .strings,
                    """
                    The cases of a result view model, each name:Screen, e.g. success:Task (at least two).
                    """)
            case .fields:
                option(
                    "--field", .strings,
                    """
                    Data fields of a fosmvvm view model, each name:Type (String, Int, Double, Bool, Date, UUID, \
                    ModelIdType, or an enum of its own: state:SessionState=pending,done; default name:String; \
                    not for error or result).
                    """)
            case .fosmvvmVersion:
                option(
                    "--fosmvvm-version", .string,
                    """
                    The FOSMVVM API to write: seeds (FOSMVVM's documented generator API: errorBinding:, VaporViewModelFactory) or current (FOSUtilities 0.13); \
                    default: what the workspace's FOSMVVM code uses, else seeds.
                    """, choices: FOSMVVMVersion.allCases.map(\.rawValue))
            case .near:
                option(
                    "--near", .string,
                    """
                    The file or folder the screen belongs beside, relative to the workspace root (e.g. the file the user \
                    is in): the files go where the screens nearest it keep theirs (same feature, folders and module), and \
                    an empty file named like a new one is filled. Default: beside the screens of the layout most screens share.
                    """)
            case .forceName:
                option(
                    "--force-name", .boolean,
                    """
                    Scaffold even when a generated type hides a SwiftUI, FOSMVVM or Foundation type or exists already.
                    """)
            case .dryRun:
                option(
                    "--dry-run", .boolean,
                    "Return every file that would be written, with its contents, and write nothing.")
            case .explain:
                option(
                    "--explain", .boolean,
                    """
                    Return what the scaffold follows and why (the convention, the screens the files go beside, and for a plain \
                    screen each item of the team's style with the evidence it was read from), and write nothing.
                    """)
            }
        }

        /// A parameter standing for the `mvvm-lsp scaffold` option `option`, named at the end of its
        /// description (so an agent and the tests can map one to the other).
        private static func option(
            _ option: String, _ kind: ToolParameter.Kind, _ description: String, required: Bool = false,
            choices: [String]? = nil
        ) -> ToolParameter {
            ToolParameter(kind, "\(description) (mvvm-lsp scaffold \(option))", required: required, choices: choices)
        }

        /// The request the arguments ask for, `near` resolved against `root`; a word that names no
        /// choice is refused as the command line refuses it.
        func request(root: String) throws(ScaffoldError) -> ScaffoldArguments {
            ScaffoldArguments(
                name: name, convention: try ScaffoldConvention.parse(convention), kind: try ViewKind.parse(kind),
                hosting: try Hosting.parse(hosting), feature: feature, children: children ?? [],
                listChildren: listChildren ?? [], hasLoadingState: loadingState ?? false, errorRequest: request,
                resultCases: cases ?? [], fields: fields ?? [],
                fosmvvmVersion: try FOSMVVMVersion.parse(fosmvvmVersion),
                verb: try RequestVerb.parse(verb),
                near: near.map { $0.hasPrefix("/") ? $0 : RelativePath.joined(root, $0) })
        }
    }

    static func call(_ arguments: Arguments, in workspace: MCPWorkspace) throws(ToolFailure) -> ToolOutput {
        let request: ScaffoldArguments
        do {
            request = try arguments.request(root: workspace.root.path)
        } catch {
            throw failure(.refused(error))
        }
        if arguments.explain == true {
            let lines: [String]
            do {
                lines = try ScaffoldRun.explanation(request, root: workspace.root.path)
            } catch {
                throw failure(error)
            }
            return try ToolOutput(ExplanationAnswer(lines: lines))
        }
        let scaffold: ScaffoldRun
        do {
            scaffold = try ScaffoldRun(request, root: workspace.root.path, checkingNames: arguments.forceName != true)
        } catch {
            throw failure(error)
        }
        if arguments.dryRun == true {
            return try ToolOutput(
                DryRunAnswer(
                    files: scaffold.plan.files.map(DryRunAnswer.File.init),
                    helpers: scaffold.plan.helpers.map(\.summary)))
        }
        var created: [String] = []
        do {
            try scaffold.write { created.append($0) }
        } catch {
            throw failure(error)
        }
        return try ToolOutput(WrittenAnswer(created: created, helpers: scaffold.plan.helpers.map(\.summary)))
    }

    /// The command line's message, with the hint naming this tool's argument.
    private static func failure(_ error: ScaffoldFailure) -> ToolFailure {
        .failed(error.description + (error.isOverridableNameRefusal ? " (or pass forceName: true)" : ""))
    }
}

private struct DryRunAnswer: Encodable {
    struct File: Encodable {
        let path: String
        let role: String
        let template: String
        let contents: String

        init(_ file: PlannedFile) {
            path = file.path
            role = file.role.rawValue
            template = file.templateID
            contents = file.contents
        }
    }

    let files: [File]
    /// One line per API the code calls beyond SwiftUI: the workspace's declaration, or the file
    /// generated for it (as the command line's `helper` lines).
    let helpers: [String]
}

private struct ExplanationAnswer: Encodable {
    /// As `mvvm-lsp scaffold --explain` prints them: the convention, the placement, the style.
    let lines: [String]
}

private struct WrittenAnswer: Encodable {
    /// The files written, relative to the workspace root.
    let created: [String]
    /// As `DryRunAnswer.helpers`.
    let helpers: [String]
}

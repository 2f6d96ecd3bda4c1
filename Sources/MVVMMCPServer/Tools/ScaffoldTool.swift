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

    /// The request's arguments, each the same as a `mvvm-lsp scaffold` option.
    static let requestParameters: [ScaffoldParameter] = [
        ScaffoldParameter(
            "name", .string, "<name>", required: true,
            "The screen name (UpperCamelCase; a trailing View or ViewModel is removed)."
        ) {
            $0.name = $1.string("name") ?? ""
        },
        ScaffoldParameter(
            "convention", .string, "--convention", "The convention to generate.",
            choices: ScaffoldConvention.allCases.map(\.rawValue)
        ) { $0.convention = $1.string("convention") },
        ScaffoldParameter(
            "kind", .string, "--kind",
            """
            What the screen does: display, interactive, form, container, error or result (fosmvvm); \
            stateful or stateless (contract). Not a screen: request (fosmvvm), a noun-first ServerRequest \
            of one verb with its controller and tests; viewmodel-test (fosmvvm), the LocalizableTestCase \
            suite of an existing view model.
            """, choices: ViewKind.allCases.map(\.rawValue)
        ) { $0.kind = $1.string("kind") },
        ScaffoldParameter(
            "hosting", .string, "--hosting",
            """
            Who builds the view model (fosmvvm): server (a request and a server-side factory), \
            client (built on the device) or child (embedded in a parent view model).
            """, choices: Hosting.allCases.map(\.rawValue)
        ) { $0.hosting = $1.string("hosting") },
        ScaffoldParameter("feature", .string, "--feature", "The feature folder (fosmvvm) or module (contract).") {
            $0.feature = $1.string("feature")
        },
        ScaffoldParameter("children", .strings, "--child", "Child screens of a container view.") {
            $0.children = $1.strings("children")
        },
        ScaffoldParameter(
            "listChildren", .strings, "--list-child",
            """
            List children of a container view: arrays of view models identified by id, shown with ForEach.
            """
        ) { $0.listChildren = $1.strings("listChildren") },
        ScaffoldParameter(
            "loadingState", .boolean, "--loading-state",
            "A container view shows a ProgressView while its view model's state is loading."
        ) {
            $0.hasLoadingState = $1.bool("loadingState")
        },
        ScaffoldParameter(
            "request", .string, "--request",
            "The request whose ResponseError an error view model shows, e.g. MoveIdea."
        ) {
            $0.errorRequest = $1.string("request")
        },
        ScaffoldParameter(
            "verb", .string, "--verb",
            """
            The verb of a request (kind request); default: the end of the name, e.g. IdeaCreateRequest.
            """, choices: RequestVerb.allCases.map(\.rawValue)
        ) { $0.verb = $1.string("verb") },
        ScaffoldParameter(
            "cases", .strings, "--case",
            """
            The cases of a result view model, each name:Screen, e.g. success:Task (at least two).
            """
        ) { $0.resultCases = $1.strings("cases") },
        ScaffoldParameter(
            "fields", .strings, "--field",
            """
            Data fields of a fosmvvm view model, each name:Type (String, Int, Double, Bool, Date, UUID, \
            ModelIdType, or an enum of its own: state:SessionState=pending,done; default name:String; \
            not for error or result).
            """
        ) { $0.fields = $1.strings("fields") },
        ScaffoldParameter(
            "fosmvvmVersion", .string, "--fosmvvm-version",
            """
            The FOSMVVM API to write: seeds (FOSMVVM's documented generator API: errorBinding:, VaporViewModelFactory) or current (FOSUtilities 0.13); \
            default: what the workspace's FOSMVVM code uses, else seeds.
            """, choices: FOSMVVMVersion.allCases.map(\.rawValue)
        ) { $0.fosmvvmVersion = $1.string("fosmvvmVersion") },
        ScaffoldParameter(
            "near", .string, "--near",
            """
            The file or folder the screen belongs beside, relative to the workspace root (e.g. the file the user \
            is in): the files go where the screens nearest it keep theirs (same feature, folders and module), and \
            an empty file named like a new one is filled. Default: beside the screens of the layout most screens share.
            """
        ) { $0.near = $1.string("near") },
    ]

    /// How the call behaves, each also a `mvvm-lsp scaffold` option.
    static let behaviourParameters: [ScaffoldParameter] = [
        ScaffoldParameter(
            "forceName", .boolean, "--force-name",
            """
            Scaffold even when a generated type hides a SwiftUI, FOSMVVM or Foundation type or exists already.
            """),
        ScaffoldParameter(
            "dryRun", .boolean, "--dry-run",
            "Return every file that would be written, with its contents, and write nothing."),
        ScaffoldParameter(
            "explain", .boolean, "--explain",
            """
            Return what the scaffold follows and why (the convention, the screens the files go beside, and for a plain \
            screen each item of the team's style with the evidence it was read from), and write nothing.
            """),
    ]

    static var parameters: [ToolParameter] { (requestParameters + behaviourParameters).map(\.parameter) }

    static func call(_ arguments: ToolArguments, in workspace: ServedWorkspace) throws(ToolFailure) -> ToolOutput {
        var request = ScaffoldArguments(name: "")
        for parameter in requestParameters { parameter.apply?(&request, arguments) }
        if let near = request.near, !near.hasPrefix("/") {
            request.near = RelativePath.joined(workspace.root.path, near)
        }
        if arguments.bool("explain") {
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
            scaffold = try ScaffoldRun(request, root: workspace.root.path, checkingNames: !arguments.bool("forceName"))
        } catch {
            throw failure(error)
        }
        if arguments.bool("dryRun") {
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

/// A `scaffold` argument and the `mvvm-lsp scaffold` option it stands for (named in its
/// description, so an agent and the tests can map one to the other).
struct ScaffoldParameter: Sendable {
    let parameter: ToolParameter
    /// Sets the request's field; nil for options of the call rather than of the request.
    let apply: (@Sendable (inout ScaffoldArguments, ToolArguments) -> Void)?

    init(
        _ name: String, _ kind: ToolParameter.Kind, _ option: String, required: Bool = false, _ description: String,
        choices: [String]? = nil, apply: (@Sendable (inout ScaffoldArguments, ToolArguments) -> Void)? = nil
    ) {
        parameter = ToolParameter(
            name, kind, "\(description) (mvvm-lsp scaffold \(option))", required: required, choices: choices)
        self.apply = apply
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

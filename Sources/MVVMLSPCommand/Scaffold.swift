import ArgumentParser
import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMOperations

/// `mvvm-lsp scaffold`: writes a new ViewModel/View pair as the editor's code actions would.
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold", // spelled out: deriving it from the type costs runtime lookups at every start
        abstract: "Create the files of a new screen: view model, view and their companions.",
        discussion: """
            Conventions and kinds: fosmvvm (display, interactive, form, container, error, result; \
            hosting server, client or child) and contract (stateful, stateless). A container \
            generates a view model and view per --child and --list-child and embeds them; \
            --loading-state adds a state switch with a ProgressView. An error view model \
            (client-hosted, named ...Error) shows one request's ResponseError: \
            scaffold MoveIdeaError --kind error --request MoveIdea. A result view model wraps \
            one view model per outcome: scaffold TaskResult --kind result --case success:Task \
            --case notFound:NotFound. A request (--kind request) is no screen: a noun-first \
            ServerRequest of one verb, its controller and its VaporTesting tests: \
            scaffold Idea --kind request --verb create writes IdeaCreateRequest, IdeaCreateController \
            and IdeaCreateRequestTests. View-model tests (--kind viewmodel-test) are no screen either: \
            the LocalizableTestCase suite of a FOSMVVM view model the workspace declares: \
            scaffold Dashboard --kind viewmodel-test writes DashboardViewModelTests. --field name:Type gives a view model its data (not error or \
            result; generated children hold a name, list children an id too); --fosmvvm-version \
            writes the `seeds` spelling of the FOSMVVM API (errorBinding:, VaporViewModelFactory) or FOSUtilities 0.13's (current). Defaults come from the scaffold: \
            section of .mvvm-lsp.yml, else the workspace's convention. In a workspace with screens, \
            the files go where the screens nearest --near (default: the current folder) keep theirs: \
            the same feature, the same folders, the same module; an empty file named like a new one \
            (the view the user created) is filled. Kinds of file no \
            screen has (tests in an app without view-model tests) are left out. Existing files are never \
            overwritten: the command then writes nothing, lists them and exits with 1. Invalid \
            names or options exit with 2, as do names whose types would hide a SwiftUI, FOSMVVM or \
            Foundation type or exist already in the workspace (unless --force-name). Contract views \
            call String.localized() and View.onFirstAppear(_:): a "helper" line says whether the \
            workspace's declaration is used or a file is generated for it.
            """)

    @Argument(help: "The screen name (UpperCamelCase; a trailing View or ViewModel is removed).")
    var name: String

    @Option(
        help: "fosmvvm, contract or plain (default: the configured one, else the convention of the code around --near)."
    )
    var convention: String?

    @Option(
        help:
            "display, interactive, form, container, error, result, request, viewmodel-test (fosmvvm); stateful, stateless (contract); screen (plain)."
    )
    var kind: String?

    @Option(help: "server, client or child (fosmvvm).")
    var hosting: String?

    @Option(help: "The feature folder (fosmvvm) or module (contract).")
    var feature: String?

    @Option(name: .customLong("child"), help: "A child screen of a container view (repeatable).")
    var children: [String] = []

    @Option(
        name: .customLong("list-child"),
        help:
            "A list child of a container view: an array of view models identified by id, shown with ForEach (repeatable)."
    )
    var listChildren: [String] = []

    @Flag(help: "A container view shows a ProgressView while its view model's state is loading.")
    var loadingState = false

    @Option(help: "The request whose ResponseError an error view model shows, e.g. MoveIdea.")
    var request: String?

    @Option(
        help:
            "The verb of a request (--kind request): show, create, update, replace, delete or destroy; default: the end of the name, e.g. IdeaCreateRequest."
    )
    var verb: String?

    @Option(
        name: .customLong("case"),
        help: "A case of a result view model, name:Screen, e.g. success:Task (repeatable, at least two).")
    var cases: [String] = []

    @Option(
        name: .customLong("field"),
        help:
            "A data field of a fosmvvm view model, name:Type, or name:EnumType=case,case for an enum of its own (repeatable; default name:String; not for error or result)."
    )
    var fields: [String] = []

    @Option(
        name: .customLong("fosmvvm-version"), help: "The FOSMVVM API to write: seeds or current (FOSUtilities 0.13).")
    var fosmvvmVersion: String?

    @Flag(help: "Scaffold even when a generated type hides a SwiftUI, FOSMVVM or Foundation type or exists already.")
    var forceName = false

    @Flag(help: "Print the files that would be written, with their contents, and write nothing.")
    var dryRun = false

    @Flag(
        help:
            "Print what the scaffold follows and why: the convention, the screens the files go beside, and for a plain screen each item of the team's style with its evidence; write nothing."
    )
    var explain = false

    @Option(
        help:
            "The workspace root (default: the project around the current folder: its .mvvm-lsp.yml, repository or Xcode/Tuist/SwiftPM project; else the current folder)."
    )
    var root: String?

    @Option(
        help:
            "The file or folder to scaffold beside: the new files go where the screens nearest it keep theirs (default: the current folder)."
    )
    var near: String?

    func run() throws {
        let current = FileManager.default.currentDirectoryPath
        let rootPath = URL(fileURLWithPath: root ?? ProjectRoot.folder(startingAt: current) ?? current)
            .standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("No such folder: \(root ?? rootPath)")
        }
        do throws(ScaffoldFailure) {
            var arguments: ScaffoldArguments
            do {
                arguments = try parsedArguments()
            } catch {
                throw .refused(error)
            }
            let place = URL(fileURLWithPath: near ?? current).standardizedFileURL.path
            // The working folder counts only inside the root; an explicit --near is checked.
            if near != nil || place == rootPath || place.hasPrefix(rootPath + "/") { arguments.near = place }
            if explain {
                for line in try ScaffoldRun.explanation(arguments, root: rootPath) { print(line) }
                return
            }
            let scaffold = try ScaffoldRun(arguments, root: rootPath, checkingNames: !forceName)
            if dryRun {
                printHelpers(of: scaffold.plan)
                for file in scaffold.filled {
                    print("--- \(file.path) (\(file.role.rawValue), fills the empty file)")
                    print(file.contents, terminator: file.contents.hasSuffix("\n") ? "" : "\n")
                }
                for file in scaffold.plan.files {
                    print("--- \(file.path) (\(file.role.rawValue), template \(file.templateID))")
                    print(file.contents, terminator: file.contents.hasSuffix("\n") ? "" : "\n")
                }
                return
            }
            try scaffold.write { print("created \($0)") }
            printHelpers(of: scaffold.plan)
        } catch {
            report(error)
            throw ExitCode(error.exitCode)
        }
    }

    /// The request, one field per option; a word that names no choice is refused as an invalid
    /// request is (exit status 2), with the message the editor and the MCP tool give.
    private func parsedArguments() throws(ScaffoldError) -> ScaffoldArguments {
        ScaffoldArguments(
            name: name, convention: try ScaffoldConvention.parse(convention), kind: try ViewKind.parse(kind),
            hosting: try Hosting.parse(hosting), feature: feature, children: children, listChildren: listChildren,
            hasLoadingState: loadingState, errorRequest: request, resultCases: cases, fields: fields,
            fosmvvmVersion: try FOSMVVMVersion.parse(fosmvvmVersion), verb: try RequestVerb.parse(verb))
    }

    /// One line per helper the generated code calls beyond SwiftUI: the workspace's own
    /// declaration, or the file the plan generates for it.
    private func printHelpers(of plan: ScaffoldPlan) {
        for helper in plan.helpers {
            print("helper \(helper.summary)")
        }
    }

    private func report(_ failure: ScaffoldFailure) {
        let lines: [String]
        switch failure {
        case .configuration(let errors): lines = errors.map { "error: \($0)" }
        default: lines = ["error: \(failure)" + (failure.isOverridableNameRefusal ? " (or pass --force-name)" : "")]
        }
        for line in lines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

extension ScaffoldFailure {
    /// 2 for a configuration error or a refused request, 1 when files exist or appeared.
    var exitCode: Int32 {
        switch self {
        case .configuration, .refused: 2
        case .conflicts, .appearedMeanwhile, .unwritable: 1
        }
    }
}

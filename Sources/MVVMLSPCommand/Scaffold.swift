import ArgumentParser
import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import MVVMLanguageServer
import MVVMRules

/// `mvvm-lsp scaffold`: writes a new ViewModel/View pair as the editor's code actions would.
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create the files of a new screen: view model, view and their companions.",
        discussion: """
            Conventions and kinds: fosmvvm (display, interactive, form, container, error, result; \
            hosting server, client or child) and contract (stateful, stateless). A container \
            generates a view model and view per --child and --list-child and embeds them; \
            --loading-state adds a state switch with a ProgressView. An error view model \
            (client-hosted, named ...Error) shows one request's ResponseError: \
            scaffold MoveIdeaError --kind error --request MoveIdea. A result view model wraps \
            one view model per outcome: scaffold TaskResult --kind result --case success:Task \
            --case notFound:NotFound. --field name:Type gives a view model its data (not error or \
            result; generated children hold a name, list children an id too); --fosmvvm-version \
            writes the seeds' API or FOSUtilities 0.13's. Defaults come from the scaffold: \
            section of .mvvm-lsp.yml, else the workspace's convention. Existing files are never \
            overwritten: the command then writes nothing, lists them and exits with 1. Invalid \
            names or options exit with 2, as do names whose types would hide a SwiftUI, FOSMVVM or \
            Foundation type or exist already in the workspace (unless --force-name). Contract views \
            call String.localized() and View.onFirstAppear(_:): a "helper" line says whether the \
            workspace's declaration is used or a file is generated for it.
            """)

    @Argument(help: "The screen name (UpperCamelCase; a trailing View or ViewModel is removed).")
    var name: String

    @Option(help: "fosmvvm or contract.")
    var convention: String?

    @Option(help: "display, interactive, form, container, error, result (fosmvvm); stateful, stateless (contract).")
    var kind: String?

    @Option(help: "server, client or child (fosmvvm).")
    var hosting: String?

    @Option(help: "The feature folder (fosmvvm) or module (contract).")
    var feature: String?

    @Option(name: .customLong("child"), help: "A child screen of a container view (repeatable).")
    var children: [String] = []

    @Option(name: .customLong("list-child"), help: "A list child of a container view: an array of view models identified by id, shown with ForEach (repeatable).")
    var listChildren: [String] = []

    @Flag(help: "A container view shows a ProgressView while its view model's state is loading.")
    var loadingState = false

    @Option(help: "The request whose ResponseError an error view model shows, e.g. MoveIdea.")
    var request: String?

    @Option(name: .customLong("case"), help: "A case of a result view model, name:Screen, e.g. success:Task (repeatable, at least two).")
    var cases: [String] = []

    @Option(name: .customLong("field"), help: "A data field of a fosmvvm view model, name:Type (repeatable; default name:String; not for error or result).")
    var fields: [String] = []

    @Option(name: .customLong("fosmvvm-version"), help: "The FOSMVVM API to write: seeds or current (FOSUtilities 0.13).")
    var fosmvvmVersion: String?

    @Flag(help: "Scaffold even when a generated type hides a SwiftUI, FOSMVVM or Foundation type or exists already.")
    var forceName = false

    @Flag(help: "Print the files that would be written, with their contents, and write nothing.")
    var dryRun = false

    @Option(help: "The workspace root.")
    var root: String = "."

    func run() throws {
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("No such folder: \(root)")
        }
        let (configuration, errors) = ConfigurationSet.load(root: rootPath)
        guard errors.isEmpty else {
            for error in errors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
            throw ExitCode(2)
        }
        let snapshot = WorkspaceSnapshot.load(
            root: rootPath, paths: (try? WorkspaceSnapshot.analysablePaths(under: rootPath)) ?? [],
            jobs: ProcessInfo.processInfo.activeProcessorCount)
        let builder = ScaffoldRequestBuilder(
            root: rootPath, snapshot: snapshot,
            configuration: configuration.resolved(forFile: (rootPath as NSString).appendingPathComponent(".mvvm-lsp.yml")))
        let plan: ScaffoldPlan
        do {
            let request = try builder.request(ScaffoldArguments(
                name: name, convention: convention, kind: kind, hosting: hosting, feature: feature, children: children,
                listChildren: listChildren, hasLoadingState: loadingState, errorRequest: request, resultCases: cases,
                fields: fields, fosmvvmVersion: fosmvvmVersion))
            plan = try builder.planner().plan(request, checkingNames: !forceName)
        } catch {
            let hint = error.isOverridableNameRefusal ? " (or pass --force-name)" : ""
            FileHandle.standardError.write(Data("error: \(error.description)\(hint)\n".utf8))
            throw ExitCode(2)
        }
        guard !plan.hasConflicts else {
            FileHandle.standardError.write(Data("error: these files exist already; nothing was written:\n".utf8))
            for conflict in plan.conflicts {
                FileHandle.standardError.write(Data("  \(conflict.path)\n".utf8))
            }
            throw ExitCode(1)
        }
        if dryRun {
            printHelpers(of: plan)
            for file in plan.files {
                print("--- \(file.path) (\(file.role.rawValue), template \(file.templateID))")
                print(file.contents, terminator: file.contents.hasSuffix("\n") ? "" : "\n")
            }
            return
        }
        for file in plan.files {
            let url = URL(fileURLWithPath: rootPath).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                FileHandle.standardError.write(Data("error: \(file.path) appeared meanwhile; it was left as it is\n".utf8))
                throw ExitCode(1)
            }
            print("created \(file.path)")
        }
        printHelpers(of: plan)
    }

    /// One line per helper the generated code calls beyond SwiftUI: the workspace's own
    /// declaration, or the file the plan generates for it.
    private func printHelpers(of plan: ScaffoldPlan) {
        for helper in plan.helpers {
            print("helper \(helper.summary)")
        }
    }
}

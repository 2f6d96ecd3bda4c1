import MCP
import MVVMGenerator

/// `scaffold_screen`: walks an agent through the choices of a new screen and ends in a
/// `scaffold` call. The kinds and hostings listed are the generator's own.
enum ScaffoldScreenPrompt {
    static let name = "scaffold_screen"

    static let prompt = Prompt(
        name: name, title: "Scaffold a screen",
        description: """
            Decide the convention, hosting, kind and children of a new SwiftUI screen and create \
            its files with the scaffold tool.
            """,
        arguments: [
            .init(name: "name", description: "The screen name, e.g. OrderDetail.", required: true),
            .init(name: "purpose", description: "What the screen shows or lets the user do.", required: false),
        ])

    static func messages(name: String, purpose: String?) -> [Prompt.Message] {
        let fosmvvmKinds = ViewKind.kinds(for: .fosmvvm).map(\.rawValue).joined(separator: ", ")
        let contractKinds = ViewKind.kinds(for: .contract).map(\.rawValue).joined(separator: ", ")
        let hostings = Hosting.allCases.map(\.rawValue).joined(separator: ", ")
        let text = """
            Create a new screen named \(name) in this workspace with mvvm-lsp's tools\
            \(purpose.map { ". It should: \($0)" } ?? "").

            Decide, in this order, and say why for each:

            1. Convention. Call the `conventions` tool and use the convention of the module the \
            screen belongs to (fosmvvm, contract, or plain: a screen in the team's own style, \
            learned from its screens nearest the new one). Do not mix conventions within a module.

            2. For fosmvvm, the hosting (\(hostings)):
               - server: the server builds the view model from its data (a request, a server-side \
            factory and localization YAML are generated). Choose it when the data lives on the server.
               - client: the view model is built on the device (@ViewModel(options: [.clientHostedFactory])), \
            for screens whose data the app already has, and for error view models.
               - child: the view model is a part of a parent's view model and is embedded in it.

            3. The kind. fosmvvm: \(fosmvvmKinds).
               - display: only renders view-model properties; interactive: also calls operations;
               - form: edits fields with validation (a ...Fields view model and FormFieldViews);
               - container: embeds child screens (children, listChildren for lists, loadingState);
               - error: shows one request's ResponseError (client-hosted, name ends in Error, needs request);
               - result: one view model per outcome (cases name:Screen, at least two).
               contract: \(contractKinds).
               - stateful: the view model has a ViewState (loading, loaded, failed) the view switches over;
               - stateless: the view model has actions only, no state to load.
               plain: screen (nothing to choose: call `scaffold` with explain: true to see the \
            style it follows and its evidence; scaffold.plain in .mvvm-lsp.yml changes any item).

            4. Where it goes: pass `near`, the file or folder (relative to the workspace root) \
            the screen belongs beside, e.g. the file the user is in or a sibling screen's view; \
            the files go where the screens nearest it keep theirs.

            Then call `scaffold` with name "\(name)" and your choices and dryRun: true, read the \
            files it returns, and call it again without dryRun to write them. If it fails, read \
            the message: a name that exists already or hides a library type needs a better name \
            (forceName only when you are sure). Finally call `check` with the created paths and \
            fix what it reports (`fix`, or by hand after `explain_rule`).
            """
        return [.user(.text(text: text))]
    }
}

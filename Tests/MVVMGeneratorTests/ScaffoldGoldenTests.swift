import MVVMGenerator
import XCTest

/// One golden folder per template variant; every generated Swift file must also parse.
final class ScaffoldGoldenTests: XCTestCase {
    private func assertGolden(_ request: ScaffoldRequest, variant: String, line: UInt = #line) throws {
        let workspace = try makeWorkspace()
        let plan = try workspace.planner().plan(request)
        XCTAssertEqual(plan.conflicts, [], line: line)
        for file in plan.files { assertParses(file, variant, line: line) }
        try GoldenFiles.assertMatches(plan.files, variant: variant, line: line)
    }

    func testFOSMVVMServerHostedDisplay() throws {
        let options = ScaffoldOptions(locales: ["en", "de"])
        try assertGolden(
            ScaffoldRequest(name: "DashboardViewModel", convention: .fosmvvm, options: options),
            variant: "fosmvvm-server-display")
    }

    func testFOSMVVMClientHostedInteractive() throws {
        let request = try ScaffoldRequest(name: "Settings", convention: .fosmvvm, kind: .interactive, hosting: .client)
        try assertGolden(request, variant: "fosmvvm-client-interactive")
    }

    /// An `id` field makes the identity; dates and numbers become localizable values.
    func testFOSMVVMChildDisplay() throws {
        let fields = try ["id:ModelIdType", "title:String", "createdAt:Date", "commentCount:Int"].map(
            ScaffoldField.init(parsing:))
        XCTAssertThrowsError(
            try ScaffoldRequest(name: "TaskCard", convention: .fosmvvm, options: ScaffoldOptions(fields: fields)))
        let options = ScaffoldOptions(
            fields: fields.filter { $0.name != "title" } + [ScaffoldField(name: "summary", type: .string)])
        let request = try ScaffoldRequest(
            name: "TaskCardView", convention: .fosmvvm, hosting: .child, feature: "Tasks", options: options)
        try assertGolden(request, variant: "fosmvvm-child-display")
    }

    /// FOSMVVM's enum localization pattern: the enum, its stored text, its YAML keys.
    func testFOSMVVMChildDisplayWithAnEnumField() throws {
        let options = ScaffoldOptions(fields: [
            ScaffoldField(name: "id", type: .modelId),
            ScaffoldField(
                name: "state", enumeration: .init(typeName: "SessionState", cases: ["pending", "running", "completed"])),
        ])
        let request = try ScaffoldRequest(
            name: "SessionCard", convention: .fosmvvm, kind: .display, hosting: .child, options: options)
        try assertGolden(request, variant: "fosmvvm-child-display-enum")
    }

    func testFOSMVVMServerHostedForm() throws {
        let options = ScaffoldOptions(fields: [
            ScaffoldField(name: "email", type: .string), ScaffoldField(name: "password", type: .string),
        ])
        let request = try ScaffoldRequest(
            name: "SignUp", convention: .fosmvvm, kind: .form, feature: "Auth", options: options)
        try assertGolden(request, variant: "fosmvvm-server-form")
    }

    func testFOSMVVMServerHostedInteractiveCurrentLibrary() throws {
        let options = ScaffoldOptions(fosmvvmVersion: .current)
        let request = try ScaffoldRequest(name: "Checkout", convention: .fosmvvm, kind: .interactive, options: options)
        try assertGolden(request, variant: "fosmvvm-server-interactive-current")
    }

    func testFOSMVVMServerHostedFormCurrentLibrary() throws {
        let options = ScaffoldOptions(
            fields: [ScaffoldField(name: "email", type: .string), ScaffoldField(name: "age", type: .int)],
            fosmvvmVersion: .current)
        let request = try ScaffoldRequest(
            name: "SignUp", convention: .fosmvvm, kind: .form, feature: "Auth", options: options)
        try assertGolden(request, variant: "fosmvvm-server-form-current")
    }

    /// A create request (validated body, id response) in the `seeds` spelling: the controller's
    /// processor takes the decoded body.
    func testFOSMVVMCreateRequest() throws {
        let request = try ScaffoldRequest(
            name: "IdeaCreateRequest", convention: .fosmvvm, kind: .request, feature: "Ideas")
        try assertGolden(request, variant: "fosmvvm-request-create")
    }

    /// A show request (a `Query`, no body) and a delete request (`EmptyBody` response) for 0.13.
    func testFOSMVVMShowAndDeleteRequestsCurrentLibrary() throws {
        for verb in [RequestVerb.show, .delete] {
            let options = ScaffoldOptions(fosmvvmVersion: .current, requestVerb: verb)
            let request = try ScaffoldRequest(
                name: "Idea", convention: .fosmvvm, kind: .request, feature: "Ideas", options: options)
            try assertGolden(request, variant: "fosmvvm-request-\(verb.rawValue)-current")
        }
    }

    func testFOSMVVMContainer() throws {
        let options = ScaffoldOptions(children: ["ColumnView", "CardViewModel"])
        let request = try ScaffoldRequest(name: "Board", convention: .fosmvvm, kind: .container, options: options)
        try assertGolden(request, variant: "fosmvvm-server-container")
    }

    func testContractStatefulGenericOnFirstAppear() throws {
        let request = try ScaffoldRequest(name: "CharacterDetail", convention: .contract, feature: "Characters")
        try assertGolden(request, variant: "contract-stateful-generic")
    }

    func testContractListGenericTaskWithPreviewsEnabled() throws {
        let options = ScaffoldOptions(loading: .task, commentsOutPreviews: false)
        let request = try ScaffoldRequest(
            name: "CharacterList", convention: .contract, feature: "Characters", options: options)
        try assertGolden(request, variant: "contract-list-generic-task")
    }

    func testContractListConcreteOnFirstAppear() throws {
        let options = ScaffoldOptions(viewStyle: .concrete)
        let request = try ScaffoldRequest(
            name: "CharacterList", convention: .contract, feature: "Characters", options: options)
        try assertGolden(request, variant: "contract-list-concrete")
    }

    func testContractStatefulConcreteTaskWithPreviewsEnabled() throws {
        let options = ScaffoldOptions(viewStyle: .concrete, loading: .task, commentsOutPreviews: false)
        let request = try ScaffoldRequest(
            name: "CharacterDetail", convention: .contract, feature: "Characters", options: options)
        try assertGolden(request, variant: "contract-stateful-concrete-task")
    }

    func testContractStatelessGeneric() throws {
        let request = try ScaffoldRequest(name: "Home", convention: .contract, kind: .stateless, feature: "Home")
        try assertGolden(request, variant: "contract-stateless-generic")
    }

    func testContractStatelessConcrete() throws {
        let options = ScaffoldOptions(viewStyle: .concrete, commentsOutPreviews: false)
        let request = try ScaffoldRequest(name: "About", convention: .contract, kind: .stateless, options: options)
        try assertGolden(request, variant: "contract-stateless-concrete")
    }
}

import MVVMGenerator
import XCTest

/// Validation of the composition options: children, error view models, result wrappers.
final class CompositionRequestTests: XCTestCase {
    private func assertRefused(
        _ name: String, kind: ViewKind, hosting: Hosting? = nil, options: ScaffoldOptions, _ message: String,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try ScaffoldRequest(name: name, convention: .fosmvvm, kind: kind, hosting: hosting, options: options),
            line: line
        ) { error in
            XCTAssertEqual("\(error)", message, line: line)
        }
    }

    func testContainerChildrenAreScreenNamesNamedOnce() throws {
        let request = try ScaffoldRequest(
            name: "Board", convention: .fosmvvm, kind: .container,
            options: ScaffoldOptions(children: ["HeaderView"], listChildren: ["CardViewModel"]))
        XCTAssertEqual(request.options.children, ["Header"])
        XCTAssertEqual(request.options.listChildren, ["Card"])
        assertRefused(
            "Board", kind: .container, options: ScaffoldOptions(children: ["Header"], listChildren: ["HeaderView"]),
            "child 'Header' is named twice, or after its container; each child needs its own view model")
        assertRefused(
            "Board", kind: .container, options: ScaffoldOptions(children: ["BoardViewModel"]),
            "child 'Board' is named twice, or after its container; each child needs its own view model")
        assertRefused(
            "Board", kind: .container, options: ScaffoldOptions(listChildren: ["card"]),
            "invalid list child 'card': it must be UpperCamelCase, e.g. 'Card'")
        assertRefused(
            "Board", kind: .container, options: ScaffoldOptions(),
            "a container view needs at least one child screen (--child Header or --list-child TaskRow)")
        XCTAssertNoThrow(
            try ScaffoldRequest(
                name: "Board", convention: .fosmvvm, kind: .container, options: ScaffoldOptions(listChildren: ["Card"]))
        )
    }

    func testOptionsOfOneKindAreRefusedOnAnother() {
        assertRefused(
            "Board", kind: .display, options: ScaffoldOptions(listChildren: ["Card"]),
            "list children apply only to the 'container' kind, not to 'display'")
        assertRefused(
            "Board", kind: .interactive, options: ScaffoldOptions(hasLoadingState: true),
            "loading states apply only to the 'container' kind, not to 'interactive'")
        assertRefused(
            "Board", kind: .display, options: ScaffoldOptions(errorRequest: "MoveIdea"),
            "requests apply only to the 'error' kind, not to 'display'")
        assertRefused(
            "Board", kind: .container,
            options: ScaffoldOptions(children: ["Header"], resultCases: [try! ResultCase(parsing: "a:A")]),
            "result cases apply only to the 'result' kind, not to 'container'")
    }

    func testErrorsAndResultsTakeNoFieldsAndAContainersFieldsKeepClearOfItsChildren() throws {
        let error = try ScaffoldRequest(
            name: "MoveIdeaError", convention: .fosmvvm, kind: .error,
            options: ScaffoldOptions(errorRequest: "MoveIdea"))
        XCTAssertEqual(error.options.fields, [], "the default field is dropped")
        let reason = [ScaffoldField(name: "reason", type: .string)]
        assertRefused(
            "MoveIdeaError", kind: .error, options: ScaffoldOptions(fields: reason, errorRequest: "MoveIdea"),
            "fields do not apply to the 'error' kind: an error view model holds what its request's ResponseError carries; omit --field"
        )
        let cases = [try ResultCase(parsing: "success:Task"), try ResultCase(parsing: "notFound:NotFound")]
        assertRefused(
            "TaskResult", kind: .result, options: ScaffoldOptions(fields: reason, resultCases: cases),
            "fields do not apply to the 'result' kind: a result view model holds one view model per case; omit --field")
        assertRefused(
            "Board", kind: .container,
            options: ScaffoldOptions(fields: [ScaffoldField(name: "cards", type: .int)], listChildren: ["Card"]),
            "invalid field 'cards': the container holds child 'Card' in a property of that name")
        assertRefused(
            "Board", kind: .container,
            options: ScaffoldOptions(
                fields: [ScaffoldField(name: "state", type: .string)], children: ["Header"], hasLoadingState: true),
            "invalid field 'state': the container holds its loading state in a property of that name")
        XCTAssertNoThrow(
            try ScaffoldRequest(
                name: "Board", convention: .fosmvvm, kind: .container,
                options: ScaffoldOptions(fields: [ScaffoldField(name: "state", type: .string)], children: ["Header"])))
    }

    func testErrorViewModelIsClientHostedNamedAfterItsErrorAndNamesItsRequest() throws {
        let request = try ScaffoldRequest(
            name: "MoveIdeaErrorViewModel", convention: .fosmvvm, kind: .error,
            options: ScaffoldOptions(errorRequest: "MoveIdea"))
        XCTAssertEqual(request.name, "MoveIdeaError")
        XCTAssertEqual(request.hosting, .client)
        XCTAssertEqual(request.options.errorRequest, "MoveIdeaRequest")
        let spelledOut = try ScaffoldRequest(
            name: "MoveIdeaError", convention: .fosmvvm, kind: .error,
            options: ScaffoldOptions(errorRequest: "MoveIdeaRequest"))
        XCTAssertEqual(spelledOut.options.errorRequest, "MoveIdeaRequest")
        assertRefused(
            "MoveIdeaError", kind: .error, hosting: .server, options: ScaffoldOptions(errorRequest: "MoveIdea"),
            "hosting 'server' does not apply to the 'error' kind: an error view model is built on the client from "
                + "the caught ResponseError ; omit the hosting or choose 'client'")
        assertRefused(
            "MoveIdeaError", kind: .error, options: ScaffoldOptions(),
            "an error view model shows one request's ResponseError; name the request, e.g. --request MoveIdea")
        assertRefused(
            "MoveIdea", kind: .error, options: ScaffoldOptions(errorRequest: "MoveIdea"),
            "an error view model is named after its error scenario and ends in Error, e.g. 'MoveIdeaError'")
        assertRefused(
            "MoveIdeaError", kind: .error, options: ScaffoldOptions(errorRequest: "move-idea"),
            "invalid request 'move-idea': it contains '-'; use only letters, digits and '_'")
    }

    func testGenericErrorViewModelsAreRefused() {
        for generic in ["ErrorViewModel", "Toast", "AppError"] {
            let name = generic.replacingOccurrences(of: "ViewModel", with: "")
            assertRefused(
                generic, kind: .error, options: ScaffoldOptions(errorRequest: "MoveIdea"),
                "'\(name)ViewModel' would be a generic error view model, which FOSMVVM avoids: give each error "
                    + "scenario its own, named after it, e.g. MoveIdeaError for MoveIdeaRequest.ResponseError")
        }
    }

    func testResultCasesAreParsedAndNeedTwoDistinctOnes() throws {
        let success = try ResultCase(parsing: "success:TaskViewModel")
        XCTAssertEqual(success, try ResultCase(name: "success", screen: "Task"))
        XCTAssertThrowsError(try ResultCase(parsing: "success")) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid result case 'success': expected name:Screen, e.g. success:Task or notFound:NotFound")
        }
        XCTAssertThrowsError(try ResultCase(parsing: "Success:Task")) { error in
            XCTAssertEqual("\(error)", "invalid case 'Success': it must be lowerCamelCase, e.g. 'success'")
        }
        XCTAssertThrowsError(try ResultCase(parsing: "default:Task")) { error in
            XCTAssertEqual("\(error)", "invalid case 'default': it is a Swift keyword")
        }
        let notFound = try ResultCase(parsing: "notFound:NotFound")
        let request = try ScaffoldRequest(
            name: "TaskResult", convention: .fosmvvm, kind: .result,
            options: ScaffoldOptions(resultCases: [success, notFound]))
        XCTAssertEqual(request.hosting, .child)
        assertRefused(
            "TaskResult", kind: .result, options: ScaffoldOptions(resultCases: [success]),
            "a result view model needs at least two cases, e.g. --case success:Task --case notFound:NotFound")
        assertRefused(
            "TaskResult", kind: .result, options: ScaffoldOptions(resultCases: [success, success]),
            "result case 'success' is named twice")
        assertRefused(
            "TaskResult", kind: .result, hosting: .server, options: ScaffoldOptions(resultCases: [success, notFound]),
            "hosting 'server' does not apply to the 'result' kind: a result wrapper is built by the code that "
                + "produced the outcome, like a child ; omit the hosting or choose 'child'")
    }
}

import MVVMGenerator
import XCTest

final class ScaffoldRequestTests: XCTestCase {
    private func assertInvalid(_ name: String, _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try ScaffoldRequest(name: name, convention: .fosmvvm), line: line) { error in
            XCTAssertEqual("\(error)", message, line: line)
        }
    }

    func testTrailingViewAndViewModelAreRemoved() throws {
        XCTAssertEqual(try ScaffoldRequest(name: "TaskListViewModel", convention: .fosmvvm).name, "TaskList")
        XCTAssertEqual(try ScaffoldRequest(name: "TaskListView", convention: .contract).name, "TaskList")
        XCTAssertEqual(try ScaffoldRequest(name: "TaskList", convention: .contract).name, "TaskList")
    }

    func testDefaults() throws {
        let fosmvvm = try ScaffoldRequest(name: "Dashboard", convention: .fosmvvm)
        XCTAssertEqual(fosmvvm.kind, .display)
        XCTAssertEqual(fosmvvm.hosting, .server)
        XCTAssertEqual(fosmvvm.feature, "Dashboard")
        XCTAssertEqual(fosmvvm.options.locales, ["en"])
        let contract = try ScaffoldRequest(name: "Dashboard", convention: .contract)
        XCTAssertEqual(contract.kind, .stateful)
        XCTAssertNil(contract.hosting)
        XCTAssertEqual(contract.options.viewStyle, .generic)
        XCTAssertEqual(contract.options.loading, .onFirstAppear)
        XCTAssertTrue(contract.options.commentsOutPreviews)
    }

    func testInvalidNamesAreRefusedWithAReason() {
        assertInvalid("1Foo", "invalid name '1Foo': it must start with a letter")
        assertInvalid("foo bar", "invalid name 'foo bar': it contains a space; use only letters, digits and '_'")
        assertInvalid("../x", "invalid name '../x': it contains '.'; use only letters, digits and '_'")
        assertInvalid("Sources/Evil", "invalid name 'Sources/Evil': it contains '/'; use only letters, digits and '_'")
        assertInvalid("foo", "invalid name 'foo': it must be UpperCamelCase, e.g. 'Foo'")
        assertInvalid("Self", "invalid name 'Self': it is a Swift keyword")
        assertInvalid("", "invalid name '': it is empty")
        assertInvalid("Café", "invalid name 'Café': it contains 'é'; use only letters, digits and '_'")
    }

    func testFeatureFieldsChildrenAndLocalesAreValidated() {
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .fosmvvm, feature: "../Outside")) { error in
            XCTAssertEqual(
                "\(error)", "invalid feature '../Outside': it contains '.'; use only letters, digits and '_'")
        }
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .fosmvvm, feature: "class")) { error in
            XCTAssertEqual("\(error)", "invalid feature 'class': it is a Swift keyword")
        }
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "A", convention: .fosmvvm, kind: .form,
                options: ScaffoldOptions(fields: [ScaffoldField(name: "Email", type: .string)]))
        ) { error in
            XCTAssertEqual("\(error)", "invalid field 'Email': it must be lowerCamelCase, e.g. 'email'")
        }
        XCTAssertThrowsError(
            try ScaffoldRequest(name: "A", convention: .fosmvvm, options: ScaffoldOptions(locales: ["en", "english!"]))
        ) { error in
            XCTAssertEqual(error as? ScaffoldError, .invalidLocale("english!"))
        }
        XCTAssertNoThrow(
            try ScaffoldRequest(
                name: "A", convention: .fosmvvm, options: ScaffoldOptions(locales: ["en", "en-GB", "zh-Hant-TW"])))
    }

    func testEnumFieldsDeclareTheirEnumAndAreForDisplay() throws {
        let field = try ScaffoldField(parsing: "state:SessionState=pending,running,completed")
        XCTAssertEqual(
            field,
            ScaffoldField(
                name: "state", enumeration: .init(typeName: "SessionState", cases: ["pending", "running", "completed"]))
        )
        XCTAssertEqual(field.swiftType, "SessionState")
        XCTAssertThrowsError(try ScaffoldField(parsing: "state:sessionState=a,b")) { error in
            XCTAssertTrue("\(error)".contains("must be UpperCamelCase"), "\(error)")
        }
        XCTAssertThrowsError(try ScaffoldField(parsing: "state:SessionState=a,a")) { error in
            XCTAssertEqual("\(error)", "invalid enum 'SessionState': its cases must differ")
        }
        XCTAssertThrowsError(try ScaffoldField(parsing: "state:SessionState=Pending")) { error in
            XCTAssertTrue("\(error)".contains("invalid enum case 'Pending'"), "\(error)")
        }
        XCTAssertThrowsError(
            try ScaffoldRequest(name: "A", convention: .fosmvvm, kind: .form, options: ScaffoldOptions(fields: [field]))
        ) { error in
            XCTAssertTrue("\(error)".contains("an enum field is for display view models"), "\(error)")
        }
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "A", convention: .fosmvvm,
                options: ScaffoldOptions(fields: [
                    field, ScaffoldField(name: "stateDisplay", type: .string),
                ]))
        ) { error in
            XCTAssertTrue("\(error)".contains("is shown through a property of that name"), "\(error)")
        }
    }

    func testFieldsAreParsedAndMustBeUsable() throws {
        XCTAssertEqual(try ScaffoldField(parsing: "createdAt:Date"), ScaffoldField(name: "createdAt", type: .date))
        XCTAssertThrowsError(try ScaffoldField(parsing: "createdAt")) { error in
            XCTAssertEqual("\(error)", "invalid field 'createdAt': expected name:Type, e.g. createdAt:Date")
        }
        XCTAssertThrowsError(try ScaffoldField(parsing: "tags:[String]")) { error in
            XCTAssertEqual(
                "\(error)",
                "field 'tags' has type '[String]'; use one of String, Int, Double, Bool, Date, UUID, "
                    + "ModelIdType, or an enum of its own, e.g. state:SessionState=pending,done")
        }
        func request(_ kind: ViewKind, _ fields: [String]) throws -> ScaffoldRequest {
            try ScaffoldRequest(
                name: "A", convention: .fosmvvm, kind: kind,
                options: ScaffoldOptions(fields: fields.map(ScaffoldField.init(parsing:))))
        }
        XCTAssertThrowsError(try request(.display, [])) { error in
            XCTAssertEqual(error as? ScaffoldError, .noFields)
        }
        XCTAssertThrowsError(try request(.display, ["title:String"])) { error in
            XCTAssertEqual("\(error)", "invalid field 'title': the view model declares it already")
        }
        XCTAssertThrowsError(try request(.display, ["name:String", "name:Int"])) { error in
            XCTAssertEqual("\(error)", "invalid field 'name': it is given twice")
        }
        XCTAssertThrowsError(try request(.form, ["id:UUID"])) { error in
            XCTAssertEqual("\(error)", "invalid field 'id': a form cannot edit an identity (UUID)")
        }
        XCTAssertNoThrow(try request(.display, ["id:UUID"]))
    }

    /// The command line, the editor and the MCP tool parse their words into choices: a word
    /// naming none is refused, listing every choice (a kind's convention is checked by the request).
    func testEveryChoiceIsParsedFromItsWordAndAnUnknownWordIsRefused() throws {
        XCTAssertEqual(try ScaffoldConvention(parsing: "plain"), .plain)
        XCTAssertEqual(try ViewKind(parsing: "viewmodel-test"), .viewModelTest)
        XCTAssertEqual(try Hosting(parsing: "child"), .child)
        XCTAssertEqual(try FOSMVVMVersion(parsing: "current"), .current)
        XCTAssertEqual(try RequestVerb(parsing: "destroy"), .destroy)
        XCTAssertNil(try ViewKind.parse(nil))
        XCTAssertEqual(try ViewKind.parse("form"), .form)
        let refusals: [(parse: () throws(ScaffoldError) -> Void, message: String)] = [
            (
                { () throws(ScaffoldError) in _ = try ScaffoldConvention(parsing: "mvc") },
                "invalid convention 'mvc': expected fosmvvm, contract or plain"
            ),
            (
                { () throws(ScaffoldError) in _ = try ViewKind(parsing: "gallery") },
                "invalid kind 'gallery': expected display, interactive, form, container, error, result, request, "
                    + "viewmodel-test, stateful, stateless or screen"
            ),
            (
                { () throws(ScaffoldError) in _ = try Hosting(parsing: "cloud") },
                "invalid hosting 'cloud': expected server, client or child"
            ),
            (
                { () throws(ScaffoldError) in _ = try FOSMVVMVersion(parsing: "0.13") },
                "invalid FOSMVVM version '0.13': expected seeds or current"
            ),
            (
                { () throws(ScaffoldError) in _ = try RequestVerb.parse("get") },
                "invalid verb 'get': expected show, create, update, replace, delete or destroy"
            ),
        ]
        for (parse, message) in refusals {
            XCTAssertThrowsError(try parse()) { error in XCTAssertEqual("\(error)", message) }
        }
    }

    func testKindsAndHostingMustBelongToTheConvention() {
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .contract, kind: .form)) { error in
            XCTAssertEqual("\(error)", "a contract scaffold cannot be 'form'; choose one of stateful, stateless")
        }
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .fosmvvm, kind: .stateless)) { error in
            XCTAssertEqual(
                "\(error)",
                "a fosmvvm scaffold cannot be 'stateless'; choose one of display, interactive, form, container, error, result"
            )
        }
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .contract, hosting: .client)) { error in
            XCTAssertEqual(error as? ScaffoldError, .hostingNotInConvention(.client, .contract))
        }
        XCTAssertThrowsError(try ScaffoldRequest(name: "A", convention: .fosmvvm, kind: .container)) { error in
            XCTAssertEqual(error as? ScaffoldError, .containerWithoutChildren)
        }
    }

    /// A request is named noun-first, `{Noun}{Verb}Request`: its verb comes from `--verb` or the
    /// end of the name; a noun starting with a verb is refused, as `fosmvvm/request-naming` would report it.
    func testRequestNamesAreNounFirst() throws {
        func request(_ name: String, _ verb: RequestVerb? = nil) throws -> ScaffoldRequest {
            try ScaffoldRequest(
                name: name, convention: .fosmvvm, kind: .request, options: ScaffoldOptions(requestVerb: verb))
        }
        for (name, verb) in [
            ("Idea", RequestVerb.create), ("IdeaCreate", nil), ("IdeaCreateRequest", nil),
            ("IdeaCreateRequest", .create),
        ] {
            let parsed = try request(name, verb)
            XCTAssertEqual(parsed.name, "Idea", name)
            XCTAssertEqual(parsed.options.requestVerb, .create, name)
            XCTAssertEqual(parsed.hosting, .server, name)
        }
        XCTAssertEqual(try request("UserShowRequest").options.requestVerb, .show)
        XCTAssertEqual(try request("Berth", .destroy).name, "Berth")
        XCTAssertThrowsError(try request("Idea")) { XCTAssertTrue("\($0)".contains("names no verb"), "\($0)") }
        XCTAssertThrowsError(try request("CreateIdea")) { XCTAssertTrue("\($0)".contains("names no verb"), "\($0)") }
        XCTAssertThrowsError(try request("CreateIdea", .create)) {
            XCTAssertTrue("\($0)".contains("noun-first"), "\($0)")
        }
        XCTAssertThrowsError(try request("ShowTimes", .update)) {
            XCTAssertTrue("\($0)".contains("noun-first"), "\($0)")
        }
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "Idea", convention: .fosmvvm, kind: .request, hosting: .client,
                options: ScaffoldOptions(requestVerb: .show)))
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "Idea", convention: .contract, kind: .request, options: ScaffoldOptions(requestVerb: .show)))
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "Idea", convention: .fosmvvm, kind: .display, options: ScaffoldOptions(requestVerb: .show)))
        XCTAssertThrowsError(
            try ScaffoldRequest(
                name: "Idea", convention: .fosmvvm, kind: .request,
                options: ScaffoldOptions(fields: [ScaffoldField(name: "title", type: .string)], requestVerb: .show)))
    }
}

@testable import MVVMGenerator
import XCTest

/// Templates render as Mustache (swift-mustache) with text inserted verbatim, after their tags
/// are checked against the template's variables.
final class TemplateRenderingTests: XCTestCase {
    private let variables: [TemplateVariable] = [
        TemplateVariable("name", .text, ""),
        TemplateVariable("code", .text, ""),
        TemplateVariable("empty", .text, ""),
        TemplateVariable("on", .flag, ""),
        TemplateVariable("off", .flag, ""),
        TemplateVariable("items", .list([TemplateVariable("item", .text, "")]), ""),
        TemplateVariable("none", .list([]), ""),
    ]
    private let context: TemplateContext = [
        "name": .text("Foo"), "code": .text("a < b && \"c\" != 'd'"), "empty": .text(""), "on": .flag(true),
        "off": .flag(false),
        "items": ["a", "b"].templateList("item"), "none": .list([]),
    ]

    private func render(_ source: String) throws(TemplateError) -> String {
        try TemplateLibrary().render(
            Template(id: "t", summary: "", variables: variables, source: source), context: context)
    }

    private func assertError(
        _ source: String, line: Int, _ problem: TemplateError.Problem, file: StaticString = #filePath,
        testLine: UInt = #line
    ) {
        do {
            let output = try render(source)
            XCTFail("expected \(problem), rendered \(output)", file: file, line: testLine)
        } catch {
            XCTAssertEqual(
                error, TemplateError(file: "built-in t", line: line, problem: problem), file: file, line: testLine)
        }
    }

    func testVariablesAreInsertedWithoutHTMLEscaping() throws {
        XCTAssertEqual(try render("struct {{name}}View<T> { \"{{ name }}\" & }"), "struct FooView<T> { \"Foo\" & }")
        XCTAssertEqual(
            try render("{{code}}|{{{code}}}|{{&code}}"),
            "a < b && \"c\" != 'd'|a < b && \"c\" != 'd'|a < b && \"c\" != 'd'")
    }

    func testSectionsAndInvertedSectionsFollowFlagsListsAndText() throws {
        XCTAssertEqual(try render("{{#on}}yes{{/on}}{{#off}}no{{/off}}{{^off}}!{{/off}}{{^on}}?{{/on}}"), "yes!")
        XCTAssertEqual(
            try render("{{#name}}<{{.}}:{{name}}>{{/name}}{{#empty}}x{{/empty}}{{^empty}}e{{/empty}}"), "<Foo:Foo>e")
        XCTAssertEqual(
            try render("{{#items}}[{{item}}:{{name}}]{{/items}}{{#none}}x{{/none}}{{^none}}none{{/none}}"),
            "[a:Foo][b:Foo]none")
    }

    func testSwiftMustacheTransformsApplyToText() throws {
        XCTAssertEqual(
            try render("{{uppercased(name)}} {{lowercased(name)}} {{reversed(name)}}{{^empty(name)}}!{{/empty(name)}}"),
            "FOO foo ooF!")
    }

    func testStandaloneTagLinesDisappear() throws {
        let source = """
            start
              {{#items}}
            - {{item}}
              {{/items}}
            {{! a comment
                over two lines }}
            {{#off}}
            hidden
            {{/off}}
            end {{#on}}inline{{/on}}
            """
        XCTAssertEqual(try render(source), "start\n- a\n- b\nend inline")
    }

    func testSyntaxErrorsCarryFileAndLine() {
        assertError(
            "a\n{{#items}}\nb", line: 3,
            .syntax("a section is still open at the end of the template: its {{/…}} is missing"))
        assertError("{{#on}}\n{{/off}}", line: 2, .syntax("this {{/…}} closes no open section of that name"))
        assertError("x\n\n{{/on}}", line: 3, .syntax("this {{/…}} closes no open section of that name"))
        assertError(
            "ok\n{{name}\n", line: 2, .syntax("a tag without its closing '}}', or with a character no name can have"))
        assertError(
            "ok\n{{na:me}}", line: 2, .syntax("a tag without its closing '}}', or with a character no name can have"))
    }

    func testUnknownVariablesAndInsertedFlagsFailWithTheirLine() {
        assertError("{{#on}}\n  {{nmae}}\n{{/on}}", line: 2, .unknownVariable("nmae"))
        assertError("{{! {{ghost}} is in a comment }}\n{{off}}", line: 2, .notText("off"))
        assertError("x\n{{{items}}}", line: 2, .notText("items"))
    }

    func testUnknownVariablesAreFoundInSectionsThatDoNotRender() {
        assertError("{{#off}}\n{{#none}}{{ghost}}{{/none}}\n{{/off}}", line: 2, .unknownVariable("ghost"))
        assertError("{{^items}}{{item}}{{/items}}", line: 1, .unknownVariable("item"))
    }

    func testErrorDescriptionIsReadable() {
        let error = TemplateError(
            file: "/ws/.mvvm-lsp/templates/x.mustache", line: 4, problem: .unknownVariable("cases"))
        XCTAssertEqual(error.description, "/ws/.mvvm-lsp/templates/x.mustache:4: unknown variable 'cases'")
    }
}

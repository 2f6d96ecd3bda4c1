@testable import MVVMGenerator
import XCTest

final class TemplateEngineTests: XCTestCase {
    private let variables: [TemplateVariable] = [
        TemplateVariable("name", .text, ""),
        TemplateVariable("empty", .text, ""),
        TemplateVariable("on", .flag, ""),
        TemplateVariable("off", .flag, ""),
        TemplateVariable("items", .list([TemplateVariable("item", .text, "")]), ""),
        TemplateVariable("none", .list([]), ""),
    ]
    private let context: TemplateContext = [
        "name": .text("Foo"), "empty": .text(""), "on": .flag(true), "off": .flag(false),
        "items": ["a", "b"].templateList("item"), "none": .list([]),
    ]

    private func render(_ source: String, file: String = "t.mustache") throws(TemplateError) -> String {
        let nodes = try TemplateParser(file: file).parse(source)
        let renderer = TemplateRenderer(file: file)
        try renderer.validate(nodes, against: variables)
        return try renderer.render(nodes, context: context)
    }

    private func assertError(_ source: String, line: Int, _ problem: TemplateError.Problem, file: StaticString = #filePath, testLine: UInt = #line) {
        do {
            _ = try render(source)
            XCTFail("expected \(problem)", file: file, line: testLine)
        } catch {
            XCTAssertEqual(error, TemplateError(file: "t.mustache", line: line, problem: problem), file: file, line: testLine)
        }
    }

    func testVariablesAreInsertedVerbatim() throws {
        XCTAssertEqual(try render("struct {{name}}View<T> { \"{{ name }}\" & }"), "struct FooView<T> { \"Foo\" & }")
    }

    func testSectionsAndInvertedSectionsFollowFlagsListsAndText() throws {
        XCTAssertEqual(try render("{{#on}}yes{{/on}}{{#off}}no{{/off}}{{^off}}!{{/off}}{{^on}}?{{/on}}"), "yes!")
        XCTAssertEqual(try render("{{#name}}<{{name}}>{{/name}}{{#empty}}x{{/empty}}{{^empty}}e{{/empty}}"), "<Foo>e")
        XCTAssertEqual(try render("{{#items}}[{{item}}:{{name}}]{{/items}}{{#none}}x{{/none}}{{^none}}none{{/none}}"), "[a:Foo][b:Foo]none")
    }

    func testStandaloneTagLinesDisappear() throws {
        let source = """
        start
          {{#items}}
        - {{item}}
          {{/items}}
        {{! a comment line }}
        {{#off}}
        hidden
        {{/off}}
        end {{#on}}inline{{/on}}
        """
        XCTAssertEqual(try render(source), "start\n- a\n- b\nend inline")
    }

    func testErrorsCarryFileAndLine() {
        assertError("a\n{{#items}}\nb", line: 2, .unclosedSection("items"))
        assertError("{{#on}}\n{{/off}}", line: 2, .unexpectedClose("off", expected: "on"))
        assertError("x\n\n{{/on}}", line: 3, .unexpectedClose("on", expected: nil))
        assertError("ok\n{{name", line: 2, .unclosedTag)
        assertError("{{#on}}\n  {{nmae}}\n{{/on}}", line: 2, .unknownVariable("nmae"))
        assertError("{{off}}", line: 1, .notText("off"))
        assertError("{{}}", line: 1, .invalidTag(""))
        assertError("{{na-me}}", line: 1, .invalidTag("na-me"))
    }

    func testUnknownVariablesAreFoundInSectionsThatDoNotRender() {
        assertError("{{#off}}\n{{#none}}{{ghost}}{{/none}}\n{{/off}}", line: 2, .unknownVariable("ghost"))
        assertError("{{^items}}{{item}}{{/items}}", line: 1, .unknownVariable("item"))
    }

    func testErrorDescriptionIsReadable() {
        let error = TemplateError(file: "/ws/.mvvm-lsp/templates/x.mustache", line: 4, problem: .unclosedSection("cases"))
        XCTAssertEqual(error.description, "/ws/.mvvm-lsp/templates/x.mustache:4: section 'cases' is never closed with {{/cases}}")
    }
}

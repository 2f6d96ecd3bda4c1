import MVVMGenerator
import TestSupport
import XCTest

/// `.mvvm-lsp/templates/<id>.mustache` replaces a shipped template.
final class UserTemplateTests: XCTestCase {
    func testAnOverrideIsUsedForItsTemplateOnly() throws {
        let workspace = try makeWorkspace([
            ".mvvm-lsp/templates/contract.contract.mustache": """
            // Team header
            protocol {{contract}}: AnyObject {
            {{#requirements}}
                {{declaration}}
            {{/requirements}}
            }

            """
        ])
        let plan = try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .contract))
        let contract = try XCTUnwrap(plan.files.first { $0.role == .contract })
        XCTAssertEqual(
            contract.contents,
            """
            // Team header
            protocol CartViewModelContract: AnyObject {
                func didAppear() async
                func didTapOnRetryButton() async
            }

            """)
        let view = try XCTUnwrap(plan.files.first { $0.role == .view })
        XCTAssertTrue(
            view.contents.hasPrefix("import SwiftUI\n\nstruct CartView<ViewModel: CartViewModelContract>: View {"))
        XCTAssertEqual(try TemplateLibrary(root: workspace.path).overriddenIDs, ["contract.contract"])
    }

    func testTemplateErrorsNameTheUserFileAndLine() throws {
        let workspace = try makeWorkspace([
            ".mvvm-lsp/templates/fosmvvm.request.mustache":
                "public final class {{request}} {\n{{#operations}}\n    {{nope}}\n{{/operations}}\n}\n"
        ])
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .fosmvvm))) {
            error in
            XCTAssertEqual(
                "\(error)", "\(workspace.path)/.mvvm-lsp/templates/fosmvvm.request.mustache:3: unknown variable 'nope'")
        }
        try workspace.write(".mvvm-lsp/templates/fosmvvm.request.mustache", "{{#isForm}}\nx\n")
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .fosmvvm))) {
            error in
            XCTAssertEqual(
                error as? ScaffoldError,
                .template(
                    TemplateError(
                        file: "\(workspace.path)/.mvvm-lsp/templates/fosmvvm.request.mustache",
                        line: 2,
                        problem: .syntax("a section is still open at the end of the template: its {{/…}} is missing")
                    ))
            )
        }
    }

    /// Sections, inverted sections, comments and partials (indented when standalone) as the
    /// Mustache spec says, text inserted verbatim, through the scaffold planner.
    func testUserTemplatesAreMustache() throws {
        let workspace = try makeWorkspace([
            ".mvvm-lsp/templates/contract.contract.mustache": """
            {{! The team's contract; this line renders nothing. }}
            {{> header}}
            protocol {{contract}}: AnyObject {
            {{#requirements}}
                {{> requirement}}
            {{/requirements}}
            {{^requirements}}
                // no requirements
            {{/requirements}}
            {{#isGeneric}}
                // for {{viewDeclaration}}{{^isStateful}} (stateless){{/isStateful}}
            {{/isGeneric}}
            {{#actions}}
                // action {{action}}
            {{/actions}}
            {{^actions}}
                // no actions
            {{/actions}}
            }

            """,
            ".mvvm-lsp/templates/partials/header.mustache": "// {{viewDeclaration}}: {{! not this }}edit freely\n",
            ".mvvm-lsp/templates/partials/requirement.mustache": "/// {{name}} requirement\n{{declaration}}\n",
        ])
        let plan = try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .contract))
        let contract = try XCTUnwrap(plan.files.first { $0.role == .contract })
        XCTAssertEqual(
            contract.contents,
            """
            // CartView<ViewModel: CartViewModelContract>: edit freely
            protocol CartViewModelContract: AnyObject {
                /// Cart requirement
                func didAppear() async
                /// Cart requirement
                func didTapOnRetryButton() async
                // for CartView<ViewModel: CartViewModelContract>
                // no actions
            }

            """)
    }

    func testAnUnknownVariableInAPartialNamesThePartialFileAndLine() throws {
        let workspace = try makeWorkspace([
            ".mvvm-lsp/templates/contract.contract.mustache":
                "protocol {{contract}} {\n{{#requirements}}\n{{> requirement}}\n{{/requirements}}\n}\n",
            ".mvvm-lsp/templates/partials/requirement.mustache": "{{declaration}}\n{{declaraton}}\n",
        ])
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .contract))) {
            error in
            XCTAssertEqual(
                "\(error)",
                "\(workspace.path)/.mvvm-lsp/templates/partials/requirement.mustache:2: unknown variable 'declaraton'")
        }
    }

    func testAnOverrideNamingNoTemplateIsAnError() throws {
        let workspace = try makeWorkspace([".mvvm-lsp/templates/fosmvvm.veiw.display.mustache": "x"])
        XCTAssertThrowsError(try TemplateLibrary(root: workspace.path)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(workspace.path)/.mvvm-lsp/templates/fosmvvm.veiw.display.mustache: no template has this id (see TemplateCatalog)"
            )
        }
    }
}

import MVVMGenerator
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

            """,
        ])
        let plan = try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .contract))
        let contract = try XCTUnwrap(plan.files.first { $0.role == .contract })
        XCTAssertEqual(contract.contents, """
        // Team header
        protocol CartViewModelContract: AnyObject {
            func didAppear() async
            func didTapOnRetryButton() async
        }

        """)
        let view = try XCTUnwrap(plan.files.first { $0.role == .view })
        XCTAssertTrue(view.contents.hasPrefix("import SwiftUI\n\nstruct CartView<ViewModel: CartViewModelContract>: View {"))
        XCTAssertEqual(try TemplateLibrary(root: workspace.root).overriddenIDs, ["contract.contract"])
    }

    func testTemplateErrorsNameTheUserFileAndLine() throws {
        let workspace = try makeWorkspace([
            ".mvvm-lsp/templates/fosmvvm.request.mustache": "public final class {{request}} {\n{{#operations}}\n    {{nope}}\n{{/operations}}\n}\n",
        ])
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .fosmvvm))) { error in
            XCTAssertEqual("\(error)", "\(workspace.root)/.mvvm-lsp/templates/fosmvvm.request.mustache:3: unknown variable 'nope'")
        }
        try workspace.write(".mvvm-lsp/templates/fosmvvm.request.mustache", "{{#isForm}}\nx\n")
        XCTAssertThrowsError(try workspace.planner().plan(ScaffoldRequest(name: "Cart", convention: .fosmvvm))) { error in
            XCTAssertEqual(
                error as? ScaffoldError,
                .template(TemplateError(file: "\(workspace.root)/.mvvm-lsp/templates/fosmvvm.request.mustache", line: 1, problem: .unclosedSection("isForm")))
            )
        }
    }

    func testAnOverrideNamingNoTemplateIsAnError() throws {
        let workspace = try makeWorkspace([".mvvm-lsp/templates/fosmvvm.veiw.display.mustache": "x"])
        XCTAssertThrowsError(try TemplateLibrary(root: workspace.root)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(workspace.root)/.mvvm-lsp/templates/fosmvvm.veiw.display.mustache: no template has this id (see TemplateCatalog)"
            )
        }
    }
}

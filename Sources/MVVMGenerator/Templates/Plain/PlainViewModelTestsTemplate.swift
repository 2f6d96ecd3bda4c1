/// `plain.tests.viewmodel` — `{Name}ViewModelTests.swift`: a first test of the view model, in
/// the framework the team's view-model tests use (Swift Testing or XCTest); written only where
/// the team's screens have view-model tests.
enum PlainViewModelTestsTemplate: FileTemplate {
    static let template = Template(
        id: "plain.tests.viewmodel",
        summary: "The view-model test skeleton, in the framework the workspace's view-model tests use.",
        variables: PlainScreen.variables,
        source: """
            {{header}}{{testImports}}

            {{#isMainActor}}
            @MainActor
            {{/isMainActor}}
            {{#usesTesting}}
            struct {{testName}} {
                @Test
                func startsWithItsTitle() {
                    {{#testSetup}}
                    {{testSetup}}
                    {{/testSetup}}
                    let sut = {{viewModelConstruction}}

                    #expect(sut.title == "{{name}}")
                }
            }
            {{/usesTesting}}
            {{#usesXCTest}}
            final class {{testName}}: XCTestCase {
                func testStartsWithItsTitle() {
                    {{#testSetup}}
                    {{testSetup}}
                    {{/testSetup}}
                    let sut = {{viewModelConstruction}}

                    XCTAssertEqual(sut.title, "{{name}}")
                }
            }
            {{/usesXCTest}}

            """
    )

    static func context(for screen: PlainScreen) -> TemplateContext {
        screen.context(fileName: screen.testsFile)
    }
}

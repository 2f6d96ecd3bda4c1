/// `contract.tests.snapshot` — `{Name}ViewSnapshotTests.swift`: one snapshot test per
/// non-idle state (stateful) or one for the view (stateless).
enum ContractSnapshotTestsTemplate: FileTemplate {
    static let template = Template(
        id: "contract.tests.snapshot",
        summary: "The snapshot test skeleton.",
        variables: ContractScreen.commonVariables,
        source: """
            {{#snapshotImports}}
            import {{module}}
            {{/snapshotImports}}
            import SwiftUI
            import Testing
            @testable import {{module}}

            @MainActor
            struct {{view}}SnapshotTests {
            {{#visibleCases}}
            {{^isFirst}}

            {{/isFirst}}
                @Test
                func {{caseName}}() {
                    let view = {{view}}(viewModel: {{viewModel}}(state: {{testState}}))

                    assertSnapshot(of: view, as: .image)
                }
            {{/visibleCases}}
            {{^isStateful}}
                @Test
                func initial() {
                    let view = {{view}}(viewModel: {{viewModel}}())

                    assertSnapshot(of: view, as: .image)
                }
            {{/isStateful}}
            }
            {{#usesPreviewError}}

            private enum SnapshotError: Error {
                case failed
            }
            {{/usesPreviewError}}

            """
    )

    static func context(for screen: ContractScreen) -> TemplateContext {
        screen.commonContext
    }
}

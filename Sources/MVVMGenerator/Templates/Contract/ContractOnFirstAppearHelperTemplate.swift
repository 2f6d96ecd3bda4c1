/// `contract.support.onFirstAppear` — `View+OnFirstAppear.swift`: the current contract style's loading modifier,
/// running its action the first time the view appears only, written only when the workspace
/// declares none.
enum ContractOnFirstAppearHelperTemplate: FileTemplate {
    static let template = Template(
        id: "contract.support.onFirstAppear",
        summary: "View.onFirstAppear(_:), when the workspace declares none.",
        variables: SupportFile.variables,
        source: """
            import SwiftUI

            extension View {
                /// Runs `action` when the view appears for the first time, not when it appears again
                /// (back navigation, tab switches).
                {{accessModifier}}func onFirstAppear(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
                    modifier(FirstAppearModifier(action: action))
                }
            }

            /// Remembers that its view appeared, so the action runs once.
            private struct FirstAppearModifier: ViewModifier {
                let action: @MainActor @Sendable () async -> Void
                @State private var hasAppeared = false

                func body(content: Content) -> some View {
                    content.task {
                        guard !hasAppeared else { return }
                        hasAppeared = true
                        await action()
                    }
                }
            }

            """
    )

    static func context(for file: SupportFile) -> TemplateContext {
        file.context
    }
}

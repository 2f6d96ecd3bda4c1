/// `fosmvvm.operations` — `{Name}ViewModelOperations.swift` (seed 000): the operations protocol
/// of an interactive or form view model.
enum FOSMVVMOperationsTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.operations",
        summary: "The {Name}ViewModelOperations protocol of an interactive or form view model.",
        variables: FOSMVVMScreen.commonVariables,
        source: """
        import FOSMVVM
        import Foundation

        public protocol {{operationsProtocol}}: ViewModelOperations {
        {{#operations}}
            func {{declaration}}
        {{/operations}}
        }

        """
    )

    static func context(for screen: FOSMVVMScreen) -> TemplateContext {
        screen.commonContext
    }
}

extension ScaffoldPlanner {
    /// The contract convention's files: contract, state (stateful), view model, view, both test
    /// skeletons, and the helpers the view calls that the workspace lacks; `configuredImports`
    /// are the app modules the view imports (`nil`: those of the module's existing views).
    func contractPlan(for screen: ContractScreen, configuredImports: [String]?) throws(ScaffoldError) -> ScaffoldPlan {
        func directory(_ role: FileRole) -> String {
            self.directory(
                for: role, name: screen.name, feature: screen.module,
                inferred: layout.contractDirectory(for: role, name: screen.name)
            )
        }
        let support = contractSupport(for: screen, viewDirectory: directory(.view), configuredImports: configuredImports)
        var screen = screen
        screen.imports = support.imports
        var specs = [spec(ContractProtocolTemplate.self, screen, role: .contract, directory: directory(.contract), fileName: screen.contract + ".swift")]
        if screen.isStateful {
            specs.append(spec(ContractViewStateTemplate.self, screen, role: .viewState, directory: directory(.viewState), fileName: screen.viewState + ".swift"))
        }
        specs += [
            spec(ContractViewModelTemplate.self, screen, role: .viewModel, directory: directory(.viewModel), fileName: screen.viewModel + ".swift"),
            contractViewSpec(for: screen, directory: directory(.view)),
            spec(ContractViewModelTestsTemplate.self, screen, role: .viewModelTests, directory: directory(.viewModelTests), fileName: screen.viewModel + "Tests.swift"),
            spec(ContractSnapshotTestsTemplate.self, screen, role: .snapshotTests, directory: directory(.snapshotTests), fileName: screen.view + "SnapshotTests.swift"),
        ]
        return try assemble(specs + support.files, helpers: support.helpers)
    }

    /// The view file: stateful or stateless.
    func contractViewSpec(for screen: ContractScreen, directory: String) -> FileSpec {
        let fileName = screen.view + ".swift"
        return screen.isStateful
            ? spec(ContractStatefulViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
            : spec(ContractStatelessViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
    }
}

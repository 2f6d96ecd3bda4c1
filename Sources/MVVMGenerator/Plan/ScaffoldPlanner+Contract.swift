extension ScaffoldPlanner {
    /// The contract convention's files: contract, state (stateful), view model, view, both test
    /// skeletons, and the helpers the view calls that the workspace lacks; `configuredImports`
    /// are the app modules the view imports (`nil`: those of the module's existing views).
    func contractPlan(for screen: ContractScreen, configuredImports: [String]?) throws(ScaffoldError) -> ScaffoldPlan {
        let feature = screen.module
        func directory(_ role: FileRole, _ fileName: String) -> String {
            self.directory(
                for: role, name: screen.name, feature: feature, fileName: fileName,
                inferred: layout.contractDirectory(for: role, name: screen.name))
        }
        func testDirectory(_ role: FileRole, _ fileName: String) -> String? {
            self.testDirectory(
                for: role, name: screen.name, feature: feature, fileName: fileName,
                inferred: layout.contractDirectory(for: role, name: screen.name))
        }
        let viewDirectory = directory(.view, screen.view + ".swift")
        let viewModelDirectory = directory(.viewModel, screen.viewModel + ".swift")
        let support = contractSupport(for: screen, viewDirectory: viewDirectory, configuredImports: configuredImports)
        var screen = screen
        screen.imports = support.imports
        let viewModelTests = screen.viewModel + "Tests.swift"
        let snapshotTests = screen.view + "SnapshotTests.swift"
        if let placement {
            // The tests import what the nearest screens' tests import.
            screen.module =
                placement.testedModule(forFileNamed: viewModelTests, snapshot: snapshot)
                ?? placement.testedModule(forFileNamed: snapshotTests, snapshot: snapshot)
                ?? module(ofDirectory: viewModelDirectory).name
            screen.snapshotImports =
                placement.snapshotImports(forFileNamed: snapshotTests, snapshot: snapshot) ?? screen.snapshotImports
        }
        var specs = [
            spec(
                ContractProtocolTemplate.self, screen, role: .contract,
                directory: directory(.contract, screen.contract + ".swift"), fileName: screen.contract + ".swift")
        ]
        if screen.isStateful {
            specs.append(
                spec(
                    ContractViewStateTemplate.self, screen, role: .viewState,
                    directory: directory(.viewState, screen.viewState + ".swift"), fileName: screen.viewState + ".swift"
                ))
        }
        specs += [
            spec(
                ContractViewModelTemplate.self, screen, role: .viewModel, directory: viewModelDirectory,
                fileName: screen.viewModel + ".swift"),
            contractViewSpec(for: screen, directory: viewDirectory),
        ]
        if let folder = testDirectory(.viewModelTests, viewModelTests) {
            specs.append(
                spec(
                    ContractViewModelTestsTemplate.self, screen, role: .viewModelTests, directory: folder,
                    fileName: viewModelTests))
        }
        if let folder = testDirectory(.snapshotTests, snapshotTests) {
            specs.append(
                spec(
                    ContractSnapshotTestsTemplate.self, screen, role: .snapshotTests, directory: folder,
                    fileName: snapshotTests))
        }
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

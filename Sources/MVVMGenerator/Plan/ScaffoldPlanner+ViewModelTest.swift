import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// The tests of an existing FOSMVVM view model (`--kind viewmodel-test`): `{Name}ViewModel`
    /// must be declared in the workspace and be a FOSMVVM view model. The suite goes into the
    /// test target that holds the workspace's `LocalizableTestCase` suites, else
    /// `Tests/{Module}Tests`, in its `Localization` folder (`fosmvvm-viewmodel-test-generator`),
    /// and loads the YAML from `{Module}ResourceAccess.localizationBundle`.
    func fosmvvmViewModelTestSpec(for request: ScaffoldRequest) throws(ScaffoldError) -> FileSpec {
        let typeName = request.name + "ViewModel"
        guard let reference = snapshot.declaration(of: typeName) else { throw .viewModelNotFound(typeName) }
        guard isFOSMVVM(reference.type) else { throw .notAFOSMVVMViewModel(reference.type.qualifiedName) }
        let folders = (WorkspaceLayout.relative(reference.path, to: root) ?? "").split(separator: "/").dropLast().map(
            String.init)
        let module = folders.count >= 2 && folders[0] == "Sources" ? folders[1] : layout.viewModelsTarget
        let screen = FOSMVVMViewModelTestScreen(
            name: request.name, viewModel: reference.type.qualifiedName, viewModelsModule: module,
            resourceAccess: module + "ResourceAccess", locales: request.options.locales,
            version: request.options.fosmvvmVersion)
        let target = layout.viewModelTestsTarget ?? module + "Tests"
        // The suite goes where the workspace's LocalizableTestCase suites are, not beside screens.
        let directory =
            overrides.directory(for: .viewModelTests, name: request.name, feature: request.feature)
            ?? "Tests/\(target)/Localization"
        return spec(
            FOSMVVMViewModelTestsTemplate.self, screen, role: .viewModelTests, directory: directory,
            fileName: screen.tests + ".swift")
    }
}

extension ScaffoldPlanner {
    /// The files of a new FOSMVVM screen, then those of each child a container names whose view
    /// model the workspace does not declare yet (an existing child is embedded as it is). An
    /// error view model learns what to copy from its request's `ResponseError` in the workspace.
    func fosmvvmScaffoldFiles(for request: ScaffoldRequest) throws(ScaffoldError) -> [FileSpec] {
        var screen = FOSMVVMScreen(request: request, viewModelsModule: layout.viewModelsTarget, viewsModule: layout.viewsTarget)
        if let errorRequest = request.options.errorRequest {
            let source = try errorSource(request: errorRequest)
            screen.errorSource = source
            screen.displayedProperties += source.properties.filter(\.isShown).map(\.name)
        }
        let newChildren = screen.childScreens.filter { snapshot.declaration(of: $0.viewModel) == nil }
        return fosmvvmFiles(for: screen) + newChildren.flatMap { fosmvvmFiles(for: $0) }
    }

    /// The view-model file of the screen's kind: container, error, result, list child or the
    /// base view model.
    func fosmvvmViewModelSpec(for screen: FOSMVVMScreen, directory: String) -> FileSpec {
        let fileName = screen.viewModel + ".swift"
        return switch (screen.kind, screen.identity) {
        case (.container, _): spec(FOSMVVMContainerViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        case (.error, _): spec(FOSMVVMErrorViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        case (.result, _): spec(FOSMVVMResultViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        case (_, .instance): spec(FOSMVVMInstanceViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        default: spec(FOSMVVMViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        }
    }
}

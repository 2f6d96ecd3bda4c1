extension ScaffoldPlanner {
    /// The files of a new FOSMVVM screen, then those of each child a container names whose view
    /// model the workspace does not declare yet (an existing child is embedded as it is, and a
    /// new factory builds it from its `stub()`). An error view model learns what to copy from
    /// its request's `ResponseError` in the workspace.
    func fosmvvmScaffoldFiles(for request: ScaffoldRequest) throws(ScaffoldError) -> [FileSpec] {
        var screen = FOSMVVMScreen(
            request: request, viewModelsModule: layout.viewModelsTarget, viewsModule: layout.viewsTarget)
        if let errorRequest = request.options.errorRequest {
            let source = try errorSource(request: errorRequest)
            screen.errorSource = source
            screen.displayedProperties += source.properties.filter(\.isShown).map(\.name)
        }
        for index in screen.children.indices where snapshot.declaration(of: screen.children[index].viewModel) != nil {
            screen.children[index].generatedFields = nil
        }
        return fosmvvmFiles(for: screen) + screen.childScreens.flatMap { fosmvvmFiles(for: $0) }
    }

    /// The view-model file of the screen's kind: container, error, result or the base view
    /// model (which a list child is too, identified by its `id` field).
    func fosmvvmViewModelSpec(for screen: FOSMVVMScreen, directory: String) -> FileSpec {
        let fileName = screen.viewModel + ".swift"
        return switch screen.kind {
        case .container:
            spec(
                FOSMVVMContainerViewModelTemplate.self, screen, role: .viewModel, directory: directory,
                fileName: fileName)
        case .error:
            spec(FOSMVVMErrorViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        case .result:
            spec(
                FOSMVVMResultViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        default: spec(FOSMVVMViewModelTemplate.self, screen, role: .viewModel, directory: directory, fileName: fileName)
        }
    }
}

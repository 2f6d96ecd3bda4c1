extension ScaffoldPlanner {
    /// A verb request's files: the request beside the view models (`request` role), the
    /// controller in the server target (`controller`) and its tests in the server's test
    /// target (`requestTests`).
    func fosmvvmRequestFiles(for request: ScaffoldRequest) -> [FileSpec] {
        let screen = FOSMVVMRequestScreen(
            request: request, viewModelsModule: layout.viewModelsTarget, webServerModule: layout.webServerTarget)
        func directory(_ role: FileRole, _ fileName: String) -> String {
            // Requests are not screens: the server layout places them.
            overrides.directory(for: role, name: screen.noun, feature: screen.feature)
                ?? layout.fosmvvmDirectory(for: role, feature: screen.feature, hosting: .server)
        }
        return [
            spec(
                FOSMVVMVerbRequestTemplate.self, screen, role: .request,
                directory: directory(.request, screen.request + ".swift"),
                fileName: screen.request + ".swift"),
            spec(
                FOSMVVMRequestControllerTemplate.self, screen, role: .controller,
                directory: directory(.controller, screen.controller + ".swift"),
                fileName: screen.controller + ".swift"),
            spec(
                FOSMVVMRequestTestsTemplate.self, screen, role: .requestTests,
                directory: directory(.requestTests, screen.tests + ".swift"),
                fileName: screen.tests + ".swift"),
        ]
    }
}

extension ScaffoldPlanner {
    /// A verb request's files: the request beside the view models (`request` role), the
    /// controller in the server target (`controller`) and its tests in the server's test
    /// target (`requestTests`).
    func fosmvvmRequestFiles(for request: ScaffoldRequest) -> [FileSpec] {
        let screen = FOSMVVMRequestScreen(
            request: request, viewModelsModule: layout.viewModelsTarget, webServerModule: layout.webServerTarget)
        func directory(_ role: FileRole) -> String {
            self.directory(
                for: role, name: screen.noun, feature: screen.feature,
                inferred: layout.fosmvvmDirectory(for: role, feature: screen.feature, hosting: .server)
            )
        }
        return [
            spec(FOSMVVMVerbRequestTemplate.self, screen, role: .request, directory: directory(.request), fileName: screen.request + ".swift"),
            spec(FOSMVVMRequestControllerTemplate.self, screen, role: .controller, directory: directory(.controller),
                 fileName: screen.controller + ".swift"),
            spec(FOSMVVMRequestTestsTemplate.self, screen, role: .requestTests, directory: directory(.requestTests),
                 fileName: screen.tests + ".swift"),
        ]
    }
}

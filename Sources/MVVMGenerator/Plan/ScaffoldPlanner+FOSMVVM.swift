extension ScaffoldPlanner {
    /// FOSMVVM's files per hosting (server: view model, request, YAML, factory; client and
    /// child: view model, YAML), the Fields protocol of a form, the operations when there are
    /// operations, and the view.
    func fosmvvmFiles(for screen: FOSMVVMScreen) -> [FileSpec] {
        func directory(_ role: FileRole, _ fileName: String) -> String {
            let inferred = layout.fosmvvmDirectory(for: role, feature: screen.feature, hosting: screen.placementHosting)
            // A client-hosted view model's YAML is a resource of the view models' own target.
            if role == .localization, screen.placementHosting == .client {
                return overrides.directory(for: role, name: screen.name, feature: screen.feature) ?? inferred
            }
            return self.directory(
                for: role, name: screen.name, feature: screen.feature, fileName: fileName, inferred: inferred)
        }
        func file<T: FileTemplate>(_ type: T.Type, _ value: T.Screen, _ role: FileRole, _ fileName: String) -> FileSpec
        {
            spec(type, value, role: role, directory: directory(role, fileName), fileName: fileName)
        }
        let viewModel = screen.viewModel
        var specs = [fosmvvmViewModelSpec(for: screen, directory: directory(.viewModel, viewModel + ".swift"))]
        if screen.kind == .form {
            specs.append(file(FOSMVVMFieldsTemplate.self, screen, .fields, screen.fieldsProtocol + ".swift"))
        }
        for enumeration in screen.enumerations {
            specs.append(file(FOSMVVMEnumTemplate.self, enumeration, .viewModel, enumeration.typeName + ".swift"))
        }
        if screen.hosting == .server {
            specs.append(file(FOSMVVMRequestTemplate.self, screen, .request, screen.request + ".swift"))
        }
        if !screen.localizedProperties.isEmpty {
            specs.append(file(FOSMVVMLocalizationTemplate.self, screen, .localization, viewModel + ".yml"))
        }
        if screen.hosting == .server {
            specs.append(file(FOSMVVMFactoryTemplate.self, screen, .factory, viewModel + "+Factory.swift"))
        }
        if !screen.operations.isEmpty {
            specs.append(
                file(FOSMVVMOperationsTemplate.self, screen, .operations, screen.operationsProtocol + ".swift"))
        }
        specs.append(fosmvvmViewSpec(for: screen, directory: directory(.view, screen.view + ".swift")))
        return specs
    }

    /// The view file of the screen's kind.
    func fosmvvmViewSpec(for screen: FOSMVVMScreen, directory: String) -> FileSpec {
        let fileName = screen.view + ".swift"
        return switch screen.kind {
        case .interactive:
            spec(FOSMVVMInteractiveViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .form: spec(FOSMVVMFormViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .container:
            spec(FOSMVVMContainerViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .result:
            spec(FOSMVVMResultViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        default: spec(FOSMVVMDisplayViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        }
    }
}

extension ScaffoldPlanner {
    /// FOSMVVM's files per hosting (server: view model, request, YAML, factory; client and
    /// child: view model, YAML), the Fields protocol of a form, the operations when there are
    /// operations, and the view.
    func fosmvvmFiles(for screen: FOSMVVMScreen) -> [FileSpec] {
        func directory(_ role: FileRole) -> String {
            self.directory(
                for: role, name: screen.name, feature: screen.feature,
                inferred: layout.fosmvvmDirectory(for: role, feature: screen.feature, hosting: screen.placementHosting)
            )
        }
        let viewModel = screen.viewModel
        var specs = [fosmvvmViewModelSpec(for: screen, directory: directory(.viewModel))]
        if screen.kind == .form {
            specs.append(spec(FOSMVVMFieldsTemplate.self, screen, role: .fields, directory: directory(.fields), fileName: screen.fieldsProtocol + ".swift"))
        }
        for enumeration in screen.enumerations {
            specs.append(spec(FOSMVVMEnumTemplate.self, enumeration, role: .viewModel, directory: directory(.viewModel),
                              fileName: enumeration.typeName + ".swift"))
        }
        if screen.hosting == .server {
            specs.append(spec(FOSMVVMRequestTemplate.self, screen, role: .request, directory: directory(.request), fileName: screen.request + ".swift"))
        }
        if !screen.localizedProperties.isEmpty {
            specs.append(spec(FOSMVVMLocalizationTemplate.self, screen, role: .localization, directory: directory(.localization), fileName: viewModel + ".yml"))
        }
        if screen.hosting == .server {
            specs.append(spec(FOSMVVMFactoryTemplate.self, screen, role: .factory, directory: directory(.factory), fileName: viewModel + "+Factory.swift"))
        }
        if !screen.operations.isEmpty {
            specs.append(spec(FOSMVVMOperationsTemplate.self, screen, role: .operations, directory: directory(.operations), fileName: screen.operationsProtocol + ".swift"))
        }
        specs.append(fosmvvmViewSpec(for: screen, directory: directory(.view)))
        return specs
    }

    /// The view file of the screen's kind.
    func fosmvvmViewSpec(for screen: FOSMVVMScreen, directory: String) -> FileSpec {
        let fileName = screen.view + ".swift"
        return switch screen.kind {
        case .interactive: spec(FOSMVVMInteractiveViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .form: spec(FOSMVVMFormViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .container: spec(FOSMVVMContainerViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        case .result: spec(FOSMVVMResultViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        default: spec(FOSMVVMDisplayViewTemplate.self, screen, role: .view, directory: directory, fileName: fileName)
        }
    }
}

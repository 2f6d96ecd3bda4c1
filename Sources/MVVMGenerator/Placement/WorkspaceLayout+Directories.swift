extension WorkspaceLayout {
    /// The FOSMVVM folder of a FOSMVVM file.
    func fosmvvmDirectory(for role: FileRole, feature: String, hosting: Hosting) -> String {
        switch role {
        case .localization where hosting == .client: "Sources/\(viewModelsTarget)/Resources/ViewModels"
        case .localization: "\(serverResources)/ViewModels/\(feature)"
        case .factory: "Sources/\(webServerTarget)/ViewModelFactories"
        case .controller: "Sources/\(webServerTarget)/Controllers"
        case .requestTests: "Tests/\(webServerTarget)Tests/Requests"
        case .view: "Sources/\(viewsTarget)/\(feature)"
        default: "Sources/\(viewModelsTarget)/\(feature)"
        }
    }

    /// The contract-convention folder of a contract-convention file.
    func contractDirectory(for role: FileRole, name: String) -> String {
        switch role {
        case .view: "\(presentation)/\(name)/Views"
        case .viewModelTests: "\(presentationTests)/\(name)/ViewModels"
        case .snapshotTests: "\(presentationTests)/\(name)/Snapshots"
        case .support: "\(presentation)/Support"
        default: "\(presentation)/\(name)/ViewModels"
        }
    }
}

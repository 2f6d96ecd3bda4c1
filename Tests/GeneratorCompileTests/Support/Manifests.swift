/// `Package.swift` texts of the packages scaffolds are compiled in, laid out as each
/// convention's projects are.
enum Manifests {
    /// One app target holding `Sources/Presentation`, its tests in `Tests`.
    static func contract(module: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(module)",
            targets: [
                .target(name: "\(module)", path: "Sources"),
                .testTarget(name: "\(module)Tests", dependencies: ["\(module)"], path: "Tests"),
            ]
        )
        """
    }
}

extension Manifests {
    /// A plain app: one app target in `Sources/{module}`, its tests in `Tests/{module}Tests`.
    static func plain(module: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(module)",
            targets: [
                .target(name: "\(module)", path: "Sources/\(module)"),
                .testTarget(name: "\(module)Tests", dependencies: ["\(module)"], path: "Tests/\(module)Tests"),
            ]
        )
        """
    }
}

extension Manifests {
    /// FOSMVVM's layout (FOSMVVM): `ViewModels`, `Views` and `WebServer` targets and their
    /// tests, the server's YAML in `Sources/Resources`.
    static let fosmvvm = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "ViewModels", path: "Sources/ViewModels"),
                .target(name: "Views", dependencies: ["ViewModels"], path: "Sources/Views"),
                .target(name: "WebServer", dependencies: ["ViewModels"], path: "Sources/WebServer"),
                .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels"], path: "Tests/ViewModelsTests"),
                .testTarget(name: "WebServerTests", dependencies: ["WebServer"], path: "Tests/WebServerTests"),
            ]
        )
        """
}

extension Manifests {
    /// What a FOSMVVM app has before any scaffold (`fosmvvm-swiftui-app-setup`): the view-model
    /// module's resource access, which previews take their localization bundle from.
    static let fosmvvmAppFiles = [
        "Sources/ViewModels/ViewModelsResourceAccess.swift": """
        import Foundation

        public enum ViewModelsResourceAccess {
            public static var localizationBundle: Bundle { .main }
        }
        """
    ]

    /// The contract layout with the app modules the current contract style imports: `MyAppCommon` and
    /// `MyAppDesignSystem` beside the feature target, which depends on both.
    static func contractWithAppModules(module: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(module)",
            targets: [
                .target(name: "MyAppCommon", path: "Modules/Common"),
                .target(name: "MyAppDesignSystem", dependencies: ["MyAppCommon"], path: "Modules/DesignSystem"),
                .target(name: "\(module)", dependencies: ["MyAppCommon", "MyAppDesignSystem"], path: "Sources"),
                .testTarget(name: "\(module)Tests", dependencies: ["\(module)"], path: "Tests"),
            ]
        )
        """
    }
}

// swift-tools-version:6.0
import PackageDescription

// A project using the `mvvm-check` plugin: one dependency line on mvvm-lsp. The plugin tests
// point MVVM_LSP_PACKAGE at the mvvm-lsp checkout under test; a project names the repository.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mvvm-lsp", path: Context.environment["MVVM_LSP_PACKAGE"] ?? "../../.."),
    ],
    targets: [
        .target(name: "Orders"),
        .target(name: "Profile"),
        .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
    ]
)

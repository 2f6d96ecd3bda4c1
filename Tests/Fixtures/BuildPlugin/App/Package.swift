// swift-tools-version:6.0
import PackageDescription

// A package that ticks the build-tool plugin on one target. The plugin test lays it out beside
// the plugin package that Editors/xcode/make-plugin-package.sh writes, and beside `Surfaces`,
// which stands in for SwiftUI on Linux (Tests/CompileSurfaces).
let package = Package(
    name: "BuildPluginFixture",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../mvvm-lsp-plugins"),
        .package(path: "../Surfaces"),
    ],
    targets: [
        .target(
            name: "Orders",
            dependencies: [.product(name: "SwiftUI", package: "Surfaces")],
            plugins: [.plugin(name: "MVVMCheckBuildPlugin", package: "mvvm-lsp-plugins")]
        ),
        // No plugin here: its finding must not appear.
        .target(name: "Profile", dependencies: [.product(name: "SwiftUI", package: "Surfaces")]),
    ]
)

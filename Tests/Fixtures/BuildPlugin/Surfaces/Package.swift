// swift-tools-version:6.0
import PackageDescription

// SwiftUI and Combine as Tests/CompileSurfaces declares them (the plugin test copies the
// sources in), so that the build-tool plugin's fixture compiles on Linux.
let package = Package(
    name: "Surfaces",
    products: [.library(name: "SwiftUI", targets: ["SwiftUI"])],
    targets: [
        .target(name: "Combine"),
        .target(name: "SwiftUI", dependencies: ["Combine"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// A sample app for `mvvm-lsp check Tests/Fixtures/SampleWorkspace`; it is linted, not built.
let package = Package(
    name: "SampleWorkspace",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [.target(name: "App")]
)

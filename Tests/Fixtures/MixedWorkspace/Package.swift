// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "TaskViewModels", resources: [.process("Resources")]),
        .executableTarget(name: "Shop"),
        .executableTarget(name: "Lint", path: "Tools/Sources/Lint"),
        .testTarget(name: "ShopTests", dependencies: ["Shop"], resources: [.process("Resources")]),
        .testTarget(name: "StoreTests", dependencies: ["Shop"], resources: [.process("Resources")]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TaskBoard",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "TaskViewModels", targets: ["TaskViewModels"]),
        .library(name: "TaskViews", targets: ["TaskViews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/foscomputerservices/FOSUtilities", from: "0.13.0"),
    ],
    targets: [
        .target(
            name: "TaskViewModels",
            dependencies: [.product(name: "FOSMVVM", package: "FOSUtilities")],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "TaskViews",
            dependencies: ["TaskViewModels", .product(name: "FOSMVVM", package: "FOSUtilities")]
        ),
    ]
)

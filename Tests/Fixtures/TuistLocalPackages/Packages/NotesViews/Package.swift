// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NotesViews",
    platforms: [.iOS(.v17)],
    products: [.library(name: "NotesViews", targets: ["NotesViews"])],
    dependencies: [.package(path: "../NotesViewModels")],
    targets: [
        .target(name: "NotesViews", dependencies: [.product(name: "NotesViewModels", package: "NotesViewModels")]),
    ]
)

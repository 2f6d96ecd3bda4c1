// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "NotesViewModels",
    platforms: [.iOS(.v17)],
    products: [.library(name: "NotesViewModels", targets: ["NotesViewModels"])],
    targets: [
        .target(name: "NotesViewModels"),
    ]
)

import ProjectDescription

let project = Project(
    name: "Notes",
    packages: [
        .local(path: "Packages/NotesViews"),
        .local(path: "Packages/NotesViewModels"),
    ],
    targets: [
        .target(
            name: "NotesApp",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.mvvm-lsp.notes",
            sources: ["App/Sources/**"],
            dependencies: [.package(product: "NotesViews"), .package(product: "NotesViewModels")]
        ),
    ]
)

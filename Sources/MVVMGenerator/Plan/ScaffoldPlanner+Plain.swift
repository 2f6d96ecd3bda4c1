import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// The style a plain screen gets here: inferred from the screens nearest the anchor, then
    /// the configured items (`scaffold.plain`).
    public func plainStyle(near anchor: String?, name: String, settings: [String: String]) throws(ScaffoldError)
        -> PlainStyle
    {
        let placed = placed(name: name, anchor: anchor, learning: true, makingFolders: false)
        return try PlainStyle.inferred(from: placed.placement, snapshot: snapshot, root: root).overridden(by: settings)
    }

    /// Where a screen named `name` scaffolded from `anchor` goes, in words: beside which screens,
    /// or the conventions' usual layout.
    public func placementSummary(near anchor: String?, name: String) -> String {
        guard let placement = placed(name: name, anchor: anchor, learning: true, makingFolders: false).placement else {
            return "the workspace has no screens: the convention's usual layout, beside \(anchor ?? "the root")"
        }
        let nearest = placement.ranked.prefix(3).map { "\($0.name) (\($0.viewPath))" }.joined(separator: ", ")
        // An Xcode target's Swift module is its product's name, which its tests import
        // (`@testable import qBitManager` of the `qBitControl` target).
        var module = placement.module.name
        if let imported = placement.testedModule(forFileNamed: name + "ViewModelTests.swift", snapshot: snapshot),
            imported != module
        {
            module += " (Swift module `\(imported)`, as its tests import it)"
        }
        var summary = "beside the screens nearest \(anchor ?? "the root"): \(nearest); module \(module)"
        if let unmade = placement.unmadeViewFolder() {
            summary +=
                "; no folder is made: to keep the screen in `\(unmade)/`, as the nearest screens' folders"
                + " suggest, create it (or the new view's empty file in it) and scaffold from there"
        }
        return summary
    }

    /// A plain screen in the workspace's own style: the view model (in its own file, or in the
    /// view's as the screens keep it), the view, and a first view-model test where the screens
    /// have them; every file indented as the screens are.
    func plainPlan(for request: ScaffoldRequest) throws(ScaffoldError) -> ScaffoldPlan {
        let style = try PlainStyle.inferred(from: placement, snapshot: snapshot, root: root).overridden(
            by: request.options.plainStyle)
        var screen = PlainScreen(
            name: request.name, style: style, module: "", author: request.options.author, day: request.options.day)
        if let base = style.inheritance.value, let declared = snapshot.declaration(of: base)?.type {
            screen.baseIsObservableObject = PlainStyle.isObservableObject(declared, in: snapshot)
        }
        let fallback = plainFolder(near: request.options.anchor)
        func directory(_ role: FileRole, _ fileName: String) -> String {
            self.directory(
                for: role, name: request.name, feature: request.feature, fileName: fileName, inferred: fallback)
        }
        let viewFile = screen.view + ".swift"
        var specs: [FileSpec] = []
        let viewModelDirectory = directory(.viewModel, screen.viewModelFile ?? viewFile)
        var declaration = screen
        declaration.rendersDeclarationOnly = true
        var embedded = String(try templates.render(PlainViewModelTemplate.self, for: declaration).drop { $0 == "\n" })
        while embedded.hasSuffix("\n") { embedded.removeLast() }
        switch (screen.viewModelFile, screen.isNested) {
        case (let viewModelFile?, true):
            // `XView+ViewModel.swift`: the declaration inside an extension of the view.
            var extensionFile = screen
            extensionFile.embeddedViewModel = embedded
            specs.append(
                spec(
                    PlainViewModelTemplate.self, extensionFile, role: .viewModel, directory: viewModelDirectory,
                    fileName: viewModelFile))
        case (let viewModelFile?, false):
            specs.append(
                spec(
                    PlainViewModelTemplate.self, screen, role: .viewModel, directory: viewModelDirectory,
                    fileName: viewModelFile))
        case (nil, _):
            screen.embeddedViewModel = embedded
        }
        let testsFile = screen.testsFile
        let configuredTests = overrides.directory(for: .viewModelTests, name: request.name, feature: request.feature)
        let testsDirectory =
            placement == nil || configuredTests != nil
            ? configuredTests
            : placement?.mirroredTestDirectory(forFileNamed: testsFile, viewModelDirectory: viewModelDirectory)
                ?? testDirectory(
                    for: .viewModelTests, name: request.name, feature: request.feature, fileName: testsFile,
                    inferred: fallback)
                ?? style.nearestTestPath.map {
                    style.testsBesideViewModels
                        ? viewModelDirectory : ScreenCatalog.folders(of: $0).joined(separator: "/")
                }
        // An Xcode target's module as code imports it (`SwiftUI_SotkaApp`).
        screen.module =
            placement?.testedModule(forFileNamed: testsFile, snapshot: snapshot)
            ?? LearnedPlacement.identifier(module(ofDirectory: viewModelDirectory).name)
        specs.append(
            spec(PlainViewTemplate.self, screen, role: .view, directory: directory(.view, viewFile), fileName: viewFile)
        )
        // A first test builds the view model, from what the app's previews pass where it needs
        // dependencies without defaults; one that needs more is the team's to write.
        if let testsDirectory, screen.canTest, style.hasTests {
            specs.append(
                spec(
                    PlainViewModelTestsTemplate.self, screen, role: .viewModelTests, directory: testsDirectory,
                    fileName: testsFile))
        }
        return try assemble(specs.map { reindented($0, unit: style.indentation.value) })
    }

    /// Where a plain screen goes in a workspace without screens: beside the anchor, else in the
    /// app module with the most Swift files, else the root.
    private func plainFolder(near anchor: String?) -> String {
        if let anchor {
            return LearnedPlacement.isFile(anchor) ? ScreenCatalog.folders(of: anchor).joined(separator: "/") : anchor
        }
        var counts: [String: Int] = [:]
        for path in snapshot.sourceFiles.keys where snapshot.isAppCode(path) && !ModuleMap.isManifest(path) {
            counts[snapshot.modules.module(containing: path).root, default: 0] += 1
        }
        guard let busiest = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return "" }
        return RelativePath.of(busiest, in: root).map { $0 == "." ? "" : $0 } ?? ""
    }

    /// `spec` rendering with the screens' indentation in place of the templates' four spaces.
    private func reindented(_ spec: FileSpec, unit: String) -> FileSpec {
        guard unit != "    " else { return spec }
        var spec = spec
        let render = spec.render
        spec.render = { () throws(ScaffoldError) in
            try render().split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                var rest = line[...]
                var levels = 0
                while rest.hasPrefix("    ") {
                    rest = rest.dropFirst(4)
                    levels += 1
                }
                return String(repeating: unit, count: levels) + rest
            }.joined(separator: "\n")
        }
        return spec
    }
}

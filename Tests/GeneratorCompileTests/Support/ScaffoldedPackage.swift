import Foundation
import MVVMAnalyzerCore
import MVVMGenerator
import TestSupport
import XCTest

/// A package on disk whose manifest declares the targets a convention's scaffolds go into;
/// a scaffold is planned into it by the real planner, written, and compiled target by target.
struct ScaffoldedPackage {
    /// The package folder, removed with the last copy of this value.
    let workspace: TestWorkspace
    var root: String { workspace.path }

    /// A new package folder with `manifest` as its `Package.swift` and `files` beside it.
    init(manifest: String, files: [String: String] = [:]) throws {
        workspace = try TestWorkspace(named: "Package", files: files.merging(["Package.swift": manifest]) { $1 })
    }

    func write(_ path: String, _ text: String) throws {
        try workspace.write(path, text)
    }

    func snapshot() throws -> WorkspaceSnapshot {
        try WorkspaceSnapshot.load(root: root)
    }

    /// The real planner on this package as it is on disk.
    func planner() throws -> ScaffoldPlanner {
        ScaffoldPlanner(root: root, snapshot: try snapshot(), templates: try TemplateLibrary(root: root))
    }

    /// Plans `request` with the real planner and writes every file; returns their paths.
    @discardableResult
    func scaffold(_ request: ScaffoldRequest) throws -> [String] {
        let plan = try planner().plan(request)
        XCTAssertTrue(plan.conflicts.isEmpty, "conflicts: \(plan.conflicts.map(\.path))")
        for file in plan.files { try write(file.path, file.contents) }
        return plan.files.map(\.path)
    }

    /// Compiles every Swift file of the package (but the manifest) module by module, as the
    /// manifest's targets group them, against the surfaces (those of `fosmvvm` when given),
    /// with the compilation `conditions` of the build (`["DEBUG"]` for a debug build, none for
    /// release); throws the compiler's output on any error.
    func compile(with surfaces: CompileSurfaces, fosmvvm version: FOSMVVMVersion? = nil, conditions: [String] = [])
        throws
    {
        let snapshot = try snapshot()
        var files: [String: [String]] = [:]
        var testModules: Set<String> = []
        for path in CompileSurfaces.swiftFiles(in: root) where !ModuleMap.isManifest(path) {
            let placement = snapshot.modules.placement(ofFile: path)
            files[placement.module.name, default: []].append(path)
            if placement.kind == .tests { testModules.insert(placement.module.name) }
        }
        let output = root + "/.modules" + conditions.map { "-" + $0 }.joined()
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for module in try ModuleOrder.sorted(files) {
            let isTest = testModules.contains(module)
            try surfaces.compiler.compile(
                module: module, files: files[module] ?? [], searchPaths: surfaces.searchPaths(for: version) + [output],
                emitModuleInto: isTest ? nil : output, enableTesting: !isTest,
                conditions: CompileSurfaces.conditions(for: version) + conditions)
        }
    }

    /// Removes the `/*` and `*/` lines around commented-out previews in every file that has
    /// a `#Preview`, so the previews are compiled as a developer enabling them would.
    func uncommentPreviews() throws {
        for path in CompileSurfaces.swiftFiles(in: root) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.contains("#Preview") else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !["/*", "*/"].contains($0.trimmingCharacters(in: .whitespaces)) }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}

extension XCTestCase {
    /// The compiled surfaces, or a failure naming why they could not be built.
    func surfaces() throws -> CompileSurfaces {
        try CompileSurfaces.shared.get()
    }

    /// A scaffolded package removed when the test ends.
    func makePackage(manifest: String, files: [String: String] = [:]) throws -> ScaffoldedPackage {
        let package = try ScaffoldedPackage(manifest: manifest, files: files)
        addTeardownBlock { package.workspace.remove() }
        return package
    }
}

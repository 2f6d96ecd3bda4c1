import Foundation
import MVVMGenerator

/// The API surfaces of `Tests/CompileSurfaces` (SwiftUI, FOSMVVM, …) compiled once per test
/// run into a temporary folder, in the order their imports require; the FOSMVVM modules once
/// per library version, into a folder of their own.
struct CompileSurfaces: Sendable {
    /// The folder holding every unversioned surface's `.swiftmodule`.
    let modulesDirectory: String
    let macroPlugin: String

    /// The surfaces that differ between FOSMVVM versions (`#if FOSMVVM_SEEDS`).
    static let versionedModules: Set<String> = ["FOSMVVM", "FOSMVVMVapor", "FOSTesting", "FOSTestingVapor"]

    /// The compilation condition of a FOSMVVM version, set when compiling its surfaces and
    /// the scaffolds written for it (the test macros expand by it).
    static func conditions(for version: FOSMVVMVersion?) -> [String] {
        version == .seeds ? ["FOSMVVM_SEEDS"] : []
    }

    /// The folders a module compiled for `version` finds the surfaces in.
    func searchPaths(for version: FOSMVVMVersion?) -> [String] {
        guard let version else { return [modulesDirectory] }
        return [modulesDirectory + "/" + version.rawValue, modulesDirectory]
    }

    var compiler: SwiftCompiler { SwiftCompiler(macroPlugin: macroPlugin) }

    /// Built on first use; a failure is kept and reported by every test.
    static let shared: Result<CompileSurfaces, Error> = Result { try CompileSurfaces.build() }

    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompileSurfaces").path

    private static func build() throws -> CompileSurfaces {
        let plugin = try findMacroPlugin()
        let output = NSTemporaryDirectory() + "mvvm-compile-surfaces-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let surfaces = CompileSurfaces(modulesDirectory: output, macroPlugin: plugin)
        let modules = try FileManager.default.contentsOfDirectory(atPath: sourceRoot)
            .filter { $0 != "Macros" && isDirectory(sourceRoot + "/" + $0) }
        let files = Dictionary(
            uniqueKeysWithValues: modules.map { module in
                (module, swiftFiles(in: sourceRoot + "/" + module))
            })
        for module in try ModuleOrder.sorted(files) {
            let versions: [FOSMVVMVersion?] = versionedModules.contains(module) ? FOSMVVMVersion.allCases : [nil]
            for version in versions {
                let folder = surfaces.searchPaths(for: version)[0]
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try surfaces.compiler.compile(
                    module: module, files: files[module] ?? [], searchPaths: surfaces.searchPaths(for: version),
                    emitModuleInto: folder, conditions: conditions(for: version))
            }
        }
        return surfaces
    }

    /// `CompileSurfaceMacros-tool`, which SwiftPM builds beside this test bundle.
    private static func findMacroPlugin() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("CompileSurfaceMacros-tool").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        struct Missing: Error, CustomStringConvertible {
            var description: String {
                "CompileSurfaceMacros-tool not found beside the test bundle; run swift build --build-tests"
            }
        }
        throw Missing()
    }

    static func swiftFiles(in folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift"), !path.hasPrefix(".") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Orders modules so that each comes after the modules among them it imports.
enum ModuleOrder {
    struct Cycle: Error, CustomStringConvertible {
        let modules: [String]
        var description: String { "import cycle among \(modules.sorted().joined(separator: ", "))" }
    }

    static func sorted(_ files: [String: [String]]) throws -> [String] {
        var imports: [String: Set<String>] = [:]
        for (module, paths) in files {
            imports[module] = Set(paths.flatMap { importedModules(of: $0) }).intersection(files.keys).subtracting([
                module
            ])
        }
        var ordered: [String] = []
        var remaining = Set(files.keys)
        while !remaining.isEmpty {
            let ready = remaining.filter { imports[$0, default: []].isSubset(of: ordered) }.sorted()
            guard !ready.isEmpty else { throw Cycle(modules: Array(remaining)) }
            ordered += ready
            remaining.subtract(ready)
        }
        return ordered
    }

    /// The modules a file imports (`import X`, `@testable import X`, `@_exported import X`).
    static func importedModules(of path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.count >= 2, words[0] == "import" else { return nil }
            return String(words[1])
        }
    }
}

import Foundation
import MVVMAnalyzerCore

/// Where a workspace keeps its targets and resources, inferred from its folders and files
/// (seed layouts as defaults). Paths are relative to the root.
struct WorkspaceLayout: Sendable, Hashable {
    /// FOSMVVM: the target holding view models (`Sources/{viewModelsTarget}`).
    var viewModelsTarget = "ViewModels"
    /// FOSMVVM: the target holding views.
    var viewsTarget = "Views"
    /// FOSMVVM: the server target holding factories.
    var webServerTarget = "WebServer"
    /// FOSMVVM: the resources folder of server-hosted localization.
    var serverResources = "Sources/Resources"
    /// Contract: the folder holding one folder per screen.
    var presentation = "Sources/Presentation"
    /// Contract: the tests' counterpart of `presentation`.
    var presentationTests = "Tests/Presentation"

    init() {}

    /// Reads `Sources/*` on disk and the snapshot's files: a target named `…ViewModels`
    /// (else one declaring `@ViewModel` types), `…Views` (else one declaring views), a server
    /// target (`…Server`, else one importing Vapor), the `Resources` folder holding most
    /// `*.yml` files, and the most used `…/Sources/Presentation` folder.
    init(root: String, snapshot: WorkspaceSnapshot) {
        let targets = Self.sourceTargets(root: root)
        let files = snapshot.sourceFiles.values.compactMap { file in
            Self.relative(file.path, to: root).map { ($0, file.facts) }
        }
        func target(named suffix: String, orDeclaring matches: (FileFacts) -> Bool) -> String? {
            targets.first { $0.hasSuffix(suffix) }
                ?? targets.first { target in files.contains { $0.0.hasPrefix("Sources/\(target)/") && matches($0.1) } }
        }
        if let target = target(named: "ViewModels", orDeclaring: { $0.types.contains { $0.attributes.contains(named: "ViewModel") } }) {
            viewModelsTarget = target
        }
        if let target = target(named: "Views", orDeclaring: { $0.types.contains { $0.inherits("ViewModelView") } }) {
            viewsTarget = target
        }
        if let target = target(named: "Server", orDeclaring: { $0.imports("Vapor") }) {
            webServerTarget = target
        }
        let clientResources = "Sources/\(viewModelsTarget)/Resources"
        let resourceFolders = snapshot.localization.files.keys.compactMap { path -> String? in
            guard let components = Self.relative(path, to: root)?.split(separator: "/"),
                  let index = components.dropLast().firstIndex(of: "Resources") else { return nil }
            let folder = components[...index].joined(separator: "/")
            return folder == clientResources ? nil : folder
        }
        if let folder = Self.mostCommon(resourceFolders) { serverResources = folder }
        let presentations = files.compactMap { path, _ -> String? in
            path.range(of: "Sources/Presentation/").map { String(path[..<$0.lowerBound]) + "Sources/Presentation" }
        }
        if let folder = Self.mostCommon(presentations) {
            presentation = folder
            presentationTests = String(folder.dropLast("Sources/Presentation".count)) + "Tests/Presentation"
        }
    }

    /// `path` relative to `root`, or `nil` when it lies elsewhere.
    static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private static func sourceTargets(root: String) -> [String] {
        let sources = (root as NSString).appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            let path = (sources as NSString).appendingPathComponent(name)
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    /// The most frequent value, the alphabetically first on a tie.
    private static func mostCommon(_ values: [String]) -> String? {
        let counts = values.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }
}

import Foundation
import MVVMAnalyzerCore

/// Where a workspace keeps its targets and resources, inferred from its folders and files
/// (the conventions' usual layouts as defaults). Paths are relative to the root.
struct WorkspaceLayout: Sendable, Hashable {
    /// FOSMVVM: the target holding view models (`Sources/{viewModelsTarget}`).
    var viewModelsTarget = "ViewModels"
    /// FOSMVVM: the target holding views.
    var viewsTarget = "Views"
    /// FOSMVVM: the server target holding factories.
    var webServerTarget = "WebServer"
    /// FOSMVVM: the resources folder of server-hosted localization.
    var serverResources = "Sources/Resources"
    /// FOSMVVM: the test target holding `LocalizableTestCase` suites (`Tests/{target}`), if
    /// the workspace has one.
    var viewModelTestsTarget: String?
    /// Contract: the folder holding one folder per screen.
    var presentation = "Sources/Presentation"
    /// Contract: the tests' counterpart of `presentation`.
    var presentationTests = "Tests/Presentation"

    init() {}

    /// Reads `Sources/*` on disk and the snapshot's files: a target named `…ViewModels`
    /// (else one declaring `@ViewModel` types), `…Views` (else one declaring views), a server
    /// target (`…Server`, else one importing Vapor), the test target with most
    /// `LocalizableTestCase` suites, the `Resources` folder holding most
    /// `*.yml` files, and the most used `…/Sources/Presentation` folder.
    init(root: String, snapshot: WorkspaceSnapshot) {
        let targets = Self.sourceTargets(root: root)
        // One pass over the files: the targets declaring view models, views, server code.
        var declaring: [Kind: Set<Substring>] = [:]
        var presentations: [String] = []
        var localizableTestTargets: [String] = []
        for file in snapshot.sourceFiles.values {
            guard let path = Self.relative(file.path, to: root) else { continue }
            if let target = Self.target(ofRelativePath: path) {
                if file.facts.types.contains(where: { $0.attributes.contains(named: "ViewModel") }) {
                    declaring[.viewModels, default: []].insert(target)
                }
                if file.facts.types.contains(where: { $0.inherits("ViewModelView") }) {
                    declaring[.views, default: []].insert(target)
                }
                if file.facts.imports("Vapor") { declaring[.server, default: []].insert(target) }
            }
            if path.hasPrefix("Tests/"), let target = path.split(separator: "/").dropFirst().first,
                path.split(separator: "/").count > 2,
                file.facts.types.contains(where: { $0.inherits("LocalizableTestCase") })
            {
                localizableTestTargets.append(String(target))
            }
            if let marker = path.range(of: "Sources/Presentation/") {
                presentations.append(String(path[..<marker.lowerBound]) + "Sources/Presentation")
            }
        }
        func target(named suffix: String, orDeclaring kind: Kind) -> String? {
            targets.first { $0.hasSuffix(suffix) } ?? targets.first { declaring[kind]?.contains(Substring($0)) == true }
        }
        if let target = target(named: "ViewModels", orDeclaring: .viewModels) { viewModelsTarget = target }
        if let target = target(named: "Views", orDeclaring: .views) { viewsTarget = target }
        if let target = target(named: "Server", orDeclaring: .server) { webServerTarget = target }
        let clientResources = "Sources/\(viewModelsTarget)/Resources"
        let resourceFolders = snapshot.localization.files.keys.compactMap { path -> String? in
            guard let components = Self.relative(path, to: root)?.split(separator: "/"),
                let index = components.dropLast().firstIndex(of: "Resources")
            else { return nil }
            let folder = components[...index].joined(separator: "/")
            return folder == clientResources ? nil : folder
        }
        if let folder = Self.mostCommon(resourceFolders) { serverResources = folder }
        viewModelTestsTarget = Self.mostCommon(localizableTestTargets)
        if let folder = Self.mostCommon(presentations) {
            presentation = folder
            presentationTests = String(folder.dropLast("Sources/Presentation".count)) + "Tests/Presentation"
        }
    }

    private enum Kind { case viewModels, views, server }

    /// `T` of `Sources/T/…`.
    private static func target(ofRelativePath path: String) -> Substring? {
        guard path.hasPrefix("Sources/") else { return nil }
        let rest = path.dropFirst("Sources/".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return rest[..<slash]
    }

    /// Layouts already read, by root, with the `declarationsRevision` they were read at.
    private static let cache = WorkspaceStateCache<WorkspaceLayout>()

    /// `WorkspaceLayout(root:snapshot:)`, read again only when the snapshot's declarations
    /// changed since the last time (edits inside bodies keep the layout).
    static func cached(root: String, snapshot: WorkspaceSnapshot) -> WorkspaceLayout {
        cache.value(root: root, revision: snapshot.declarationsRevision) {
            WorkspaceLayout(root: root, snapshot: snapshot)
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

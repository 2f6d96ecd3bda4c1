import Foundation
import PackagePlugin

/// The build-tool plugin: `mvvm-lsp check` on a target's Swift files during `swift build` and
/// Xcode builds, its findings printed as `file:line:col: warning: …` lines that the build shows as
/// issues. The package is the workspace (its `.mvvm-lsp.yml`, baseline and module map, as in
/// the editor); the target's own directory is what is linted. The check reruns only when a Swift
/// file of the package or a settings file changes: cross-file rules read the whole package.
@main
struct MVVMCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
            !target.sourceFiles(withSuffix: "swift").map(\.url).isEmpty
        else { return [] }
        let root = context.package.directoryURL
        let packageSwiftFiles = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return [
            try BuildCheck.command(
                tool: CheckInvocation.tool { try context.tool(named: $0).url },
                root: root, paths: [target.directoryURL], workDirectory: context.pluginWorkDirectoryURL,
                inputs: packageSwiftFiles + CheckInvocation.settingsFiles(root: root, folders: [target.directoryURL]),
                targetName: target.name)
        ]
    }
}

/// The one build command both build-tool variants return.
enum BuildCheck {
    static func command(tool: URL, root: URL, paths: [URL], workDirectory: URL, inputs: [URL], targetName: String)
        -> Command
    {
        // The stamp is Swift (one comment line): SwiftPM compiles a build command's Swift
        // outputs with the target, which orders the check before compilation; any other kind
        // of output would become a resource of the user's target.
        let stamp = workDirectory.appendingPathComponent("MVVMCheckStamp.swift")
        return .buildCommand(
            displayName: "mvvm-lsp check \(targetName)",
            executable: tool,
            arguments: CheckInvocation.arguments(
                root: root, paths: paths, workDirectory: workDirectory,
                passedOn: ["--no-progress", "--build-stamp", stamp.path]),
            inputFiles: inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the project's folder is the workspace, the target's Swift files are
/// linted, and a change to any Swift file of the project reruns the check.
extension MVVMCheckBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swiftFiles = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        let root = context.xcodeProject.directoryURL
        let projectSwiftFiles = context.xcodeProject.targets
            .flatMap { $0.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url) }
        return [
            try BuildCheck.command(
                tool: CheckInvocation.tool { try context.tool(named: $0).url },
                root: root, paths: swiftFiles, workDirectory: context.pluginWorkDirectoryURL,
                inputs: projectSwiftFiles + CheckInvocation.settingsFiles(root: root, folders: []),
                targetName: target.displayName)
        ]
    }
}
#endif

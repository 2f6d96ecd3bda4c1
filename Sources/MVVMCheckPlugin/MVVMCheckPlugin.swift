import Foundation
import PackagePlugin

/// `swift package mvvm-check`: runs `mvvm-lsp check` on this package's targets with the
/// package's `.mvvm-lsp.yml`, printing `file:line:col: warning: …` lines that Xcode and SwiftPM
/// show as issues. `--target NAME` (repeatable) narrows the run; every other argument is passed
/// to `check` (`--fail-on warning`, `--baseline FILE`, `--changed`, `--format json`, …).
@main
struct MVVMCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let targets = try selectedTargets(named: targetNames, in: context.package)
        guard !targets.isEmpty else {
            Diagnostics.remark("mvvm-check: the package has no source targets to check")
            return
        }
        let process = Process()
        process.executableURL = try CheckInvocation.tool { try context.tool(named: $0).url }
        process.arguments = CheckInvocation.arguments(
            root: context.package.directoryURL, paths: targets.map(\.directoryURL),
            workDirectory: context.pluginWorkDirectoryURL, passedOn: passedOn)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw CheckFailure("mvvm-check: findings reach the failure threshold (--fail-on)")
        default: throw CheckFailure("mvvm-check: `mvvm-lsp check` failed with exit status \(process.terminationStatus)")
        }
    }

    /// The named targets, or every source target that is not a test target.
    private func selectedTargets(named names: [String], in package: Package) throws -> [SourceModuleTarget] {
        if names.isEmpty {
            return package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
        }
        return try names.map { name in
            guard let target = package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else {
                throw CheckFailure("mvvm-check: no source target named '\(name)' in \(package.displayName)")
            }
            return target
        }
    }
}

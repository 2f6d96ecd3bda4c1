import Foundation

/// `mvvm-lsp-bench`: measures the speed and memory targets (Tests/Benchmarks/RESULTS.md) against baselines taken in the same run
/// and prints a Markdown table. `--smoke` runs everything on tiny inputs without judging.
let arguments = BenchmarkArguments(CommandLine.arguments.dropFirst())
guard let binary = arguments.binary else {
    FileHandle.standardError.write(
        Data("mvvm-lsp-bench: no mvvm-lsp binary next to this one; pass --binary PATH\n".utf8))
    exit(2)
}
if let folder = arguments.generateFolder {
    do {
        try WorkspaceGenerator(root: URL(fileURLWithPath: folder)).generate(screens: arguments.screens)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("mvvm-lsp-bench: \(error)\n".utf8))
        exit(1)
    }
}
let smoke = arguments.smoke
var figures: [Figure] = []
do {
    for suite in arguments.suites {
        FileHandle.standardError.write(Data("== \(suite)\n".utf8))
        switch suite {
        case "keystroke":
            figures += try KeystrokeBenchmark(
                binary: binary, lines: smoke ? 60 : 600, screens: smoke ? 5 : 200,
                keystrokes: smoke ? 5 : 300
            ).run()
        case "indexing":
            figures += try IndexingBenchmark(
                binary: binary, lines: smoke ? 60 : 600, screens: smoke ? 20 : 667,
                viewLines: smoke ? 40 : 400,
                smallScreens: smoke ? 10 : 200, openedViews: smoke ? 3 : 20
            ).run()
        case "batch":
            figures += try BatchBenchmark(
                binary: binary, swiftFormat: Command.find("swift-format"),
                screens: smoke ? 5 : arguments.batchScreens,
                memoryScreens: smoke ? 25 : 10_000, runs: smoke ? 1 : 5
            ).run()
        case "scale":
            figures += try ScaleBenchmark(
                binary: binary, screens: smoke ? 10 : arguments.screens,
                requests: smoke ? 5 : 300
            ).run()
        case "realcode":
            guard !arguments.realApps.isEmpty else {
                throw BenchmarkError(description: "realcode needs --real-app FOLDER")
            }
            figures += try RealCodeBenchmark(
                binary: binary, apps: arguments.realApps, runs: smoke ? 1 : 3,
                speedRounds: smoke ? 1 : 7
            ).run()
        default:
            throw BenchmarkError(description: "unknown suite '\(suite)'")
        }
    }
} catch {
    FileHandle.standardError.write(Data("mvvm-lsp-bench: \(error)\n".utf8))
    exit(1)
}
print(ResultTable.render(figures, smoke: smoke))
exit(smoke || figures.allSatisfy { $0.passes != false } ? 0 : 1)

import Foundation

/// The command line: `mvvm-lsp-bench [--smoke] [--binary PATH] [--screens N]
/// [--batch-screens N] [--real-app FOLDER]… [suite…]` with suites `keystroke`, `indexing`,
/// `batch`, `scale` and, given real apps, `realcode` (default: all).
struct BenchmarkArguments {
    var smoke = false
    var binary: String?
    var screens = 10_000
    var batchScreens = 2_000
    var suites = ["keystroke", "indexing", "batch", "scale"]
    var generateFolder: String?
    /// Folders of real apps for the `realcode` suite (the first one is timed).
    var realApps: [String] = []

    init<Arguments: Sequence<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        var suites: [String] = []
        while let argument = iterator.next() {
            switch argument {
            case "--smoke": smoke = true
            case "--generate": generateFolder = iterator.next()
            case "--binary": binary = iterator.next()
            case "--screens": screens = iterator.next().flatMap(Int.init) ?? screens
            case "--batch-screens": batchScreens = iterator.next().flatMap(Int.init) ?? batchScreens
            case "--real-app": realApps += iterator.next().map { [$0] } ?? []
            default: suites.append(argument)
            }
        }
        if !realApps.isEmpty { self.suites.append("realcode") }
        if !suites.isEmpty { self.suites = suites }
        binary = binary ?? Self.siblingServer()
    }

    /// `mvvm-lsp` in the folder of this executable (both are products of one build).
    private static func siblingServer() -> String? {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let sibling = own.deletingLastPathComponent().appendingPathComponent("mvvm-lsp").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }
}

import Foundation

/// The command line: `mvvm-lsp-bench [--smoke] [--binary PATH] [--screens N]
/// [--batch-screens N] [suite…]` with suites `keystroke`, `indexing`, `batch`, `scale` (default: all).
struct BenchmarkArguments {
    var smoke = false
    var binary: String?
    var screens = 10_000
    var batchScreens = 2_000
    var suites = ["keystroke", "indexing", "batch", "scale"]
    var generateFolder: String?

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
            default: suites.append(argument)
            }
        }
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

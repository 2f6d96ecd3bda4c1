import Foundation
import MVVMAnalyzerCore

/// Which build of mvvm-lsp wrote a cache: its version and its executable's size and
/// modification time, so that a rebuilt binary (a changed rule) never reads findings an older
/// one wrote.
enum ToolIdentity {
    /// The version of the cache's format: raised when what is stored changes shape.
    static let cacheFormat = 4

    static let current: String = {
        let stamp = FileStamp(path: executablePath)
        return "mvvm-lsp cache \(cacheFormat); executable \(stamp?.size ?? -1) bytes, modified \(stamp?.modified ?? -1)"
    }()

    /// The running executable. On Linux from `/proc/self/exe`: `Bundle.main` lists the
    /// executable's folder to build the bundle, which took a tenth of a run on an unchanged tree.
    private static var executablePath: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "mvvm-lsp"
    }
}

import Foundation

/// Which build of mvvm-lsp wrote a cache: its version and its executable's size and
/// modification time, so that a rebuilt binary (a changed rule) never reads findings an older
/// one wrote.
enum ToolIdentity {
    /// The version of the cache's format: raised when what is stored changes shape.
    static let cacheFormat = 1

    static let current: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "mvvm-lsp"
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "mvvm-lsp cache \(cacheFormat); executable \(size) bytes, modified \(modified)"
    }()
}

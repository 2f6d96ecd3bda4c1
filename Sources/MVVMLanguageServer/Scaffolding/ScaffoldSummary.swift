import MVVMAnalyzerCore

/// What a scaffold made, as the message the editor shows: the files by folder, relative to the
/// workspace folder (`Scaffold Settings: 3 files in Features/Home/…/Settings: ViewModels/
/// SettingsViewModel.swift, …`).
struct ScaffoldSummary {
    let label: String
    /// Absolute paths of the files created or filled.
    let paths: [String]
    let root: String

    var text: String {
        let relative = paths.map { RelativePath.display($0, in: root) }
        let shared = Self.sharedFolder(of: relative)
        let names = relative.map { shared.isEmpty ? $0 : RelativePath.display($0, in: shared) }
        let count = "\(paths.count) file\(paths.count == 1 ? "" : "s")"
        let place = shared.isEmpty ? "" : " in \(shared)"
        return "\(label): \(count)\(place): \(names.joined(separator: ", "))"
    }

    /// The deepest folder holding every path ("" when they share none).
    private static func sharedFolder(of paths: [String]) -> String {
        guard var shared = paths.first?.split(separator: "/").dropLast().map(String.init) else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast().map(String.init)
            shared = Array(zip(shared, folders).prefix { $0 == $1 }.map(\.0))
        }
        return shared.joined(separator: "/")
    }
}

import Foundation
import TestSupport

/// Counts and seeds of the long-running tests: small enough for CI by default, raised through
/// environment variables for a longer run (see Tests/ReliabilityTests/README.md).
enum Budget {
    static func int(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? value
    }
    static func seed(_ name: String, default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? value
    }
}

/// A fresh temporary folder, removed at the end (permissions restored first).
final class TemporaryFolder {
    let url: URL
    init(_ name: String = "ws") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-lsp-reliability-\(UUID().uuidString)").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit {
        let top = url.deletingLastPathComponent()
        if let enumerator = FileManager.default.enumerator(atPath: top.path) {
            for case let path as String in enumerator {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: top.appendingPathComponent(path).path)
            }
        }
        try? FileManager.default.removeItem(at: top)
    }
    var uri: String { url.absoluteString }
    func url(_ relative: String) -> URL { url.appendingPathComponent(relative) }
    func uri(_ relative: String) -> String { url(relative).absoluteString }
    func write(_ relative: String, _ text: String) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    func read(_ relative: String) throws -> String { try String(contentsOf: url(relative), encoding: .utf8) }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }
    /// Every file below the folder (relative paths), sorted.
    var allFiles: [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url($0).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}

/// Small Swift sources for the tests to open and edit.
enum SwiftSamples {
    static func viewModel(_ name: String) -> String {
        """
        import SwiftUI

        @Observable
        final class \(name)ViewModel {
            var title: String = ""
            var items: [String] = []
            func load() async { items = ["a", "b"] }
        }

        struct \(name)View: View {
            let viewModel: \(name)ViewModel
            var body: some View {
                VStack {
                    Text("Hello \(name)")
                    ForEach(viewModel.items, id: \\.self) { Text($0) }
                }
                .task { await viewModel.load() }
            }
        }

        """
    }
}

import Foundation
import MVVMGenerator
import SwiftParser
import SwiftSyntax
import XCTest

/// Golden files under `Tests/Fixtures/Generator/golden/<variant>/<path>`. Set
/// `MVVM_GENERATOR_RECORD=1` to rewrite them from the current templates.
enum GoldenFiles {
    static let recordVariable = "MVVM_GENERATOR_RECORD"

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Generator")

    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Compares every planned file with its golden file byte for byte, and the golden folder
    /// with the plan (no missing, no extra files).
    static func assertMatches(
        _ files: [PlannedFile], variant: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = fixtures.appendingPathComponent("golden/\(variant)")
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for planned in files {
                let url = folder.appendingPathComponent(planned.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(planned.contents.utf8).write(to: url)
            }
            return
        }
        XCTAssertEqual(
            goldenPaths(in: folder), files.map(\.path).sorted(), "files of \(variant)", file: file, line: line)
        for planned in files {
            let url = folder.appendingPathComponent(planned.path)
            let expected = try? Data(contentsOf: url)
            XCTAssertEqual(
                expected, Data(planned.contents.utf8),
                "\(variant)/\(planned.path) differs from its golden file (\(recordVariable)=1 rewrites it):\n\(planned.contents)",
                file: file, line: line
            )
        }
    }

    private static func goldenPaths(in folder: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let prefix = folder.resolvingSymlinksInPath().path + "/"
        return enumerator.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { return nil }
            let path = url.resolvingSymlinksInPath().path
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        }.sorted()
    }
}

/// Fails when a generated Swift file does not parse cleanly.
func assertParses(_ file: PlannedFile, _ message: String = "", line: UInt = #line) {
    guard file.path.hasSuffix(".swift") else { return }
    let tree = Parser.parse(source: file.contents)
    XCTAssertFalse(tree.hasError, "\(file.path) has syntax errors \(message)\n\(file.contents)", line: line)
    let unexpected = UnexpectedNodeFinder(viewMode: .all)
    unexpected.walk(tree)
    XCTAssertEqual(unexpected.found, [], "\(file.path) has unexpected nodes \(message)", line: line)
}

private final class UnexpectedNodeFinder: SyntaxVisitor {
    var found: [String] = []

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        found.append(node.description)
        return .skipChildren
    }
}

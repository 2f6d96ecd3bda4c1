import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport

/// Target 2: `mvvm-lsp check` over a large workspace against a bare serial parse of the same
/// files, one worker against two, and against `swift-format lint`.
struct BatchBenchmark {
    let binary: String
    let swiftFormat: String?
    let screens: Int
    /// Screens (three files each) of the larger workspace `check`'s peak memory is measured on.
    let memoryScreens: Int
    let runs: Int

    func run() throws -> [Figure] {
        let folder = try TestWorkspace(named: "batch")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: screens)
        let files = generator.swiftFiles()

        let parse = best { Self.parseAll(files) }
        let floor = best { Self.parseAll(files, walks: 2) }
        let parallelParse = best { Self.parseAllOnTwoThreads(files) }
        let serial = try best {
            try Command.run(binary, ["check", "--no-cache", "--jobs", "1", "--fail-on", "never", folder.root.path])
        }
        let parallel = try best {
            try Command.run(binary, ["check", "--no-cache", "--jobs", "2", "--fail-on", "never", folder.root.path])
        }
        var figures = [
            Figure(
                name: "check --jobs 1, \(files.count) files", value: serial, unit: "ms",
                baseline: parse, baselineName: "bare parse, serial", target: .ratioAtMost(1.3)),
            Figure(
                name: "structural floor: parse + 2 empty tree walks (facts, rules)", value: floor, unit: "ms",
                baseline: parse, baselineName: "bare parse, serial", target: .none),
            Figure(
                name: "check --jobs 1 against the structural floor", value: serial, unit: "ms",
                baseline: floor, baselineName: "parse + 2 walks", target: .none),
            Figure(
                name: "check speed-up, --jobs 1 / --jobs 2", value: serial, unit: "ms",
                baseline: parallel, baselineName: "--jobs 2", target: .ratioAtLeast(1.8)),
            Figure(
                name: "parallel ceiling: bare parse speed-up, 1 / 2 threads of one process", value: parse, unit: "ms",
                baseline: parallelParse, baselineName: "bare parse, 2 threads", target: .none),
        ]
        figures += try peakMemory(of: folder.root, files: files.count)
        if let swiftFormat {
            let format = try Command.run(swiftFormat, ["lint", "--recursive", folder.root.path])
            figures.append(
                Figure(
                    name: "swift-format lint (serial) / check --jobs 1", value: format, unit: "ms",
                    baseline: serial, baselineName: "check --jobs 1", target: .ratioAtLeast(5)))
        }
        return figures
    }

    /// `check`'s peak resident memory on this workspace and on one five times larger (which
    /// must not need more: the trees it keeps are bounded).
    private func peakMemory(of workspace: URL, files: Int) throws -> [Figure] {
        let small = try Command.runMeasuringPeakMemory(
            binary, ["check", "--no-cache", "--fail-on", "never", workspace.path]
        ).peakMB
        let folder = try TestWorkspace(named: "batch-memory")
        defer { folder.remove() }
        let generator = WorkspaceGenerator(root: folder.root)
        try generator.generate(screens: memoryScreens)
        let largeFiles = generator.swiftFiles().count
        let large = try Command.runMeasuringPeakMemory(
            binary, ["check", "--no-cache", "--fail-on", "never", folder.root.path])
        return [
            Figure(
                name: "check peak memory, \(files) files", value: small, unit: "MB",
                baseline: nil, baselineName: "", target: .valueAtMost(300)),
            Figure(
                name: "check peak memory, \(largeFiles) files (\(Figure.format(large.milliseconds / 1000)) s)",
                value: large.peakMB, unit: "MB", baseline: small, baselineName: "\(files) files",
                target: .valueAtMost(300)),
        ]
    }

    /// The fastest of `runs` runs, in milliseconds (the least disturbed by other load).
    private func best(_ work: () throws -> Double) rethrows -> Double {
        try (0..<runs).map { _ in try work() }.min()!
    }

    /// Reads and parses every file on one thread, then visits every node of its tree `walks`
    /// times with a visitor that does nothing else; returns milliseconds.
    static func parseAll(_ files: [String], walks: Int = 0) -> Double {
        measure {
            for path in files {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                let tree = Parser.parse(source: text)
                for _ in 0..<walks { EmptyVisitor(viewMode: .sourceAccurate).walk(tree) }
            }
        }
    }
}

extension BatchBenchmark {
    /// Reads and parses every file on two threads of this process, half the files each;
    /// returns milliseconds: what two workers can gain on this machine at this moment.
    static func parseAllOnTwoThreads(_ files: [String]) -> Double {
        measure {
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                for index in stride(from: worker, to: files.count, by: 2) {
                    guard let text = try? String(contentsOfFile: files[index], encoding: .utf8) else { continue }
                    _ = Parser.parse(source: text)
                }
            }
        }
    }
}

/// Visits every node and does nothing: what any analysis that walks a tree pays at least.
private final class EmptyVisitor: SyntaxAnyVisitor {
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind { .visitChildren }
}

/// Runs command-line tools and times them.
enum Command {
    /// Runs `executable` with output discarded; returns its wall time in milliseconds. Waits
    /// with `wait4` (see `runMeasuringPeakMemory`): Foundation's `Process.waitUntilExit` polls,
    /// which added up to 50 ms to every run measured.
    static func run(_ executable: String, _ arguments: [String]) throws -> Double {
        try runMeasuringPeakMemory(executable, arguments).milliseconds
    }

    /// The first executable named `name` on `PATH`, or next to the running Swift toolchain.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

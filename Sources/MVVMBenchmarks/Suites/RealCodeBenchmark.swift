import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport

/// Real app code (`--real-app FOLDER`, repeatable: public apps materialised by
/// `Tests/Corpus/materialize.sh`, never committed). On the first app: `check` against a bare
/// parse of the same files, on one and two workers; the slowest rule against that parse; the
/// cache cold, warm on an unchanged tree and after a one-file change. On all apps together:
/// `check`'s peak memory as one folder and as sixteen roots.
struct RealCodeBenchmark {
    let binary: String
    let apps: [String]
    let runs: Int
    /// Turns of the speed figures (see `speed(of:files:name:)`).
    let speedRounds: Int

    func run() throws -> [Figure] {
        let folder = try TestWorkspace(named: "real")
        defer { folder.remove() }
        let app = folder.root.appendingPathComponent(URL(fileURLWithPath: apps[0]).lastPathComponent)
        let files = try SourceCopy.copy(from: URL(fileURLWithPath: apps[0]), to: app)
        let name = "\(app.lastPathComponent), \(files.count) files"
        return try speed(of: app, files: files, name: name) + cache(of: app, files: files, name: name)
            + peakMemory(in: folder.root)
    }

    private func check(_ arguments: [String], in app: URL) throws -> Double {
        try Command.run(binary, ["check", "--fail-on", "never"] + arguments + [app.path])
    }

    /// The four speed figures are measured in turns (a parse, a check, a parse on two threads,
    /// a check on two workers, and again), `speedRounds` times, each figure the fastest of its
    /// turns: on a host with other tenants, load that comes and goes then weighs on a figure
    /// and its baseline alike, where measuring each figure's runs together let a slow minute
    /// fall on one side of a ratio only.
    private func speed(of app: URL, files: [String], name: String) throws -> [Figure] {
        var parse = Double.infinity, parallelParse = Double.infinity
        var serial = Double.infinity, parallel = Double.infinity
        for _ in 0..<speedRounds {
            parse = min(parse, BatchBenchmark.parseAll(files))
            serial = min(serial, try check(["--no-cache", "--jobs", "1"], in: app))
            parallelParse = min(parallelParse, BatchBenchmark.parseAllOnTwoThreads(files))
            parallel = min(parallel, try check(["--no-cache", "--jobs", "2"], in: app))
        }
        let ceiling = parse / parallelParse
        var figures = [
            Figure(
                name: "check --jobs 1 (\(name))", value: serial, unit: "ms",
                baseline: parse, baselineName: "bare parse, serial", target: .ratioAtMost(1.5)),
            Figure(
                name: "check speed-up, --jobs 1 / --jobs 2 (target: 1.8, or the parse ceiling below when lower)",
                value: serial, unit: "ms", baseline: parallel, baselineName: "--jobs 2",
                target: .ratioAtLeast(min(1.8, ceiling))),
            Figure(
                name: "parallel ceiling: bare parse speed-up, 1 / 2 threads", value: parse, unit: "ms",
                baseline: parallelParse, baselineName: "bare parse, 2 threads", target: .none),
        ]
        let slowest = try slowestRule(of: app)
        figures.append(
            Figure(
                name: "slowest rule: \(slowest.rule), time in it over all files", value: slowest.milliseconds,
                unit: "ms", baseline: parse, baselineName: "bare parse, serial", target: .ratioAtMost(1)))
        return figures
    }

    /// The rule `check --timing` names slowest, and its time.
    private func slowestRule(of app: URL) throws -> (rule: String, milliseconds: Double) {
        let output = try Command.runCapturingStandardError(
            binary,
            ["check", "--no-cache", "--jobs", "1", "--timing", "--fail-on", "never", "--format", "json", app.path])
        // "    mvvm/navigation-in-view     0.126 s  100 %", slowest first.
        let line = output.split(separator: "\n").first { $0.hasPrefix("    ") && $0.hasSuffix("%") }
        let parts = line?.split(separator: " ") ?? []
        guard parts.count >= 3, let seconds = Double(parts[1]) else { return ("none ran", 0) }
        return (String(parts[0]), seconds * 1000)
    }

    private func cache(of app: URL, files: [String], name: String) throws -> [Figure] {
        let cacheFolder = app.deletingLastPathComponent().appendingPathComponent("cache").path
        let cold = try best {
            try? FileManager.default.removeItem(atPath: cacheFolder)
            return try check(["--cache-path", cacheFolder], in: app)
        }
        let warm = try best { try check(["--cache-path", cacheFolder], in: app) }
        let views = files.filter { $0.hasSuffix("View.swift") }
        let edited = views.isEmpty ? files[files.count / 2] : views[views.count / 2]
        var edits = 0
        let oneChanged = try best {
            edits += 1
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
            handle.seekToEndOfFile()
            handle.write(Data("\n// benchmark edit \(edits)\n".utf8))
            try handle.close()
            return try check(["--cache-path", cacheFolder], in: app)
        }
        return [
            Figure(
                name: "check, cold cache (\(name))", value: cold, unit: "ms", baseline: nil, baselineName: "",
                target: .none),
            Figure(
                name: "check, warm cache, unchanged tree", value: warm, unit: "ms",
                baseline: cold, baselineName: "cold cache", target: .ratioAtMost(0.1)),
            Figure(
                name: "check, warm cache, one file changed", value: oneChanged, unit: "ms",
                baseline: cold, baselineName: "cold cache", target: .valueAtMost(1000)),
        ]
    }

    /// Every app's sources together, as one folder and as the sixteen largest folders in it.
    private func peakMemory(in folder: URL) throws -> [Figure] {
        let all = folder.appendingPathComponent("all")
        var count = 0
        for app in apps {
            count += try SourceCopy.copy(
                from: URL(fileURLWithPath: app),
                to: all.appendingPathComponent(URL(fileURLWithPath: app).lastPathComponent)
            ).count
        }
        let one = try Command.runMeasuringPeakMemory(binary, ["check", "--no-cache", "--fail-on", "never", all.path])
        let roots = SourceCopy.largestFolders(in: all, count: 16)
        let sixteen = try Command.runMeasuringPeakMemory(
            binary, ["check", "--no-cache", "--fail-on", "never"] + roots.map(\.path))
        let inRoots = roots.reduce(0) { $0 + $1.files }
        return [
            Figure(
                name:
                    "check peak memory, \(count) real files as one folder (\(Figure.format(one.milliseconds / 1000)) s)",
                value: one.peakMB, unit: "MB", baseline: nil, baselineName: "", target: .valueAtMost(300)),
            Figure(
                name:
                    "check peak memory, \(inRoots) real files as \(roots.count) roots (\(Figure.format(sixteen.milliseconds / 1000)) s)",
                value: sixteen.peakMB, unit: "MB", baseline: one.peakMB, baselineName: "one folder",
                target: .valueAtMost(300)),
        ]
    }

    /// The fastest of `runs` runs, in milliseconds.
    private func best(_ work: () throws -> Double) rethrows -> Double {
        try (0..<runs).map { _ in try work() }.min()!
    }
}

/// Copies what `check` reads of an app (Swift and YAML files, in their folders).
enum SourceCopy {
    private static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Copies the Swift and YAML files under `source` to `destination`; returns the copied
    /// Swift files' paths, sorted.
    static func copy(from source: URL, to destination: URL) throws -> [String] {
        var copied: [String] = []
        guard let walker = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey])
        else {
            throw BenchmarkError(description: "cannot list \(source.path)")
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name.hasPrefix(".") || skipped.contains(name) { walker.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift") || name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { continue }
            let relative = String(url.path.dropFirst(source.path.count + 1))
            let target = destination.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: url, to: target)
            if name.hasSuffix(".swift") { copied.append(target.path) }
        }
        return copied.sorted()
    }

    /// The `count` folders holding the most Swift files, two levels below `root` (each app's
    /// top-level folders), with their file counts.
    static func largestFolders(in root: URL, count: Int) -> [(path: String, files: Int)] {
        let apps = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        let folders = apps.flatMap { app in
            ((try? FileManager.default.contentsOfDirectory(at: app, includingPropertiesForKeys: [.isDirectoryKey]))
                ?? [])
                .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        }
        let counted = folders.map { folder in
            (
                path: folder.path,
                files: FileManager.default.enumerator(atPath: folder.path)?
                    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.count ?? 0
            )
        }
        return Array(counted.sorted { $0.files > $1.files }.prefix(count))
    }
}

extension Command {
    /// Runs `executable` with standard output discarded; returns its standard error.
    static func runCapturingStandardError(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

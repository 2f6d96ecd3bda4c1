import Foundation

/// Runs `swiftc` (the toolchain's, found next to the running `swift`) and returns its
/// diagnostics.
struct SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        let arguments: [String]
        let output: String
        var description: String { "swiftc \(arguments.joined(separator: " "))\n\(output)" }
    }

    /// The macro plugin the surfaces declare their macros in, built by SwiftPM beside the tests.
    let macroPlugin: String

    /// Compiles `files` as module `module` in Swift 6 mode, with `-typecheck` or emitting a
    /// `.swiftmodule` into `outputDirectory`; `searchPaths` hold the modules it imports;
    /// `conditions` are the compilation conditions set with `-D` (`DEBUG` for a debug build).
    func compile(
        module: String, files: [String], searchPaths: [String], emitModuleInto outputDirectory: String?,
        enableTesting: Bool = false, conditions: [String] = []
    ) throws {
        var arguments = ["-parse-as-library", "-swift-version", "6", "-module-name", module]
        for condition in conditions { arguments += ["-D", condition] }
        if let outputDirectory {
            arguments += ["-emit-module", "-wmo", "-emit-module-path", outputDirectory + "/\(module).swiftmodule"]
        } else {
            arguments += ["-typecheck"]
        }
        if enableTesting { arguments.append("-enable-testing") }
        arguments += ["-load-plugin-executable", macroPlugin + "#CompileSurfaceMacros"]
        for path in searchPaths { arguments += ["-I", path] }
        arguments += files
        let (status, output) = try Self.run(Self.swiftc, arguments)
        guard status == 0, !output.contains("error:") else { throw Failure(arguments: arguments, output: output) }
    }

    static let swiftc: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

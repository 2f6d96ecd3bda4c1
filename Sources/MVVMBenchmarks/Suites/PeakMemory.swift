import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Command {
    /// Runs `executable` with output discarded, waiting for it with `wait4` so its own peak
    /// resident memory is known; returns wall milliseconds and that peak in megabytes.
    static func runMeasuringPeakMemory(_ executable: String, _ arguments: [String]) throws -> (
        milliseconds: Double, peakMB: Double
    ) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw BenchmarkError(description: "cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { throw BenchmarkError(description: "lost \(executable)") }
        let elapsed = (ContinuousClock.now - start).milliseconds
        let exitCode = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exitCode <= 1 else {
            throw BenchmarkError(description: "\(executable) \(arguments.joined(separator: " ")) failed (\(status))")
        }
        return (elapsed, Double(usage.ru_maxrss) / 1024) // ru_maxrss is in kilobytes on Linux
    }
}

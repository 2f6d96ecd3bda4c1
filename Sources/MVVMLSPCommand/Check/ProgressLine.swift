import Foundation
import MVVMAnalyzerCore
import MVVMOperations

/// `check`'s progress on standard error, one line rewritten in place: the root (when there are
/// several), the phase, files done of the total and the time so far. Redrawn at most ten
/// times a second; cleared before the report is printed.
final class ProgressLine: CheckProgressObserver {
    private struct State: Sendable {
        var phase = CheckPhase.reading
        var rootLabel = ""
        var done = 0
        var total = 0
        var lastDrawn: ContinuousClock.Instant?
        var isShown = false
    }

    private let state = Locked(State())
    private let start = ContinuousClock.now
    private let roots: [String]
    private let redrawInterval: Duration = .milliseconds(100)

    /// `roots`: every root of the run, in the order they are checked.
    init(roots: [String]) {
        self.roots = roots
    }

    /// Whether `check` shows progress: `--progress`/`--no-progress` if given, else only for
    /// the text format on a terminal.
    static func isWanted(flag: Bool?, format: CheckOutputFormat) -> Bool {
        flag ?? (format == .text && isatty(STDERR_FILENO) == 1)
    }

    func begin(_ phase: CheckPhase, root: String, total: Int) {
        let label = roots.count > 1 ? "[\((roots.firstIndex(of: root) ?? 0) + 1)/\(roots.count)] " : ""
        state.withLock { state in
            state = State(phase: phase, rootLabel: label, done: 0, total: total, lastDrawn: nil, isShown: state.isShown)
            draw(&state, force: true)
        }
    }

    func advance() {
        state.withLock { state in
            state.done = min(state.total, state.done + 1)
            draw(&state, force: state.done == state.total)
        }
    }

    /// Clears the line, so that what follows starts at the beginning of an empty line.
    func clear() {
        state.withLock { state in
            guard state.isShown else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            state.isShown = false
        }
    }

    private func draw(_ state: inout State, force: Bool) {
        let now = ContinuousClock.now
        if !force, let last = state.lastDrawn, now - last < redrawInterval { return }
        state.lastDrawn = now
        state.isShown = true
        let seconds = Double((now - start).components.attoseconds) / 1e18 + Double((now - start).components.seconds)
        let line =
            "\(state.rootLabel)\(state.phase.rawValue) \(state.done)/\(state.total) files, \(String(format: "%.1f", seconds)) s"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }
}

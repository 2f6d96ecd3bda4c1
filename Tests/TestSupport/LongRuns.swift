import Foundation

/// The long test runs: the full-size protocol fuzz and soak, the scaffold compile tests, every
/// scaffold variant through `check`, the workspaces large enough to outlast indexing. A plain
/// `swift test` runs them short or skips them, so the loop stays under a minute;
/// `MVVM_LSP_LONG_TESTS=1` (which `.ci/run` sets) runs them in full.
public enum LongRuns {
    /// The environment variable that selects the long runs.
    public static let variable = "MVVM_LSP_LONG_TESTS"

    /// Whether this run includes the long runs.
    public static var areEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// `long` in a long run, else `short`.
    public static func size(_ short: Int, long: Int) -> Int { areEnabled ? long : short }

    /// Why a long test was skipped, for `XCTSkipUnless(LongRuns.areEnabled, LongRuns.skipReason)`.
    public static let skipReason = "a long run: set MVVM_LSP_LONG_TESTS=1 (as .ci/run does) to include it"
}

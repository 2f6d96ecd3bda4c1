import Foundation
import MVVMAnalyzerCore

/// Baseline files as a long-running front end (the language server) sees them: each read once
/// and read again when its modification date or size changes, so a rewritten baseline applies
/// at the next lint without a restart.
public final class BaselineStore: Sendable {
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    private let loaded = Locked<[String: (stamp: Stamp, result: Result<Baseline, BaselineError>)]>([:])

    public init() {}

    /// The baseline at `path`, or why it cannot be used; `isNewFailure` is true the first time a
    /// given failure is returned, so a caller reports it once.
    public func baseline(at path: String) -> (result: Result<Baseline, BaselineError>, isNewFailure: Bool) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = Stamp(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        if let cached = loaded.withLock({ $0[path] }), cached.stamp == stamp { return (cached.result, false) }
        let result: Result<Baseline, BaselineError>
        do {
            result = .success(try Baseline.load(path: path))
        } catch {
            result = .failure(error)
        }
        let previous = loaded.withLock { cache in
            defer { cache[path] = (stamp, result) }
            return cache[path]?.result
        }
        let isNewFailure: Bool
        if case .failure(let error) = result,
            previous.flatMap({ if case .failure(let old) = $0 { old } else { nil } }) != error
        {
            isNewFailure = true
        } else {
            isNewFailure = false
        }
        return (result, isNewFailure)
    }
}

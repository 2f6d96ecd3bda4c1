import LanguageServerProtocol
import MVVMAnalyzerCore

/// How a message's work is ordered against the messages before it.
public enum SchedulingKind: Sendable, Hashable {
    /// Waits for everything before it, and everything after waits for it
    /// (`initialize`, `shutdown`, configuration changes).
    case barrier
    /// Changes one document: waits for earlier work on that document.
    case documentUpdate(DocumentURI)
    /// Reads one document: waits for earlier updates of that document only.
    case documentRequest(DocumentURI)
    /// Reads the whole workspace: waits for earlier updates of every document.
    case workspaceRequest
    /// Depends on nothing but barriers.
    case freestanding

    /// Whether work of this kind must wait for earlier work of kind `earlier`: the rule
    /// `PendingWork` implements with indexes, stated plainly (its tests check it against this).
    func dependsOn(_ earlier: SchedulingKind) -> Bool {
        switch (self, earlier) {
        case (.barrier, _), (_, .barrier):
            return true
        case (.documentUpdate(let uri), .documentUpdate(let other)),
            (.documentUpdate(let uri), .documentRequest(let other)),
            (.documentRequest(let uri), .documentUpdate(let other)):
            return uri == other
        case (.documentUpdate, .workspaceRequest), (.workspaceRequest, .documentUpdate):
            return true
        default:
            return false
        }
    }
}

/// Runs each message's work as its own task, after the earlier work it depends on, so that
/// updates to one document are ordered, requests see the updates sent before them, and
/// independent work runs concurrently. Scheduling must be called from one task (the message
/// loop), in the order messages arrived.
public final class MessageScheduler: Sendable {
    private let pending = Locked<(nextID: UInt64, work: PendingWork<Task<Void, Never>>)>((0, PendingWork()))

    public init() {}

    /// Schedules `work` after the earlier work it depends on; returns its task (for cancelling).
    @discardableResult
    public func schedule(
        _ kind: SchedulingKind,
        _ work: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        pending.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let dependencies = state.work.dependencies(of: kind).compactMap { state.work.entries[$0]?.handle }
            let task = Task { [weak self] in
                for dependency in dependencies { await dependency.value }
                await work()
                self?.finish(id)
            }
            state.work.add(id, kind: kind, handle: task)
            return task
        }
    }

    /// Waits until every task scheduled so far has finished, or `timeout` has passed.
    public func waitForAll(timeout: Duration) async {
        let tasks = pending.withLock { $0.work.entries.values.map(\.handle) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = Locked(false)
            let resumeOnce: @Sendable () -> Void = {
                if resumed.withLock({ done in
                    defer { done = true }; return !done
                }) {
                    continuation.resume()
                }
            }
            // Awaiting a task's value ignores cancellation, so the two waits race instead.
            Task {
                for task in tasks { await task.value }
                resumeOnce()
            }
            Task {
                try? await Task.sleep(for: timeout)
                resumeOnce()
            }
        }
    }

    private func finish(_ id: UInt64) {
        pending.withLock { $0.work.remove(id) }
    }
}

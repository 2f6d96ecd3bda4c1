import LanguageServerProtocol

/// The scheduled work that has not finished, indexed so that finding what new work must wait
/// for costs no more than the number of things it waits for directly (a flood of messages no
/// longer makes scheduling quadratic). Work waits directly only for the latest work of each
/// kind it depends on; that work waits for the earlier rest.
struct PendingWork<Handle: Sendable>: Sendable {
    private(set) var entries: [UInt64: (kind: SchedulingKind, handle: Handle)] = [:]
    private var lastBarrier: UInt64?
    /// The latest update of each document.
    private var lastUpdateByDocument: [DocumentURI: UInt64] = [:]
    /// Requests on each document since its latest update.
    private var requestsByDocument: [DocumentURI: Set<UInt64>] = [:]
    private var workspaceRequests: Set<UInt64> = []

    /// The unfinished work that work of `kind`, scheduled now, must wait for directly.
    func dependencies(of kind: SchedulingKind) -> [UInt64] {
        var ids: [UInt64] = []
        switch kind {
        case .barrier:
            return Array(entries.keys)
        case .documentUpdate(let uri):
            ids += lastUpdateByDocument[uri].map { [$0] } ?? []
            ids += requestsByDocument[uri] ?? []
            ids += workspaceRequests
        case .documentRequest(let uri):
            ids += lastUpdateByDocument[uri].map { [$0] } ?? []
        case .workspaceRequest:
            ids += lastUpdateByDocument.values
        case .freestanding:
            break
        }
        return ids + (lastBarrier.map { [$0] } ?? [])
    }

    /// Records work scheduled after everything recorded before it.
    mutating func add(_ id: UInt64, kind: SchedulingKind, handle: Handle) {
        entries[id] = (kind, handle)
        switch kind {
        case .barrier:
            // Everything after waits for the barrier, and the barrier for everything before.
            lastBarrier = id
            lastUpdateByDocument = [:]
            requestsByDocument = [:]
            workspaceRequests = []
        case .documentUpdate(let uri):
            lastUpdateByDocument[uri] = id
            requestsByDocument[uri] = nil
        case .documentRequest(let uri):
            requestsByDocument[uri, default: []].insert(id)
        case .workspaceRequest:
            workspaceRequests.insert(id)
        case .freestanding:
            break
        }
    }

    /// Forgets finished work.
    mutating func remove(_ id: UInt64) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        if lastBarrier == id { lastBarrier = nil }
        switch entry.kind {
        case .documentUpdate(let uri):
            if lastUpdateByDocument[uri] == id { lastUpdateByDocument[uri] = nil }
        case .documentRequest(let uri):
            requestsByDocument[uri]?.remove(id)
            if requestsByDocument[uri]?.isEmpty == true { requestsByDocument[uri] = nil }
        case .workspaceRequest:
            workspaceRequests.remove(id)
        case .barrier, .freestanding:
            break
        }
    }
}

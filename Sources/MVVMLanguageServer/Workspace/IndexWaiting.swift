import LanguageServerProtocol

extension LanguageServer {
    /// How long navigation requests wait for their workspace folder to be indexed.
    static let navigationIndexingWait: Duration = .seconds(10)
    /// How much longer they wait while the indexing pace shows it will end within that time (a
    /// large workspace on a slow machine), rather than answer "still indexing" just before the end.
    static let navigationIndexingExtraWait: Duration = .seconds(20)
    /// How long a hover waits; then it shows what is known (a hover that shows nothing claims
    /// nothing).
    static let hoverIndexingWait: Duration = .seconds(2)

    /// Waits until the workspace folder holding `path` is indexed, at most `limit` and only
    /// while the request is not cancelled (and, `unlessSlower`, only while the indexing pace
    /// shows it may end by then); returns whether it is indexed. A file outside every project
    /// is never indexed: no wait.
    func waitUntilIndexed(_ path: String, upTo limit: Duration, unlessSlower: Bool = false) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !analysis.isIndexed(path) {
            guard clock.now < deadline, !Task.isCancelled, !analysis.isOutsideEveryProject(path),
                !unlessSlower || analysis.mayFinishIndexing(path, by: deadline)
            else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Waits for the index as long as a navigation request does: `navigationIndexingWait`, then
    /// `navigationIndexingExtraWait` while the pace shows it will end by then. Whether it is there.
    func waitUntilIndexedAsNavigationDoes(_ path: String) async -> Bool {
        if await waitUntilIndexed(path, upTo: Self.navigationIndexingWait) { return true }
        return await waitUntilIndexed(path, upTo: Self.navigationIndexingExtraWait, unlessSlower: true)
    }

    /// For a navigation request on `uri`: waits for the index (`navigationIndexingWait`, then
    /// `navigationIndexingExtraWait` while the pace shows it will end by then); if it is still
    /// not there, an empty answer would claim an absence nobody knows yet, so the request fails
    /// with a message saying why.
    func answerOnceIndexed<Answer>(
        _ uri: DocumentURI, isEmpty: (Answer) -> Bool, _ answer: () throws -> Answer
    ) async throws -> Answer {
        guard let path = FileURI.path(of: uri) else { return try answer() }
        indexProjectIfOutsideEveryRoot(ofFile: path) // asked before the file was opened
        let indexed = await waitUntilIndexedAsNavigationDoes(path)
        let result = try answer()
        if !indexed, isEmpty(result) {
            throw ResponseError.requestFailed(notIndexedReason(path))
        }
        return result
    }

    /// Why nothing is known yet about the workspace of `path`: it is being indexed, or it lies
    /// in no project and is never indexed.
    func notIndexedReason(_ path: String) -> String {
        analysis.isOutsideEveryProject(path)
            ? Self.outsideEveryProjectReason
            : "mvvm-lsp is still indexing the workspace; nothing is known yet, try again in a moment"
    }

    /// Said of a file outside every workspace folder and project.
    static let outsideEveryProjectReason =
        "mvvm-lsp has not indexed a workspace for this file: it lies outside every "
        + "workspace folder and no project marker (.mvvm-lsp.yml, .git, *.xcworkspace, *.xcodeproj, Workspace.swift, "
        + "Project.swift, Tuist.swift, Package.swift, project.yml) is above it; nothing is known of other files"
}

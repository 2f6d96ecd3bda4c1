/// How fast a workspace folder is being read: files done out of the total since the start,
/// which predicts when reading ends.
struct IndexingPace: Sendable {
    let total: Int
    let start: ContinuousClock.Instant
    private(set) var done = 0

    init(total: Int, start: ContinuousClock.Instant = .now) {
        self.total = total
        self.start = start
    }

    func with(done: Int) -> IndexingPace {
        var pace = self
        pace.done = done
        return pace
    }

    /// When reading should end at the pace so far; nil before any file is done.
    var expectedEnd: ContinuousClock.Instant? {
        guard done > 0 else { return nil }
        let elapsed = ContinuousClock.now - start
        return .now + elapsed * (Double(total - done) / Double(done))
    }
}

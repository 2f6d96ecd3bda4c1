/// How fast a workspace folder is being read, which predicts when reading ends: while its
/// files are listed, from how long listing has taken so far (reading them takes many times
/// longer); then from the files done out of the total.
struct IndexingPace: Sendable {
    let start: ContinuousClock.Instant
    /// Swift files to read, once listed.
    private(set) var total: Int?
    private(set) var done = 0
    /// Threads reading.
    let jobs: Int

    /// The least a file takes to read, parse and walk on one thread (a small file, optimised
    /// build): before any file is done, the total alone says whether reading can end soon.
    static let fastestFileTime: Duration = .microseconds(40)
    /// How many times longer than listing the files reading them takes, at the least.
    static let readingToListing = 5.0

    /// Listing has started.
    init(jobs: Int, start: ContinuousClock.Instant = .now) {
        self.jobs = max(1, jobs)
        self.start = start
    }

    /// `total` files are listed and `done` of them read.
    func with(total: Int, done: Int) -> IndexingPace {
        var pace = self
        pace.total = total
        pace.done = done
        return pace
    }

    /// The earliest reading can end, as far as the pace so far shows.
    var expectedEnd: ContinuousClock.Instant {
        let elapsed = ContinuousClock.now - start
        guard let total else { return .now + elapsed * Self.readingToListing }
        guard done > 0 else { return .now + Self.fastestFileTime * (Double(total) / Double(jobs)) }
        return .now + elapsed * (Double(total - done) / Double(done))
    }
}

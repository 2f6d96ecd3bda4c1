/// A few paths without repeats, as the workspace's name indexes hold them: most names are
/// declared in one file, and a one-element `Set<String>` costs twice what a one-element array
/// does (the indexes took 24 MB on 18,738 files of public apps as sets). Membership is a linear
/// search, which is faster than hashing at these sizes.
struct PathSet: Sequence, ExpressibleByArrayLiteral, Sendable, Hashable {
    private var paths: [String]

    init(arrayLiteral paths: String...) {
        self.paths = []
        for path in paths { insert(path) }
    }

    var isEmpty: Bool { paths.isEmpty }

    mutating func insert(_ path: String) {
        if !paths.contains(path) { paths.append(path) }
    }

    mutating func remove(_ path: String) {
        paths.removeAll { $0 == path }
    }

    func makeIterator() -> IndexingIterator<[String]> {
        paths.makeIterator()
    }
}

/// The UTF-8 offset at which each line of a text starts, the first always 0: four bytes a line,
/// held at their exact count. Every file of the workspace keeps its table, so eight bytes a
/// line and the slack of a growing array cost 28 MB on 18,738 files of public apps.
public struct LineStarts: RandomAccessCollection, Sendable, Hashable {
    private let offsets: [UInt32]

    /// The line starts `offsets`, in order (a text is never 4 GB: `AnalysisLimits` caps it).
    init(_ offsets: [Int]) {
        self.offsets = offsets.map { UInt32(clamping: $0) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    public subscript(line: Int) -> Int { Int(offsets[line]) }
}

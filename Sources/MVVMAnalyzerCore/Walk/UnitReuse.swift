/// The member declarations ("units", see `WalkScope.unit`) a walk may skip because an earlier
/// walk of the same text already gave their results, and what the walk did with each unit.
public struct UnitReuse: Sendable {
    /// Ranges of units the walk skips when it meets them.
    public var skippable: Set<ByteRange>
    /// Units the walk entered and walked, in order.
    public internal(set) var walked: [ByteRange] = []
    /// Units the walk met and skipped, in order.
    public internal(set) var skipped: [ByteRange] = []

    public init(skippable: Set<ByteRange> = []) {
        self.skippable = skippable
    }
}

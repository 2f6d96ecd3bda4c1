/// What a walk that reuses a file's facts may leave out, and what it did leave out.
public struct WalkSkipping: Sendable {
    /// Ranges of member declarations ("units", see `WalkScope.unit`) whose handler results an
    /// earlier walk of the same text already gave: skipped when met.
    public var units: Set<ByteRange>
    /// Whether to skip types that are not views (and declare none inside): right when every
    /// handler reports only inside views.
    public var nonViewTypes: Bool
    /// Units the walk entered and walked, in order.
    public internal(set) var walkedUnits: [ByteRange] = []
    /// Units the walk met and skipped, in order.
    public internal(set) var skippedUnits: [ByteRange] = []
    /// The units met (walked or skipped) inside a view (`WalkScope.isInView`).
    public internal(set) var unitsInViews: Set<ByteRange> = []
    /// The units met (walked or skipped) inside a preview (`WalkScope.isInPreview`).
    public internal(set) var unitsInPreviews: Set<ByteRange> = []

    public init(units: Set<ByteRange> = [], nonViewTypes: Bool = false) {
        self.units = units
        self.nonViewTypes = nonViewTypes
    }
}

/// The view planned for an existing view model, with what the generator concluded.
public struct InferredView: Sendable, Hashable {
    public var convention: ScaffoldConvention
    public var kind: ViewKind
    /// The view file (or its conflict when the view exists).
    public var plan: ScaffoldPlan
}

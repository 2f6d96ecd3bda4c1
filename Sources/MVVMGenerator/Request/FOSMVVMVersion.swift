/// The FOSMVVM API a scaffold is written against. The seeds and the published library spell
/// error plumbing, requests and server factories differently; code written for one does not
/// compile against the other.
public enum FOSMVVMVersion: String, Sendable, Hashable, CaseIterable {
    /// As seeds 000/001 spell it: `Button(errorBinding:asyncAction:)`, `.alert(errorBinding:…)`,
    /// `.onAsyncSubmit`, `VaporViewModelFactory` with `VaporModelFactoryContext`.
    case seeds
    /// FOSUtilities 0.13: `Button(_:error:action:)`, `.alert(error:…)`, requests with `sort:`,
    /// `VaporResponseBodyFactory` projecting a `ProjectionContext`.
    case current
}

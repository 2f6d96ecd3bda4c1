/// The FOSMVVM API a scaffold is written against. FOSMVVM's documented generator API (`seeds`)
/// and the published library (`current`) spell error plumbing, requests and server factories
/// differently; code written for one does not compile against the other.
public enum FOSMVVMVersion: String, Sendable, Hashable, CaseIterable {
    /// As FOSMVVM's generator documentation spells it: `Button(errorBinding:asyncAction:)`, `.alert(errorBinding:…)`,
    /// `.onAsyncSubmit`, `VaporViewModelFactory` with `VaporModelFactoryContext`.
    case seeds
    /// FOSUtilities 0.13: `Button(_:error:action:)`, `.alert(error:…)`, requests with `sort:`,
    /// `VaporResponseBodyFactory` projecting a `ProjectionContext`.
    case current
}

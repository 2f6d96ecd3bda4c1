/// The convention the rules apply to one file, and why.
public struct ConventionDecision: Sendable, Hashable, CustomStringConvertible {
    /// Where the evidence that decided it was found.
    public enum Scope: Sendable, Hashable {
        /// The configuration's `convention:` setting.
        case configured
        /// The file itself.
        case file
        /// The file of the view or view model it pairs with.
        case pair(path: String)
        /// The view and view-model files of a folder (a feature, or the module).
        case folder(path: String)
        /// Nothing in the module shows a convention.
        case module(name: String)
    }

    public var convention: Convention
    public var scope: Scope
    /// A sentence on the evidence, e.g. "imports FOSMVVM" or "no FOSMVVM or contract evidence".
    public var reason: String

    public init(convention: Convention, scope: Scope, reason: String) {
        self.convention = convention
        self.scope = scope
        self.reason = reason
    }

    public var description: String { "\(convention.rawValue): \(reason)" }
}

/// How many of a folder's files (its whole subtree) show each convention.
struct FolderEvidence: Sendable, Hashable {
    var fosmvvm = 0
    var contract = 0
    /// Files declaring views, view models or contracts, evidence or not.
    var mvvmFiles = 0
    /// Files showing one of the contract convention's own signs (`ConventionEvidence.contractMarker`).
    var contractMarkers = 0

    var isEmpty: Bool { fosmvvm == 0 && contract == 0 && mvvmFiles == 0 && contractMarkers == 0 }

    mutating func subtract(_ other: FolderEvidence) {
        fosmvvm -= other.fosmvvm
        contract -= other.contract
        mvvmFiles -= other.mvvmFiles
        contractMarkers -= other.contractMarkers
    }

    mutating func add(_ evidence: ConventionEvidence, sign: Int) {
        if evidence.fosmvvm != nil { fosmvvm += sign }
        if evidence.contract != nil { contract += sign }
        if evidence.declaresMVVMTypes { mvvmFiles += sign }
        if evidence.contractMarker != nil { contractMarkers += sign }
    }
}

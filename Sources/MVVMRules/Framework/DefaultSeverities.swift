import MVVMAnalyzerCore

/// A rule's default severity per convention, and in plain code whether it runs by default or
/// only in the strict plain profile (`plainProfile: strict`), with the reason.
public struct DefaultSeverities: Sendable, Hashable {
    public var fosmvvm: Severity?
    public var contract: Severity?
    /// The severity in plain code when the rule runs there (by default or in the strict profile).
    public var plainSeverity: Severity?
    /// Why the rule runs, or does not, in plain code by default.
    public var plainDefault: PlainDefault

    /// A rule of the conventions given; `plain` is on by default only for `.defect` and
    /// `.localEvidence` (see `PlainDefault`).
    public init(fosmvvm: Severity?, contract: Severity?, plain: Severity?, plainDefault: PlainDefault? = nil) {
        self.fosmvvm = fosmvvm
        self.contract = contract
        self.plainSeverity = plain
        self.plainDefault = plain == nil ? .conventionOnly : (plainDefault ?? .strictProfile)
    }

    /// A FOSMVVM rule: `severity` in FOSMVVM code, off in the contract convention and plain code.
    public static func fosmvvmOnly(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: nil, plain: nil)
    }

    /// A contract rule: `severity` in contract code, off in FOSMVVM and plain code.
    public static func contractOnly(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: nil, contract: severity, plain: nil)
    }

    /// The same severity in the FOSMVVM and contract conventions, off in plain code.
    public static func conventionsOnly(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: severity, plain: nil)
    }

    /// The same severity in the FOSMVVM and contract conventions; in plain code only in the
    /// strict profile (`plainProfile: strict`), with `plain` as its severity there.
    public static func conventionsAndStrictPlain(_ severity: Severity, plain: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: severity, plain: plain, plainDefault: .strictProfile)
    }

    /// The same severity everywhere, plain code included by default, for the reason given.
    public static func everywhere(_ severity: Severity, plain reason: PlainDefault) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: severity, plain: severity, plainDefault: reason)
    }

    /// The default severity in `convention` with the default plain profile.
    public subscript(convention: Convention) -> Severity? {
        severity(in: convention, plainProfile: .default)
    }

    /// The default severity in `convention` under `plainProfile` (which matters in plain code only).
    public func severity(in convention: Convention, plainProfile: PlainProfile) -> Severity? {
        switch convention {
        case .fosmvvm: fosmvvm
        case .contract: contract
        case .plain: plainDefault.runs(in: plainProfile) ? plainSeverity : nil
        }
    }

    /// One sentence saying why the rule is on or off by default in `convention`.
    public func reason(in convention: Convention) -> String {
        switch convention {
        case .fosmvvm, .contract:
            let name = convention == .fosmvvm ? "FOSMVVM" : "the contract convention"
            return self[convention] == nil
                ? "Off: not part of \(name)."
                : "On: part of \(name)'s own specification."
        case .plain:
            return plainDefault.reason
        }
    }
}

/// Why a rule is on or off by default in plain SwiftUI code. Plain apps follow no written
/// convention, so a rule is on by default there only when its findings are defects or
/// departures shown by evidence about the flagged code itself.
public enum PlainDefault: String, Sendable, Hashable, Codable, CaseIterable {
    /// Its findings are defects whatever the team's habits (state lost on re-render, a
    /// suppression that suppresses nothing): on by default.
    case defect
    /// It reports a departure only on evidence about the flagged code itself (the view's own
    /// view model already does it the other way): on by default.
    case localEvidence
    /// It states a preference many plain apps do not share: on only with `plainProfile: strict`.
    case strictProfile
    /// Its findings are meant to be defects, but on apps nobody tuned it for reviewers judged
    /// some of them wrong (precision, correct against wrong, below 95 % on sealed apps): on only
    /// with `plainProfile: strict` until a sealed round shows otherwise.
    case defectBelowPrecisionBar
    /// It enforces a convention plain code does not follow: never in plain code.
    case conventionOnly

    /// Whether the rule runs in plain code under `profile`.
    public func runs(in profile: PlainProfile) -> Bool {
        switch self {
        case .defect, .localEvidence: true
        case .strictProfile, .defectBelowPrecisionBar: profile == .strict
        case .conventionOnly: false
        }
    }

    /// One sentence for the rule reference, `mvvm-lsp rules` and hover.
    public var reason: String {
        switch self {
        case .defect: "On: its findings are defects in any SwiftUI app."
        case .localEvidence: "On: it reports only where the flagged view's own code shows the team's habit."
        case .strictProfile: "Off unless `plainProfile: strict`: a preference many plain apps do not share."
        case .defectBelowPrecisionBar:
            "Off unless `plainProfile: strict`: its findings are meant to be defects, but on apps it was not tuned on "
                + "reviewers judged some of them wrong (Tests/Corpus/REVIEW.md, sealed rounds)."
        case .conventionOnly: "Off: it enforces a convention plain code does not follow."
        }
    }
}

/// Which rules run in plain code: `default` (defects and departures shown by local evidence)
/// or `strict` (also the preferences of `PlainDefault.strictProfile`). Set with `plainProfile:`.
public enum PlainProfile: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`
    case strict
}

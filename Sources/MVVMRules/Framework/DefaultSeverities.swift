import MVVMAnalyzerCore

/// A rule's default severity in each convention; `nil` means the rule is off there.
public struct DefaultSeverities: Sendable, Hashable {
    public var fosmvvm: Severity?
    public var contract: Severity?
    public var plain: Severity?

    public init(fosmvvm: Severity?, contract: Severity?, plain: Severity?) {
        self.fosmvvm = fosmvvm
        self.contract = contract
        self.plain = plain
    }

    /// The same severity in the FOSMVVM and contract conventions, off in plain code.
    public static func conventionsOnly(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: severity, plain: nil)
    }

    /// The same severity everywhere, plain code included.
    public static func everywhere(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: severity, contract: severity, plain: severity)
    }

    public subscript(convention: Convention) -> Severity? {
        switch convention {
        case .fosmvvm: fosmvvm
        case .contract: contract
        case .plain: plain
        }
    }
}

extension DefaultSeverities {
    /// On in the contract convention only.
    static func contractOnly(_ severity: Severity) -> DefaultSeverities {
        DefaultSeverities(fosmvvm: nil, contract: severity, plain: nil)
    }
}

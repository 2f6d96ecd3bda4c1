/// The hints one file gives about the workspace's convention.
public struct ConventionSignals: Sendable, Hashable {
    public var fosmvvm: Bool
    public var contract: Bool

    public init(fosmvvm: Bool, contract: Bool) {
        self.fosmvvm = fosmvvm
        self.contract = contract
    }

    /// FOSMVVM: imports `FOSMVVM`, or declares a `ViewModelView` or `@ViewModel` type.
    /// Contract: declares a `…ViewModelContract` protocol or a `…ViewState` enum.
    public init(_ facts: FileFacts) {
        let fosmvvmTypes = facts.types.contains { type in
            type.inherits("ViewModelView") || type.attributes.contains(named: "ViewModel")
        }
        let contractTypes = facts.types.contains { type in
            type.roles.contains(.viewState)
                || (type.kind == .protocol && type.name.hasSuffix("ViewModelContract"))
        }
        self.init(fosmvvm: facts.imports("FOSMVVM") || fosmvvmTypes, contract: contractTypes)
    }
}

/// Decides a workspace's convention from the signals of its files.
public enum ConventionDetector {
    /// `fosmvvm` wins when any file shows FOSMVVM signals, then `contract`, else `plain`.
    public static func detect(fosmvvmFiles: Int, contractFiles: Int) -> Convention {
        if fosmvvmFiles > 0 { return .fosmvvm }
        if contractFiles > 0 { return .contract }
        return .plain
    }
}

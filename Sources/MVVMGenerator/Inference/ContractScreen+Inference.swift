import MVVMAnalyzerCore

extension ContractScreen {
    /// The screen an existing contract-convention view model describes: a `state` typed by a
    /// `…ViewState` enum makes a stateful view with a case for every enum case; otherwise the
    /// contract's parameterless methods become buttons. The contract's methods are stubbed in
    /// previews; `didAppear`/`load` pick the loading modifier.
    init(
        inferring viewModel: TypeReference, contract: TypeReference?, name: String, options: ScaffoldOptions,
        snapshot: WorkspaceSnapshot
    ) {
        let source = contract ?? viewModel
        let functions = DeclarationReader.functions(of: source, in: snapshot)
        let stateType = (contract?.type.property(named: "state") ?? viewModel.type.property(named: "state"))?
            .declaredType.map { TypeName.base(of: $0) }
        let stateEnum = stateType.flatMap { snapshot.declaration(of: $0) }.flatMap { $0.type.kind == .enum ? $0 : nil }
        let payloads = stateEnum.map { DeclarationReader.casePayloads(of: $0, in: snapshot) } ?? [:]
        let cases =
            stateEnum?.type.enumCases.map { enumCase in
                StateCase(
                    name: enumCase.name, role: Self.role(ofCase: enumCase.name), payloadType: payloads[enumCase.name])
            } ?? []
        let names = Set(functions.map(\.name))
        let loading: LoadingModifier =
            names.contains("didAppear") ? .onFirstAppear : (names.contains("load") ? .task : options.loading)
        self.init(
            name: name, module: name, isStateful: stateEnum != nil, isList: false,
            style: contract == nil ? .concrete : options.viewStyle, loading: loading,
            commentsOutPreviews: options.commentsOutPreviews, cases: cases,
            hasRetry: names.contains("didTapOnRetryButton") && cases.contains { $0.role == .error },
            actions: functions.filter { $0.labels.isEmpty }.map { Action(name: $0.name, isAsync: $0.isAsync) },
            requirements: functions.map(\.declaration)
        )
    }

    private static func role(ofCase name: String) -> StateCase.Role {
        switch name {
        case "idle": .idle
        case "loading": .loading
        case "empty": .empty
        case "error", "failure", "failed": .error
        default: .other
        }
    }
}

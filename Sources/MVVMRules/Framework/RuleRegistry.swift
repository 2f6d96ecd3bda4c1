/// Every rule mvvm-lsp knows, in reference order. A rule's file is named after its type,
/// which is named after its id (`mvvm/hardcoded-text` → `Rules/MVVM/HardcodedTextRule.swift`).
public enum RuleRegistry {
    public static let rules: [any Rule] = [
        ViewNameMismatchRule(),
        ViewFormatsDataRule(),
        ViewComputesConditionRule(),
        HardcodedTextRule(),
        NavigationInViewRule(),
        ObservedObjectCreatedInViewRule(),
        MissingPreviewRule(),
        UnrenderedViewModelPropertyRule(),
        SuperfluousSuppressionRule(),
        ViewModelMacroRule(),
        ViewModelOptionsConflictRule(),
        VmidRandomRule(),
        VmidPreferDataIdRule(),
        ViewConformanceRule(),
        OperationsInBodyRule(),
        MissingToggleRepaintRule(),
        MissingTestDataTransporterRule(),
        MissingErrorBindingRule(),
        ForceUnwrappedLocalizableRule(),
        MissingLocalizationKeyRule(),
        YamlExtensionRule(),
        DuplicateLocalizationKeyRule(),
        PreformattedValueRule(),
        ComputedPropertyRule(),
        PersistenceInViewModelRule(),
        GenericErrorViewModelRule(),
        PreviewHostRule(),
        EmptyOperationsRule(),
        ViewReadsViewModelOnlyRule(),
        OneViewPerViewModelRule(),
        SuppressionWithoutJustificationRule(),
        OpsNoOutputReadsRule(),
        OpsNotAsyncUnlessNeededRule(),
        OpsOutputParamLastRule(),
        AppstateNoObservableArgsRule(),
        ViewNoEnvMutationRule(),
        ViewNoReadThroughVmRefRule(),
        NoSilentFailureRule(),
        StringlyTypedIdentityRule(),
        StatusInterpretedAsResultRule(),
        StubLeakageRule(),
        ResponseErrorModelsTheThrowRule(),
        TestHostMirrorsVMSettingsRule(),
        RequestNamingRule(),
        ViewGenericOverContractRule(),
        StateInitRule(),
        ExhaustiveStateSwitchRule(),
        LoadOnAppearRule(),
        DesignTokensRule(),
        AccessibilityIdentifierLiteralRule(),
        PrivateSupportEnumsRule(),
        PreviewPerStateRule(),
        ViewVisibilityRule(),
        ViewModelShapeRule(),
        ContractAnyObjectRule(),
        PreviewPlacementRule(),
        IdlePreviewRule(),
        InitViewModelOnlyRule(),
        ViewMutatesViewModelRule(),
    ]

    /// Every rule id.
    public static let ruleIDs: Set<String> = Set(rules.map(\.id))

    /// Every alias (see `RuleDescription.aliases`) and the id it stands for.
    public static let idsByAlias: [String: String] = Dictionary(
        rules.flatMap { rule in type(of: rule).description.aliases.map { ($0, rule.id) } },
        uniquingKeysWith: { first, _ in first })

    /// Every rule id and alias: what configuration, suppressions and rule filters accept.
    public static let acceptedIDs: Set<String> = ruleIDs.union(idsByAlias.keys)

    /// The rule id `idOrAlias` stands for: itself unless it is an alias.
    public static func canonicalID(_ idOrAlias: String) -> String {
        idsByAlias[idOrAlias] ?? idOrAlias
    }

    /// The rule with `id` (or an alias of it), if any.
    public static func rule(withID id: String) -> (any Rule)? {
        let canonical = canonicalID(id)
        return rules.first { $0.id == canonical }
    }

    /// The description of every rule.
    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description }
    }
}

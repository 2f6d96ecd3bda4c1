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

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any Rule)? {
        rules.first { $0.id == id }
    }

    /// The description of every rule.
    public static var descriptions: [RuleDescription] {
        rules.map { type(of: $0).description }
    }
}

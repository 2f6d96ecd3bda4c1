import MVVMAnalyzerCore

/// A style choice that the generator writes and a rule checks: one `scaffold:` setting and one
/// rule option carrying the same choice. Either spelling configures both, so a scaffold always
/// passes `check`; the nearest configuration layer that sets either one decides.
public struct LinkedStyleSetting: Sendable, Hashable {
    /// The key under `scaffold:`, e.g. `viewStyle`.
    public let scaffoldKey: String
    /// The rule whose option carries the choice, e.g. `contract/view-generic-over-contract`.
    public let ruleID: String
    /// The rule option, e.g. `style`.
    public let option: String
    /// Scaffold value → rule option value.
    public let values: [String: String]

    /// Every linked choice.
    public static let all: [LinkedStyleSetting] = [
        LinkedStyleSetting(
            scaffoldKey: "viewStyle", ruleID: "contract/view-generic-over-contract", option: "style",
            values: ["generic": "generic", "concrete": "concrete"]),
        LinkedStyleSetting(
            scaffoldKey: "loading", ruleID: "contract/load-on-appear", option: "modifier",
            values: ["onFirstAppear": "onFirstAppear", "task": "task"]),
        LinkedStyleSetting(
            scaffoldKey: "commentOutPreviews", ruleID: "contract/preview-placement", option: "style",
            values: ["true": "commented", "false": "active"]),
    ]

    /// The rule option's value for a scaffold value.
    public func ruleValue(forScaffold value: String) -> String? {
        values[value]
    }

    /// The scaffold value for a rule option's value.
    public func scaffoldValue(forRule value: String) -> String? {
        values.first { $0.value == value }?.key
    }

    /// The choice one configuration layer makes, as a scaffold value: its `scaffold:` setting,
    /// else its rule option; nil when it sets neither (or a value outside the link).
    func choice(in layer: Configuration) -> String? {
        if let value = layer.scaffold.values[scaffoldKey] { return value }
        return layer.rules[ruleID]?.options[option]?.string.flatMap(scaffoldValue(forRule:))
    }

    /// Writes `choice` into both places of a resolved configuration.
    func apply(_ choice: String, to resolved: inout ResolvedConfiguration) {
        resolved.scaffold.values[scaffoldKey] = choice
        guard let ruleValue = ruleValue(forScaffold: choice) else { return }
        var setting = resolved.rules[ruleID] ?? RuleSetting()
        setting.options[option] = .scalar(ruleValue, ByteRange(start: 0, end: 0))
        resolved.rules[ruleID] = setting
    }

    /// A message when one layer sets both spellings to different choices.
    func conflict(in layer: Configuration) -> String? {
        guard let scaffold = layer.scaffold.values[scaffoldKey],
            let text = layer.rules[ruleID]?.options[option]?.string, scaffoldValue(forRule: text) != scaffold
        else { return nil }
        return "scaffold.\(scaffoldKey) is \(scaffold) but \(ruleID) has \(option): \(text); "
            + "they are one choice (\(option): \(ruleValue(forScaffold: scaffold) ?? scaffold) matches), so set only one"
    }
}

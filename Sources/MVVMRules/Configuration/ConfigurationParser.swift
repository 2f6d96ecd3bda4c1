import MVVMAnalyzerCore

/// Reads a configuration layer from YAML, or from JSON (YAML is a superset of JSON), e.g.
/// ```yaml
/// convention: auto
/// rules:
///   mvvm/hardcoded-text: off
///   mvvm/view-formats-data: { severity: error }
/// excluded: [Tests/**]
/// locales: [en, de]
/// ```
public struct ConfigurationParser: Sendable {
    /// Top-level keys the file may contain.
    public static let topLevelKeys = [
        "convention", "rules", "included", "excluded", "locales", "scaffold", "lintNonAppCode", "baseline",
        "showBaselined", "plainProfile",
    ]

    /// Rule ids and aliases the `rules` mapping accepts; an alias configures the rule it names.
    public let knownRuleIDs: Set<String>

    public init(knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
    }

    /// Parses `text`; `path` names the source in errors.
    public func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        let lines = LineTable(text)
        func failure(_ message: String, at range: ByteRange) -> ConfigurationError {
            let position = lines.position(ofOffset: range.start, unit: .utf8)
            let column = lines.text(in: ByteRange(start: lines.lineStarts[position.line], end: range.start)).count
            return ConfigurationError(path: path, line: position.line + 1, column: column + 1, message: message)
        }
        let root: YAMLValue?
        do {
            root = try YAMLReader.read(text)
        } catch {
            throw ConfigurationError(
                path: path, line: error.line, column: error.column, message: "invalid YAML: \(error.message)")
        }
        guard let root else { return Configuration() }
        if case .null = root { return Configuration() }
        guard let pairs = root.pairs else {
            throw failure("the configuration must be a mapping of settings", at: root.range)
        }
        var configuration = Configuration()
        var scaffoldRange = root.range
        for pair in pairs {
            switch pair.key {
            case "convention":
                guard let value = pair.value.string, let setting = ConventionSetting(rawValue: value) else {
                    throw failure(
                        "convention must be one of \(ConventionSetting.spellings.joined(separator: ", "))",
                        at: pair.value.range)
                }
                configuration.convention = setting
            case "rules":
                configuration.rules = try parseRules(pair.value, failure: failure)
            case "included":
                configuration.included = try strings(pair.value, key: "included", failure: failure).map(Glob.init)
            case "excluded":
                configuration.excluded = try strings(pair.value, key: "excluded", failure: failure).map(Glob.init)
            case "locales":
                configuration.locales = try strings(pair.value, key: "locales", failure: failure)
            case "scaffold":
                configuration.scaffold = try parseScaffold(pair.value, failure: failure)
                scaffoldRange = pair.keyRange
            case "lintNonAppCode":
                guard let value = pair.value.string, let flag = Bool(value) else {
                    throw failure("lintNonAppCode must be true or false", at: pair.value.range)
                }
                configuration.lintNonAppCode = flag
            case "baseline":
                guard let value = pair.value.string, !value.isEmpty else {
                    throw failure(
                        "baseline must be the path of a baseline file, e.g. .mvvm-lsp-baseline.json",
                        at: pair.value.range)
                }
                configuration.baseline = value
            case "plainProfile":
                guard let value = pair.value.string, let profile = PlainProfile(rawValue: value) else {
                    let spellings = PlainProfile.allCases.map(\.rawValue).joined(separator: ", ")
                    throw failure("plainProfile must be one of \(spellings)", at: pair.value.range)
                }
                configuration.plainProfile = profile
            case "showBaselined":
                guard let value = pair.value.string, let flag = Bool(value) else {
                    throw failure("showBaselined must be true or false", at: pair.value.range)
                }
                configuration.showBaselined = flag
            default:
                throw failure(
                    "unknown setting `\(pair.key)`; expected one of \(Self.topLevelKeys.joined(separator: ", "))",
                    at: pair.keyRange)
            }
        }
        if let conflict = LinkedStyleSetting.all.lazy.compactMap({ $0.conflict(in: configuration) }).first {
            throw failure(conflict, at: scaffoldRange)
        }
        return configuration
    }

    private func parseRules(
        _ value: YAMLValue, failure: (String, ByteRange) -> ConfigurationError
    ) throws(ConfigurationError) -> [String: RuleSetting] {
        if case .null = value { return [:] }
        guard let pairs = value.pairs else {
            throw failure("rules must map rule ids to a severity or to { severity: …, options }", value.range)
        }
        var rules: [String: RuleSetting] = [:]
        for pair in pairs {
            guard knownRuleIDs.contains(pair.key) else {
                throw failure("unknown rule id `\(pair.key)`; `mvvm-lsp rules` lists them", pair.keyRange)
            }
            let id = RuleRegistry.canonicalID(pair.key)
            switch pair.value {
            case .scalar(let text, let range):
                rules[id] = RuleSetting(severity: try severity(text, at: range, failure: failure))
            case .mapping(let settings, _):
                var setting = RuleSetting()
                for option in settings {
                    if option.key == "severity" {
                        guard let text = option.value.string else {
                            throw failure("severity must be one of \(Self.severitySpellings)", option.value.range)
                        }
                        setting.severity = try severity(text, at: option.value.range, failure: failure)
                    } else {
                        setting.options[option.key] = option.value
                    }
                }
                rules[id] = setting
            default:
                throw failure(
                    "`\(pair.key)` must be a severity (\(Self.severitySpellings)) or a mapping", pair.value.range)
            }
        }
        return rules
    }

    private func parseScaffold(
        _ value: YAMLValue, failure: (String, ByteRange) -> ConfigurationError
    ) throws(ConfigurationError) -> ScaffoldSettings {
        if case .null = value { return ScaffoldSettings() }
        guard let pairs = value.pairs else { throw failure("scaffold must be a mapping of settings", value.range) }
        var settings = ScaffoldSettings()
        for pair in pairs {
            if pair.key == "placement" {
                guard let roles = pair.value.pairs else {
                    throw failure("scaffold.placement must map file roles to folders", pair.value.range)
                }
                for role in roles {
                    guard ScaffoldSettings.placementRoles.contains(role.key) else {
                        throw failure(
                            "unknown file role `\(role.key)`; expected one of \(ScaffoldSettings.placementRoles.joined(separator: ", "))",
                            role.keyRange)
                    }
                    guard let folder = role.value.string, !folder.isEmpty, !folder.hasPrefix("/"),
                        !folder.split(separator: "/").contains("..")
                    else {
                        throw failure(
                            "scaffold.placement.\(role.key) must be a folder inside the workspace", role.value.range)
                    }
                    settings.placement[role.key] = folder
                }
                continue
            }
            if pair.key == "imports" {
                settings.imports = try moduleNames(pair.value, failure: failure)
                continue
            }
            if pair.key == "plain" {
                if case .null = pair.value { continue }
                guard let items = pair.value.pairs else {
                    throw failure(
                        "scaffold.plain must map style items to values, e.g. holding: stateObject", pair.value.range)
                }
                for item in items {
                    guard let allowed = ScaffoldSettings.plainItems[item.key] else {
                        throw failure(
                            "unknown scaffold.plain item `\(item.key)`; expected one of "
                                + ScaffoldSettings.plainItems.keys.sorted().joined(separator: ", "), item.keyRange)
                    }
                    guard let text = item.value.string, !text.isEmpty, allowed.map({ $0.contains(text) }) ?? true else {
                        throw failure(
                            "scaffold.plain.\(item.key) must be one of \((allowed ?? ["a Swift name"]).joined(separator: ", "))",
                            item.value.range)
                    }
                    settings.plain[item.key] = text
                }
                continue
            }
            guard let allowed = ScaffoldSettings.allowedValues[pair.key] else {
                let known = (ScaffoldSettings.allowedValues.keys + ["imports", "placement", "plain"]).sorted().joined(
                    separator: ", ")
                throw failure("unknown scaffold setting `\(pair.key)`; expected one of \(known)", pair.keyRange)
            }
            guard let text = pair.value.string, !text.isEmpty, allowed.map({ $0.contains(text) }) ?? true else {
                throw failure(
                    "scaffold.\(pair.key) must be one of \((allowed ?? ["a name"]).joined(separator: ", "))",
                    pair.value.range)
            }
            settings.values[pair.key] = text
        }
        return settings
    }

    /// `scaffold.imports`: a list of module names (Swift identifiers).
    private func moduleNames(
        _ value: YAMLValue, failure: (String, ByteRange) -> ConfigurationError
    ) throws(ConfigurationError) -> [String] {
        let message = "scaffold.imports must be a list of module names, e.g. [MyAppCommon, MyAppDesignSystem]"
        guard let elements = value.elements else { throw failure(message, value.range) }
        var names: [String] = []
        for element in elements {
            guard let name = element.string, Self.isModuleName(name) else { throw failure(message, element.range) }
            names.append(name)
        }
        return names
    }

    /// A Swift identifier: a letter or `_`, then letters, digits or `_`.
    private static func isModuleName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static var severitySpellings: String {
        ConfiguredSeverity.allCases.map(\.rawValue).joined(separator: ", ")
    }

    private func severity(
        _ text: String, at range: ByteRange, failure: (String, ByteRange) -> ConfigurationError
    ) throws(ConfigurationError) -> ConfiguredSeverity {
        guard let severity = ConfiguredSeverity(rawValue: text) else {
            throw failure("unknown severity `\(text)`; expected one of \(Self.severitySpellings)", range)
        }
        return severity
    }

    private func strings(
        _ value: YAMLValue, key: String, failure: (String, ByteRange) -> ConfigurationError
    ) throws(ConfigurationError) -> [String] {
        if let single = value.string { return [single] }
        guard let elements = value.elements else {
            throw failure("\(key) must be a list of strings", value.range)
        }
        var result: [String] = []
        for element in elements {
            guard let text = element.string else { throw failure("\(key) must be a list of strings", element.range) }
            result.append(text)
        }
        return result
    }
}

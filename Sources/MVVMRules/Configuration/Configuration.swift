import MVVMAnalyzerCore

/// One layer of settings: a `.mvvm-lsp.yml` file or the editor's settings. Unset fields
/// leave the layers below in charge.
public struct Configuration: Sendable, Hashable {
    public var convention: ConventionSetting?
    public var rules: [String: RuleSetting]
    /// Globs, relative to the layer's folder, of the only files to check (`nil`: all).
    public var included: [Glob]?
    /// Globs, relative to the layer's folder, of files not to check.
    public var excluded: [Glob]
    /// Locales localization rules check, e.g. `[en, de]`.
    public var locales: [String]?
    /// Defaults and placement for scaffolded screens.
    public var scaffold: ScaffoldSettings
    /// Whether tests, tools and a convention library's own sources are linted too
    /// (`nil`: not set here; off by default).
    public var lintNonAppCode: Bool?
    /// Path, relative to the layer's folder, of the baseline file whose findings are hidden.
    public var baseline: String?
    /// Whether an editor shows baselined findings as hints instead of hiding them.
    public var showBaselined: Bool?
    /// Which rules run in plain code (`nil`: not set here; `default` unless a layer says).
    public var plainProfile: PlainProfile?

    public init(
        convention: ConventionSetting? = nil, rules: [String: RuleSetting] = [:], included: [Glob]? = nil,
        excluded: [Glob] = [], locales: [String]? = nil, scaffold: ScaffoldSettings = ScaffoldSettings(),
        lintNonAppCode: Bool? = nil, baseline: String? = nil, showBaselined: Bool? = nil,
        plainProfile: PlainProfile? = nil
    ) {
        self.plainProfile = plainProfile
        self.baseline = baseline
        self.showBaselined = showBaselined
        self.lintNonAppCode = lintNonAppCode
        self.convention = convention
        self.rules = rules
        self.included = included
        self.excluded = excluded
        self.locales = locales
        self.scaffold = scaffold
    }

    /// The file name of configuration files.
    public static let fileName = ".mvvm-lsp.yml"
}

/// A validated request to scaffold one screen: its name, convention, kind and options.
public struct ScaffoldRequest: Sendable, Hashable {
    /// The screen name without `View`/`ViewModel` suffix (`TaskList`).
    public let name: String
    public let convention: ScaffoldConvention
    public let kind: ViewKind
    /// FOSMVVM hosting (`server` by default); `nil` for the contract convention.
    public let hosting: Hosting?
    /// The feature folder (FOSMVVM) or module (contract) of the screen; the name by default.
    public let feature: String
    /// Whether `feature` was asked for rather than defaulted: a FOSMVVM screen then goes into
    /// that feature's folders, not beside the screens nearest the anchor.
    public let isFeatureGiven: Bool
    public let options: ScaffoldOptions

    /// Validates every value: `name` (a trailing `View`/`ViewModel` is removed) and the children
    /// must be UpperCamelCase identifiers, `feature` and the imports identifiers, fields distinct
    /// lowerCamelCase, locales language codes; the kind and hosting must belong to the
    /// convention, and the composition options (`validateComposition`) and fields
    /// (`validateFields`) to the kind.
    public init(
        name: String,
        convention: ScaffoldConvention,
        kind: ViewKind? = nil,
        hosting: Hosting? = nil,
        feature: String? = nil,
        options: ScaffoldOptions = ScaffoldOptions()
    ) throws(ScaffoldError) {
        let kind = kind ?? convention.defaultKind
        guard (ViewKind.kinds(for: convention) + ViewKind.companionKinds(for: convention)).contains(kind) else {
            throw .kindNotInConvention(kind, convention)
        }
        var options = options
        if kind == .request {
            let split = try RequestVerb.split(name, verb: options.requestVerb)
            self.name = split.noun
            options.requestVerb = split.verb
        } else {
            guard options.requestVerb == nil else {
                throw .optionNotInKind(option: "verbs", kind: kind, requires: .request)
            }
            self.name = try SwiftIdentifier.screenName(name, role: "name")
        }
        self.convention = convention
        self.kind = kind
        switch (convention, hosting) {
        case (.fosmvvm, _): self.hosting = try Self.fosmvvmHosting(hosting, kind: kind)
        case (.contract, nil), (.plain, nil): self.hosting = nil
        case (.contract, let hosting?), (.plain, let hosting?): throw .hostingNotInConvention(hosting, convention)
        }
        self.isFeatureGiven = feature != nil
        let feature = feature ?? self.name
        try SwiftIdentifier.validate(feature, role: "feature", case: .any)
        self.feature = feature
        if let anchor = options.anchor {
            let components = anchor.split(separator: "/", omittingEmptySubsequences: false)
            if anchor.hasPrefix("/") || anchor.isEmpty
                || components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
            {
                throw .unsafePath(
                    anchor,
                    reason: "the place to scaffold from must be a path inside the workspace, relative to its root")
            }
        }
        let composition = try Self.validateComposition(options, name: self.name, kind: kind)
        options = try Self.validateFields(composition, kind: kind, convention: convention)
        for module in options.imports ?? [] {
            try SwiftIdentifier.validate(module, role: "import", case: .any)
        }
        for locale in options.locales where !Self.isLocale(locale) {
            throw .invalidLocale(locale)
        }
        self.options = options
    }

    /// `en`, `de`, `en-GB`, `zh-Hant-TW`.
    private static func isLocale(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}

import Foundation
import MVVMAnalyzerCore

/// All configuration of one workspace root: the `.mvvm-lsp.yml` files (each applies to its
/// folder's subtree), the root's `.fosmvvm-review.yml` and the editor's settings. Layering,
/// lowest first: rule defaults ← `.fosmvvm-review.yml` ← configuration files from the root down
/// to the file's folder ← editor settings.
public struct ConfigurationSet: Sendable {
    /// The workspace root; editor-settings globs are relative to it.
    public let root: String
    /// The last good configuration of each file, keyed by the file's folder.
    public private(set) var layersByFolder: [String: Configuration] = [:]
    /// The last good editor settings.
    public private(set) var editorSettings = Configuration()
    /// The root's `.fosmvvm-review.yml` (defaults when it is missing or malformed).
    public private(set) var review = FOSMVVMReviewSettings()
    /// The text of every configuration source read (files by path, and "editor settings"),
    /// malformed ones included: what the settings in effect were made from, for a cache key.
    public private(set) var sourceTexts: [String: String] = [:]
    private let parser: ConfigurationParser

    public init(root: String, knownRuleIDs: Set<String> = RuleRegistry.acceptedIDs) {
        self.root = Self.normalizedFolder(root)
        self.parser = ConfigurationParser(knownRuleIDs: knownRuleIDs)
    }

    /// Reads the configuration file at `path` from `text`. On error the file's last good
    /// configuration stays in effect and the error is returned.
    @discardableResult
    public mutating func applyConfigurationFile(path: String, text: String) -> ConfigurationError? {
        sourceTexts[path] = text
        do {
            layersByFolder[Self.folder(of: path)] = try parser.parse(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    /// Forgets the configuration file at `path`.
    public mutating func removeConfigurationFile(path: String) {
        sourceTexts[path] = nil
        layersByFolder[Self.folder(of: path)] = nil
    }

    /// Whether `path` is the `.fosmvvm-review.yml` this set reads: the one at the root.
    public func isReviewSettingsFile(_ path: String) -> Bool {
        path == root + "/" + FOSMVVMReviewSettings.fileName
    }

    /// Reads the root's `.fosmvvm-review.yml` from `text`, returning its warning, if any. A
    /// malformed file leaves the defaults in force, as the review skill does.
    @discardableResult
    public mutating func applyReviewSettingsFile(path: String, text: String) -> ConfigurationError? {
        sourceTexts[path] = text
        let (settings, warning) = FOSMVVMReviewSettingsParser().parse(text, path: path)
        review = settings
        return warning
    }

    /// Forgets the root's `.fosmvvm-review.yml`.
    public mutating func removeReviewSettingsFile() {
        sourceTexts[root + "/" + FOSMVVMReviewSettings.fileName] = nil
        review = FOSMVVMReviewSettings()
    }

    /// Reads the editor's settings (JSON or YAML). On error the last good settings stay.
    @discardableResult
    public mutating func applyEditorSettings(_ text: String) -> ConfigurationError? {
        sourceTexts["editor settings"] = text
        do {
            editorSettings = try parser.parse(text, path: "editor settings")
            return nil
        } catch {
            return error
        }
    }

    /// Loads every `.mvvm-lsp.yml` under `root` (hidden and build folders skipped), returning
    /// the set and the errors of the files that could not be used.
    public static func load(root: String) -> (ConfigurationSet, [ConfigurationError]) {
        load(root: root, configurationFiles: configurationFilePaths(under: ConfigurationSet(root: root).root))
    }

    /// Like `load(root:)`, from the configuration files a caller's own listing of `root` found
    /// (every `.mvvm-lsp.yml` under it, hidden folders and build folders skipped).
    public static func load(root: String, configurationFiles: [String]) -> (ConfigurationSet, [ConfigurationError]) {
        var set = ConfigurationSet(root: root)
        var errors: [ConfigurationError] = []
        for path in configurationFiles.sorted() {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                errors.append(
                    ConfigurationError(path: path, line: 1, column: 1, message: "cannot read the file as UTF-8"))
                continue
            }
            if let error = set.applyConfigurationFile(path: path, text: text) { errors.append(error) }
        }
        let reviewPath = set.root + "/" + FOSMVVMReviewSettings.fileName
        if FileManager.default.fileExists(atPath: reviewPath) {
            if let text = try? String(contentsOfFile: reviewPath, encoding: .utf8) {
                if let warning = set.applyReviewSettingsFile(path: reviewPath, text: text) { errors.append(warning) }
            } else {
                errors.append(
                    ConfigurationError(
                        path: reviewPath, line: 1, column: 1,
                        message: "cannot read the file as UTF-8; the review checks keep their defaults",
                        severity: .warning))
            }
        }
        return (set, errors)
    }

    /// The settings in effect for the file at `path`.
    public func resolved(forFile path: String) -> ResolvedConfiguration {
        let folders = layersByFolder.keys
            .filter { RelativePath.subpath(of: path, below: $0) != nil }
            .sorted { $0.count < $1.count }
        let layers = folders.map { ($0, layersByFolder[$0]!) } + [(root, editorSettings)]
        var resolved = ResolvedConfiguration()
        resolved.reviewSeverities = review.ruleSeverities
        resolved.isExcludedFromReview = review.excludedPaths.contains {
            $0.matches(RelativePath.display(path, in: root))
        }
        var linkedChoices: [String: String] = [:]
        for (folder, layer) in layers {
            let relative = RelativePath.display(path, in: folder)
            if let convention = layer.convention { resolved.convention = convention }
            for (id, setting) in layer.rules {
                resolved.rules[id] = (resolved.rules[id] ?? RuleSetting()).overridden(by: setting)
            }
            if let locales = layer.locales { resolved.locales = locales }
            if let lintNonAppCode = layer.lintNonAppCode { resolved.lintNonAppCode = lintNonAppCode }
            if let baseline = layer.baseline { resolved.baselinePath = Self.absolutePath(baseline, in: folder) }
            if let showBaselined = layer.showBaselined { resolved.showBaselined = showBaselined }
            if let plainProfile = layer.plainProfile { resolved.plainProfile = plainProfile }
            resolved.scaffold = resolved.scaffold.overridden(by: layer.scaffold)
            for link in LinkedStyleSetting.all {
                if let choice = link.choice(in: layer) { linkedChoices[link.scaffoldKey] = choice }
            }
            if layer.excluded.contains(where: { $0.matches(relative) }) { resolved.isIncluded = false }
            if let included = layer.included, !included.contains(where: { $0.matches(relative) }) {
                resolved.isIncluded = false
            }
        }
        for link in LinkedStyleSetting.all {
            if let choice = linkedChoices[link.scaffoldKey] { link.apply(choice, to: &resolved) }
        }
        return resolved
    }

    private static func configurationFilePaths(under root: String) -> [String] {
        var unreadable: [UnreadablePath] = [] // reported by the listing of Swift files
        return FolderWalk(hiddenFilesListed: [Configuration.fileName])
            .files(under: root, accepting: { $0.hasSuffix("/" + Configuration.fileName) }, unreadable: &unreadable)
            .sorted()
    }

    private static func folder(of path: String) -> String {
        normalizedFolder(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
    }

    /// `path` as written in a layer of `folder`: absolute as is, else relative to the folder.
    private static func absolutePath(_ path: String, in folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : folder + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    private static func normalizedFolder(_ folder: String) -> String {
        var result = folder
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}

/// The settings in effect for one file after layering.
public struct ResolvedConfiguration: Sendable, Hashable {
    public var convention: ConventionSetting = .auto
    public var rules: [String: RuleSetting] = [:]
    public var locales: [String] = ["en"]
    public var scaffold = ScaffoldSettings()
    /// `false` when `included`/`excluded` leave the file out.
    public var isIncluded = true
    /// Whether tests, tools and convention libraries are linted like app code.
    public var lintNonAppCode = false
    /// The baseline file hiding known findings (`baseline:`), absolute; nil when none is set.
    public var baselinePath: String?
    /// Whether an editor shows baselined findings as hints (`showBaselined:`).
    public var showBaselined = false
    /// Which rules run in plain code (`plainProfile:`).
    public var plainProfile = PlainProfile.default
    /// What `.fosmvvm-review.yml` makes of the rules deciding review checks: `off` or a
    /// severity, applied only where such a rule runs by default and no `.mvvm-lsp.yml` layer
    /// or editor setting sets it.
    public var reviewSeverities: [String: ConfiguredSeverity] = [:]
    /// Whether `.fosmvvm-review.yml`'s `excluded_paths` leave this file out of the review
    /// checks (rules with a review check do not run on it).
    public var isExcludedFromReview = false

    public init() {}
}

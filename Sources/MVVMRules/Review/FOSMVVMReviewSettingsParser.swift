import MVVMAnalyzerCore

/// Reads `.fosmvvm-review.yml` the way FOSMVVM's review skill does: every key optional; a file
/// that is not YAML, not a mapping, or has an unknown top-level key or a value of the wrong
/// shape is reported and ignored (the defaults apply); an unknown check name or severity is
/// reported and that entry skipped, the rest applied. Problems are warnings, never fatal.
public struct FOSMVVMReviewSettingsParser: Sendable {
    /// The top-level keys the skill defines.
    public static let topLevelKeys = ["disabled_checks", "severity_overrides", "excluded_paths"]

    public init() {}

    /// The settings `text` gives, and the warning to show about it, if any.
    public func parse(_ text: String, path: String) -> (settings: FOSMVVMReviewSettings, warning: ConfigurationError?) {
        let lines = LineTable(text)
        func problem(_ message: String, at range: ByteRange) -> ConfigurationError {
            let position = lines.position(ofOffset: range.start, unit: .utf8)
            let column = lines.text(in: ByteRange(start: lines.lineStarts[position.line], end: range.start)).count
            return ConfigurationError(
                path: path, line: position.line + 1, column: column + 1, message: message, severity: .warning)
        }
        let ignored = " — the file is ignored and the review checks keep their defaults"
        let root: YAMLValue?
        do {
            root = try YAMLReader.read(text)
        } catch {
            return (
                FOSMVVMReviewSettings(),
                ConfigurationError(
                    path: path, line: error.line, column: error.column,
                    message: "invalid YAML: \(error.message)\(ignored)", severity: .warning)
            )
        }
        guard let root, !isNull(root) else { return (FOSMVVMReviewSettings(), nil) }
        guard let pairs = root.pairs else {
            return (
                FOSMVVMReviewSettings(),
                problem(
                    "the file must be a mapping of \(Self.topLevelKeys.joined(separator: ", "))\(ignored)",
                    at: root.range)
            )
        }
        var settings = FOSMVVMReviewSettings()
        var skipped: [String] = []
        var firstSkipped: ByteRange?
        func skip(_ what: String, at range: ByteRange) {
            skipped.append(what)
            firstSkipped = firstSkipped ?? range
        }
        for pair in pairs {
            switch pair.key {
            case "disabled_checks":
                guard let names = strings(pair.value) else {
                    return (
                        FOSMVVMReviewSettings(),
                        problem("disabled_checks must be a list of check names\(ignored)", at: pair.value.range)
                    )
                }
                for (name, range) in names {
                    if FOSMVVMReviewCatalog.isCheck(name) {
                        settings.disabledChecks.insert(name)
                    } else {
                        skip("unknown check `\(name)`", at: range)
                    }
                }
            case "severity_overrides":
                guard let overrides = pair.value.pairs ?? (isNull(pair.value) ? [] : nil) else {
                    return (
                        FOSMVVMReviewSettings(),
                        problem(
                            "severity_overrides must map check names to blocker, warning or nit\(ignored)",
                            at: pair.value.range)
                    )
                }
                for override in overrides {
                    guard FOSMVVMReviewCatalog.isCheck(override.key) else {
                        skip("unknown check `\(override.key)`", at: override.keyRange)
                        continue
                    }
                    guard let text = override.value.string,
                        let severity = FOSMVVMReviewCatalog.ReviewSeverity(rawValue: text)
                    else {
                        skip(
                            "`\(override.key)`'s severity `\(override.value.string ?? "…")` (blocker, warning or nit)",
                            at: override.value.range)
                        continue
                    }
                    settings.severityOverrides[override.key] = severity
                }
            case "excluded_paths":
                guard let globs = strings(pair.value) else {
                    return (
                        FOSMVVMReviewSettings(),
                        problem("excluded_paths must be a list of glob patterns\(ignored)", at: pair.value.range)
                    )
                }
                settings.excludedPaths = globs.map { Glob($0.text) }
            default:
                return (
                    FOSMVVMReviewSettings(),
                    problem(
                        "unknown key `\(pair.key)`; expected \(Self.topLevelKeys.joined(separator: ", "))\(ignored)",
                        at: pair.keyRange)
                )
            }
        }
        guard let firstSkipped else { return (settings, nil) }
        let message =
            "ignored \(skipped.joined(separator: ", ")); the rest applies (`mvvm-lsp rules --review-checks` lists the checks)"
        return (settings, problem(message, at: firstSkipped))
    }

    private func isNull(_ value: YAMLValue) -> Bool {
        if case .null = value { return true }
        return false
    }

    /// A list of strings (or one string, or nothing), with where each is written.
    private func strings(_ value: YAMLValue) -> [(text: String, range: ByteRange)]? {
        if isNull(value) { return [] }
        if let single = value.string { return [(single, value.range)] }
        guard let elements = value.elements else { return nil }
        var result: [(text: String, range: ByteRange)] = []
        for element in elements {
            guard let text = element.string else { return nil }
            result.append((text, element.range))
        }
        return result
    }
}

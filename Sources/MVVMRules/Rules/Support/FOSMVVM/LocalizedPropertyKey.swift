import MVVMAnalyzerCore
import SwiftSyntax

/// A property whose text FOSMVVM looks up in the localization YAML under
/// `<locale>: <typeName>: <key>`: `@LocalizedString`, `@LocalizedStrings` and `@LocalizedSubs`
/// (the number, date and compound wrappers have no key of their own).
struct LocalizedPropertyKey {
    static let keyedWrappers: Set<String> = ["LocalizedString", "LocalizedStrings", "LocalizedSubs"]

    /// The type key: the declared name without generic arguments.
    let typeName: String
    /// The key under the type: the first parent key, else the explicit property name, else the
    /// property's own name.
    let key: String
    let property: PropertyFact
    let wrapper: String

    /// The keyed localized properties declared in `type`, read from `file`'s syntax.
    static func keys(of type: TypeFact, in file: SourceFile) -> [LocalizedPropertyKey] {
        type.properties.compactMap { property in
            guard !property.isStatic,
                  let attribute = property.attributes.first(where: { keyedWrappers.contains($0.name) }) else { return nil }
            let syntax = file.tree.descendant(AttributeSyntax.self, at: attribute.range)
            return LocalizedPropertyKey(
                typeName: type.name, key: explicitKey(syntax) ?? property.name, property: property, wrapper: attribute.name
            )
        }
    }

    /// The `<locale>.<Type>.<key>` spelling.
    func spelled(locale: String) -> String { "\(locale).\(typeName).\(key)" }

    private static func explicitKey(_ attribute: AttributeSyntax?) -> String? {
        guard case .argumentList(let arguments)? = attribute?.arguments else { return nil }
        func string(_ argument: LabeledExprSyntax) -> String? {
            argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        if let parent = arguments.first(where: { ["parentKeys", "parentKey"].contains($0.label?.text ?? "") }) {
            if let text = string(parent) { return text }
            if let array = parent.expression.as(ArrayExprSyntax.self), let first = array.elements.first,
               let text = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return text
            }
        }
        if let unlabeled = arguments.first(where: { $0.label == nil }), let text = string(unlabeled) { return text }
        if let named = arguments.first(where: { $0.label?.text == "propertyName" }), let text = string(named) { return text }
        return nil
    }
}

extension LocalizationStore {
    /// Whether a `*.yaml` file (which FOSMVVM ignores) defines the key.
    func isDefinedInIgnoredFile(locale: String, typeName: String, key: String) -> Bool {
        ignoredYAMLFiles.values.contains { file in
            file.entries.contains { $0.locale == locale.lowercased() && $0.typeName == typeName && $0.property == key }
        }
    }

    /// The loaded files that hold localization: top-level keys that all look like locales.
    var localizationFiles: [LocalizationFile] {
        files.keys.sorted().compactMap { files[$0] }.filter { file in
            !file.entries.isEmpty && file.entries.allSatisfy { LocalizationStore.looksLikeLocale($0.locale) }
        }
    }

    /// `en`, `es`, `en-gb`, `zh_hant`: two or three letters, then optional region or script parts.
    static func looksLikeLocale(_ key: String) -> Bool {
        let parts = key.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}

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
    /// The keys below `key` down to the property's own (`validationMessages`, `error2` of
    /// `@LocalizedString(parentKeys: "aField", "validationMessages") var error2`); empty
    /// without parent keys.
    var nestedKeys: [String] = []

    /// The keyed localized properties declared in `type`, read from `file`'s syntax.
    static func keys(of type: TypeFact, in file: SourceFile) -> [LocalizedPropertyKey] {
        type.properties.compactMap { property in
            guard !property.isStatic,
                let attribute = property.attributes.first(where: { keyedWrappers.contains($0.name) })
            else { return nil }
            let syntax = file.tree.node(AttributeSyntax.self, spanning: attribute.range)
            let parents = parentKeys(syntax)
            guard let top = parents.first else {
                return LocalizedPropertyKey(
                    typeName: type.name, key: explicitKey(syntax) ?? property.name, property: property,
                    wrapper: attribute.name
                )
            }
            let leaf = propertyName(syntax) ?? property.name
            return LocalizedPropertyKey(
                typeName: type.name, key: top, property: property, wrapper: attribute.name,
                nestedKeys: Array(parents.dropFirst()) + [leaf]
            )
        }
    }

    /// The `<locale>.<Type>.<key>` spelling, with the nested keys down to the property.
    func spelled(locale: String) -> String {
        ([locale, typeName, key] + nestedKeys).joined(separator: ".")
    }

    /// The string literals of `parentKeys:` (variadic or an array), in order.
    private static func parentKeys(_ attribute: AttributeSyntax?) -> [String] {
        guard case .argumentList(let arguments)? = attribute?.arguments,
            let start = arguments.firstIndex(where: { ["parentKeys", "parentKey"].contains($0.label?.text ?? "") })
        else { return [] }
        var keys: [String] = []
        for (offset, argument) in arguments[start...].enumerated() {
            if offset > 0, argument.label != nil { break }
            if let array = argument.expression.as(ArrayExprSyntax.self) {
                keys += array.elements.compactMap {
                    $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
            } else if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                keys.append(text)
            }
        }
        return keys
    }

    private static func propertyName(_ attribute: AttributeSyntax?) -> String? {
        guard case .argumentList(let arguments)? = attribute?.arguments else { return nil }
        return arguments.first { $0.label?.text == "propertyName" }?
            .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private static func explicitKey(_ attribute: AttributeSyntax?) -> String? {
        guard case .argumentList(let arguments)? = attribute?.arguments else { return nil }
        func string(_ argument: LabeledExprSyntax) -> String? {
            argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        if let parent = arguments.first(where: { ["parentKeys", "parentKey"].contains($0.label?.text ?? "") }) {
            if let text = string(parent) { return text }
            if let array = parent.expression.as(ArrayExprSyntax.self), let first = array.elements.first,
                let text = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            {
                return text
            }
        }
        if let unlabeled = arguments.first(where: { $0.label == nil }), let text = string(unlabeled) { return text }
        if let named = arguments.first(where: { $0.label?.text == "propertyName" }), let text = string(named) {
            return text
        }
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
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
            return false
        }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber }
        }
    }
}

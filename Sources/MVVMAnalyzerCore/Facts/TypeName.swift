/// Helpers for type names as written in source.
public enum TypeName {
    /// Suffixes of view names, in the order rules suggest them.
    public static let viewSuffixes = ["View", "Screen", "Page", "Row", "Cell"]
    /// Suffixes after the feature name in view-model types (`FooViewModelImpl` → `Foo`).
    public static let viewModelSuffixes = [
        "ViewModelContract", "ViewModelProtocol", "ViewModelImpl", "ViewModelType", "ViewModel",
    ]

    /// The base of a written type: `any Foo?` → `Foo`, `Foo<Bar>` → `Foo`,
    /// `SwiftUI.View` → `View`, `[Foo]` stays `[Foo]`. Nested names keep their last two parts
    /// when the last is `ViewModel` (`FooView.ViewModel`).
    public static func base(of written: String) -> String {
        var text = Substring(written.trimmingWhitespace)
        for prefix in ["any ", "some ", "borrowing ", "consuming ", "inout "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { return base(of: String(text.dropFirst().dropLast())) }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        let parts = text.split(separator: ".").map(String.init)
        guard let last = parts.last else { return String(text) }
        if last == "ViewModel", parts.count >= 2 { return parts.suffix(2).joined(separator: ".") }
        return last
    }

    /// The feature name of a view-model type: `FooViewModel` → `Foo`,
    /// `FooViewModelContract` → `Foo`; `nil` when the name has no view-model suffix or
    /// nothing before it.
    public static func featureName(ofViewModel name: String) -> String? {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        for suffix in viewModelSuffixes where simple.hasSuffix(suffix) {
            let feature = String(simple.dropLast(suffix.count))
            return feature.isEmpty ? nil : feature
        }
        return nil
    }

    /// The feature name of a view: `FooView`/`FooScreen`/… → `Foo`, a bare `Foo` → `Foo`.
    public static func featureName(ofView name: String) -> String {
        for suffix in viewSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Whether `name` looks like a view-model type or contract.
    public static func looksLikeViewModel(_ name: String) -> Bool {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return viewModelSuffixes.contains { simple.hasSuffix($0) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

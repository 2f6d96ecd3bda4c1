/// Helpers for type names as written in source.
public enum TypeName {
    /// Suffixes of view names, in the order rules suggest them.
    public static let viewSuffixes = ["View", "Screen", "Page", "Row", "Cell"]
    /// Suffixes after the feature name in view-model types (`FooViewModelImpl` → `Foo`).
    public static let viewModelSuffixes = [
        "ViewModelContract", "ViewModelProtocol", "ViewModelImpl", "ViewModelType", "ViewModeling", "ViewModel",
    ]

    /// The base of a written type: `any Foo?` → `Foo`, `Foo<Bar>` → `Foo`,
    /// `SwiftUI.View` → `View`, `[Foo]` stays `[Foo]`. Nested names keep their last two parts
    /// when the last is `ViewModel` (`FooView.ViewModel`).
    public static func base(of written: String) -> String {
        if let simple = baseOfDottedIdentifier(written) { return simple }
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

    /// `base(of:)` for the common spellings, `Foo` and `A.B.Foo`, found on UTF-8 bytes without
    /// building characters (this runs for every type and property of every file); nil for any
    /// other spelling.
    private static func baseOfDottedIdentifier(_ written: String) -> String? {
        let utf8 = written.utf8
        var lastDot: String.Index?
        var dotBeforeLast: String.Index?
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: ".") {
                dotBeforeLast = lastDot
                lastDot = index
            } else if !(byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")))
            {
                return nil
            }
        }
        guard let lastDot else { return written.isEmpty ? nil : written }
        let last = written[utf8.index(after: lastDot)...]
        guard !last.isEmpty else { return nil }
        guard last == "ViewModel" else { return String(last) }
        let start = dotBeforeLast.map { utf8.index(after: $0) } ?? written.startIndex
        return start < lastDot ? String(written[start...]) : nil
    }

    /// The feature name of a view-model type: `FooViewModel` → `Foo`,
    /// `FooViewModelContract` → `Foo`; `nil` when the name has no view-model suffix or
    /// nothing before it.
    public static func featureName(ofViewModel name: String) -> String? {
        let simple = lastComponent(of: name)
        for suffix in viewModelSuffixes where simple.hasSuffix(suffix) {
            let feature = String(simple.dropLast(suffix.count))
            return feature.isEmpty ? nil : feature
        }
        return nil
    }

    /// The feature name of a view: `FooView`/`FooScreen`/… → `Foo`, a bare `Foo` → `Foo`.
    public static func featureName(ofView name: String) -> String {
        for suffix in viewSuffixes where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The view model that owns a nested type a view holds: `FooViewModel.Context` →
    /// `FooViewModel`, `Module.FooViewModelType.State` → `FooViewModelType`; nil when the written
    /// type is not nested in a view-model-like name (or is `FooView.ViewModel` itself).
    public static func viewModelOwningNestedType(_ written: String) -> String? {
        // Most written types are not nested: no "." to split on (a look at the bytes).
        guard written.utf8.contains(UInt8(ascii: ".")) else { return nil }
        var text = Substring(written.trimmingWhitespace)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        let parts = text.split(separator: ".")
        guard parts.count >= 2, !looksLikeViewModel(String(parts.last!)) else { return nil }
        return parts.dropLast().last(where: { looksLikeViewModel(String($0)) }).map(String.init)
    }

    /// Whether `name` looks like a view-model type or contract.
    public static func looksLikeViewModel(_ name: String) -> Bool {
        let simple = lastComponent(of: name)
        return viewModelSuffixes.contains { simple.hasSuffix($0) }
    }

    /// The last non-empty `.`-separated part of `name` (all of it when it has none), as
    /// `name.split(separator: ".").last ?? name`, found on UTF-8 bytes: these run for every
    /// property of every view, and a split walks characters.
    private static func lastComponent(of name: String) -> Substring {
        let utf8 = name.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") {
            end = utf8.index(before: end)
        }
        guard end > utf8.startIndex else { return name[...] }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return name[start..<end]
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}

/// One `<locale>: <Type>: <property>:` key of a localization YAML file.
public struct LocalizationEntry: Sendable, Hashable {
    /// The locale key, lowercased (`en`, `en-gb`).
    public var locale: String
    public var typeName: String
    public var property: String
    public var path: String
    /// The property key's range in the file.
    public var keyRange: ByteRange
    /// The localized text: a scalar's text, a sequence's texts one per line, nil for a nested map.
    public var text: String?

    public init(
        locale: String, typeName: String, property: String, path: String, keyRange: ByteRange,
        text: String? = nil
    ) {
        self.locale = locale
        self.typeName = typeName
        self.property = property
        self.path = path
        self.keyRange = keyRange
        self.text = text
    }

    /// The key without its file, e.g. `en.FooViewModel.title`.
    public var key: String { "\(locale).\(typeName).\(property)" }
}

// API surface of FOSMVVM: localizable values and the localized property wrappers (test
// support).

public protocol Localizable: Codable, Hashable, Identifiable, Sendable, Stubbable {
    var isEmpty: Bool { get }
    var id: LocalizableId { get }
    var localizedString: String { get throws }
}

public protocol LocalizableValue: Localizable {}

public indirect enum LocalizableRef: Hashable, Identifiable, Sendable {
    case value(key: String)
    case arrayValue(key: String, index: Int)
    public var id: String { "" }
}

public enum LocalizableString: Localizable {
    case empty
    case constant(_ string: String)
    case localized(_ id: LocalizableRef)

    public static func localized(key: String) -> Self { .empty }
    public static func localized(for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: String..., propertyName: String, index: Int? = nil) -> Self { .empty }
    public static func localized(for type: (some Any).Type, propertyName: String, messageGroup: String? = nil, messageKey: String) -> Self { .empty }

    public var isEmpty: Bool { true }
    public var id: LocalizableId { "" }
    public var localizedString: String { get throws { "" } }
    public static func stub() -> Self { .empty }
    public init(from decoder: Decoder) throws { self = .empty }
    public func encode(to encoder: Encoder) throws {}
}

public struct LocalizableInt: LocalizableValue, Comparable {
    public let value: Int
    public init(value: Int, showGroupingSeparator: Bool = true, groupingSize: Int = 3) { self.value = value }
    public var isEmpty: Bool { false }
    public var id: LocalizableId { "" }
    public var localizedString: String { get throws { "" } }
    public static func stub() -> Self { .init(value: 0) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

public struct LocalizableDouble: LocalizableValue, Comparable {
    public let value: Double
    public init(value: Double, showGroupingSeparator: Bool = true, groupingSize: Int = 3, minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 2) {
        self.value = value
    }
    public var isEmpty: Bool { false }
    public var id: LocalizableId { "" }
    public var localizedString: String { get throws { "" } }
    public static func stub() -> Self { .init(value: 0) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

public struct LocalizableDate: LocalizableValue, Comparable {
    public let value: Date
    public init(value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil, dateFormat: String? = nil) {
        self.value = value
    }
    public var isEmpty: Bool { false }
    public var id: LocalizableId { "" }
    public var localizedString: String { get throws { "" } }
    public static func stub() -> Self { .init(value: .now) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

/// `@LocalizedString` and its siblings: a localizable value bound to the property's name.
@propertyWrapper
public struct _LocalizedProperty<Model: RetrievablePropertyNames, Value: Localizable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value
    public var projectedValue: Value { wrappedValue }
    public let localizationId: LocalizableId

    public init(_ propertyName: String, messageGroup: String? = nil, messageKey: String, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil) where Value == LocalizableString {
        fatalError()
    }
    public init(parentKey: String? = nil, propertyName: String? = nil, index: Int? = nil, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil) where Value == LocalizableString {
        fatalError()
    }
    public init(parentKeys: String..., propertyName: String? = nil, index: Int? = nil, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil) where Value == LocalizableString {
        fatalError()
    }
    public init(value: Int? = nil, showGroupingSeparator: Bool = true, groupingSize: Int = 3, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil) where Value == LocalizableInt {
        fatalError()
    }
    public init(value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil, dateFormat: String? = nil, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil) where Value == LocalizableDate {
        fatalError()
    }
}

extension RetrievablePropertyNames {
    public typealias LocalizedString = _LocalizedProperty<Self, LocalizableString>
    public typealias LocalizedInt = _LocalizedProperty<Self, LocalizableInt>
    public typealias LocalizedDouble = _LocalizedProperty<Self, LocalizableDouble>
    public typealias LocalizedDate = _LocalizedProperty<Self, LocalizableDate>
}

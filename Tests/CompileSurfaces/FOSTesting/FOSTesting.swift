// API surface of FOSTesting (FOSUtilities) for type-checking generated view-model tests on
// Linux (test support, not an implementation): `LocalizableTestCase`, its store loading, its
// locale constants and `expectFullViewModelTests`, with FOSUtilities 0.13.3's signatures
// (`Sources/FOSTesting/LocalizableTestCase.swift`). Compiled twice, like FOSMVVM: the `seeds`
// spelling (`fosmvvm-viewmodel-test-generator`) also gives `locales` a default (en, es), which
// 0.13.3 requires every suite to declare.
import FOSFoundation
import FOSMVVM
import Foundation

public protocol LocalizableTestCase: Sendable {
    var locStore: LocalizationStore { get }
    var locales: Set<Locale> { get }
}

public extension LocalizableTestCase {
    /// Loads the YAML under `resourceDirectoryName` of `bundle` (`""`: from the bundle's root).
    static func loadLocalizationStore(bundle: Bundle, resourceDirectoryName: String = "Resources") throws -> LocalizationStore {
        fatalError("API surface")
    }

    /// Loads one store merging the YAML of every bundle.
    static func loadLocalizationStore(bundles: [Bundle], resourceDirectoryName: String = "Resources") throws -> LocalizationStore {
        fatalError("API surface")
    }

    /// A `JSONEncoder` localizing into `locale` from `locStore`.
    func encoder(locale: Locale = Self.en) -> JSONEncoder { JSONEncoder() }

    /// Every localized property of `viewModelType.stub()` has a translation in each locale.
    func expectTranslations<Model: RetrievablePropertyNames & Stubbable>(_ viewModelType: Model.Type, locales: Set<Locale>? = nil) throws {}

    /// Codable round-trip, version stability and translations of `viewModelType`.
    func expectFullViewModelTests(
        _ viewModelType: (some ViewModel & ViewModel).Type, locales: Set<Locale>? = nil, file: String = #filePath, line: Int = #line
    ) throws {}

    static var en: Locale { Locale(identifier: "en") }
    var en: Locale { Self.en }
    static var enUS: Locale { Locale(identifier: "en-US") }
    var enUS: Locale { Self.enUS }
    static var enGB: Locale { Locale(identifier: "en-GB") }
    var enGB: Locale { Self.enGB }
    static var es: Locale { Locale(identifier: "es") }
    var es: Locale { Self.es }
}

#if FOSMVVM_SEEDS
public extension LocalizableTestCase {
    /// The skill's documented default: English and Spanish.
    var locales: Set<Locale> { [Self.en, Self.es] }
}
#endif

/// Codable round-trip of `codableType.stub()`.
public func expectCodable<C: Codable & Stubbable>(
    _ codableType: C.Type, encoder: JSONEncoder? = nil, decoder: JSONDecoder? = nil, _ message: @autoclosure () -> String = ""
) throws {}

import Foundation
import MVVMAnalyzerCore

extension ScaffoldPlanner {
    /// The request an error view model wraps, with the values its `ResponseError` (a nested
    /// type, or the type a `typealias ResponseError` names) carries that a view model can hold:
    /// `LocalizableString`, `String`, `Int`, `Double`, `Bool`, and `String`-backed enums (kept
    /// as their `rawValue`, as FOSMVVM keeps `code.rawValue`). Nothing is copied when the
    /// request or its error is not in the workspace; a request answering `EmptyError` is refused.
    func errorSource(request: String) throws(ScaffoldError) -> FOSMVVMScreen.ErrorSource {
        var source = FOSMVVMScreen.ErrorSource(request: request, properties: [])
        let nested = snapshot.declaration(of: request + ".ResponseError")
        let aliased = snapshot.declaration(of: request)
            .flatMap { DeclarationReader.typeAliasTarget(named: "ResponseError", in: $0, snapshot: snapshot) }
            .map { TypeName.base(of: $0) }
        if nested == nil, aliased == "EmptyError" { throw .requestWithoutResponseError(request) }
        guard let error = nested ?? aliased.flatMap({ snapshot.declaration(of: $0) }) else { return source }
        source.properties = error.type.storedProperties.compactMap { errorProperty($0, of: error.type) }
        return source
    }

    private static let copiedTypes: [String: String] = [
        "LocalizableString": ".stub()", "String": "\"\"", "Int": "0", "Double": "0", "Bool": "false",
    ]

    private func errorProperty(_ property: PropertyFact, of error: TypeFact) -> FOSMVVMScreen.ErrorProperty? {
        guard let written = property.declaredType?.trimmingCharacters(in: .whitespaces) else { return nil }
        let source = "responseError." + property.name
        if let stub = Self.copiedTypes[written] {
            return .init(name: property.name, type: written, source: source, stubValue: stub)
        }
        let declaration =
            snapshot.declaration(of: error.qualifiedName + "." + written) ?? snapshot.declaration(of: written)
        guard let type = declaration?.type, type.kind == .enum, type.inheritedTypes.first == "String" else {
            return nil
        }
        return .init(name: property.name, type: "String", source: source + ".rawValue", stubValue: "\"\"")
    }
}

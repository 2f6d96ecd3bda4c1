import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The macros the API surfaces declare, so that generated code using `#Preview` and
/// `@ViewModel`/`@FieldValidationModel` type-check on Linux. They expand to what the real
/// macros contribute to type checking, nothing more: a preview's body is checked as a `View`;
/// view models and validation messages get their conformances and generated members.
@main
struct CompileSurfaceMacros: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, ViewModelMacro.self, FieldValidationModelMacro.self]
}

/// `#Preview("Name") { … }` → a private function whose body is the preview, type-checked as
/// `some View` on the main actor.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure else { return [] }
        let name = context.makeUniqueName("preview")
        return ["@MainActor @SwiftUI.ViewBuilder private func \(name)() -> some SwiftUI.View \(body.trimmed)"]
    }
}

/// `@ViewModel` / `@ViewModel(options: [.clientHostedFactory])` on a struct, as FOSMVVM's
/// macro expands it: the `ViewModel` conformance and `propertyNames()`; with
/// `.clientHostedFactory` also `RequestableViewModel`, `ClientHostedViewModelFactory`, the
/// `AppState` made of the first init's parameters, the nested `ClientHostedRequest` (its
/// initialiser as the compiled FOSMVVM version requires) and `model`/`modelSync`.
public struct ViewModelMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let conformances = isClientHosted(node)
            ? "FOSMVVM.ViewModel, FOSMVVM.RetrievablePropertyNames, FOSMVVM.RequestableViewModel, FOSMVVM.ClientHostedViewModelFactory"
            : "FOSMVVM.ViewModel, FOSMVVM.RetrievablePropertyNames"
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var members = [propertyNames(of: declaration)]
        guard isClientHosted(node), let name = declaration.as(StructDeclSyntax.self)?.name.trimmed else { return members }
        // The first init's parameters become the app state, as the real macro does.
        let initializer = declaration.memberBlock.members.lazy
            .compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first
        let parameters = (initializer?.signature.parameterClause.parameters).map { Array($0) } ?? []
        let fields = parameters.map { ($0.firstName.text, $0.type.trimmedDescription) }
        let properties = fields.map { "public let \($0.0): \($0.1)" }
        let arguments = fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        let assignments = fields.map { "self.\($0.0) = \($0.0)" }
        let appState = (properties + ["public init(\(arguments)) {"] + assignments + ["}"]).joined(separator: "\n")
        let modelArguments = fields.map { "\($0.0): context.appState.\($0.0)" }.joined(separator: ", ")
        members += [
            "public typealias Request = ClientHostedRequest",
            "public struct AppState: Hashable, Sendable {\n\(raw: appState)\n}",
            """
            public final class ClientHostedRequest: FOSMVVM.ViewModelRequest, @unchecked Sendable {
                public var responseBody: \(name)?
                public typealias ResponseError = FOSMVVM.EmptyError
                #if FOSMVVM_SEEDS
                public init(
                    query: FOSMVVM.EmptyQuery?, fragment: FOSMVVM.EmptyFragment? = nil,
                    requestBody: FOSMVVM.EmptyBody? = nil, responseBody: \(name)?
                ) {
                    self.responseBody = responseBody
                }
                #else
                public init(
                    query: FOSMVVM.EmptyQuery?, sort: FOSMVVM.EmptySort? = nil, fragment: FOSMVVM.EmptyFragment? = nil,
                    requestBody: FOSMVVM.EmptyBody? = nil, responseBody: \(name)?
                ) {
                    self.responseBody = responseBody
                }
                #endif
            }
            """,
            """
            public static func modelSync(context: FOSMVVM.ClientHostedModelFactoryContext<Request, AppState>) throws -> Self {
                .init(\(raw: modelArguments))
            }
            """,
            """
            public static func model(context: FOSMVVM.ClientHostedModelFactoryContext<Request, AppState>) async throws -> Self {
                try modelSync(context: context)
            }
            """,
        ]
        return members
    }

    private static func isClientHosted(_ node: AttributeSyntax) -> Bool {
        node.arguments?.trimmedDescription.contains("clientHostedFactory") ?? false
    }
}

/// `@FieldValidationModel` on a Fields protocol's messages struct: the `FieldValidationModel`
/// conformance and `propertyNames()`.
public struct FieldValidationModelMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): FOSMVVM.FieldValidationModel, FOSMVVM.RetrievablePropertyNames {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [propertyNames(of: declaration)]
    }
}

/// `propertyNames()` binding every `@Localized…` property's id to its name, as FOSMVVM's macros
/// generate it.
private func propertyNames(of declaration: some DeclGroupSyntax) -> DeclSyntax {
    let names = declaration.memberBlock.members.compactMap { member -> String? in
        guard let variable = member.decl.as(VariableDeclSyntax.self),
              variable.attributes.contains(where: {
                  $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("Localized") == true
              }),
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return name
    }
    let pairs = names.isEmpty ? ":" : names.map { "_\($0).localizationId: \"\($0)\"" }.joined(separator: ", ")
    return "public func propertyNames() -> [FOSMVVM.LocalizableId: String] { [\(raw: pairs)] }"
}

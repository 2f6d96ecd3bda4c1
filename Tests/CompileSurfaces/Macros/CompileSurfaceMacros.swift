import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The macros the API surfaces declare, so that generated code using `#Preview` and
/// `@ViewModel` type-checks on Linux. They expand to what the real macros contribute to type
/// checking, nothing more: a preview's body is checked as a `View`; a view model gets the
/// `ViewModel` conformance and, for `.clientHostedFactory`, `AppState` and `Request`.
@main
struct CompileSurfaceMacros: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, ViewModelMacro.self]
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

/// `@ViewModel` / `@ViewModel(options: [.clientHostedFactory])` on a struct.
public struct ViewModelMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let conformances = isClientHosted(node) ? "FOSMVVM.ViewModel, FOSMVVM.ClientHostedViewModelFactory" : "FOSMVVM.ViewModel"
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isClientHosted(node) else { return [] }
        // The init's parameters become the app state, as the real macro does.
        let initializer = declaration.memberBlock.members.lazy
            .compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first
        let parameters = (initializer?.signature.parameterClause.parameters).map { Array($0) } ?? []
        let fields = parameters.map { ((($0.secondName ?? $0.firstName).text), $0.type.trimmedDescription) }
        let properties = fields.map { "public let \($0.0): \($0.1)" }
        let arguments = fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        let assignments = fields.map { "self.\($0.0) = \($0.0)" }
        let members = (properties + ["public init(\(arguments)) {"] + assignments + ["}"]).joined(separator: "\n")
        return [
            "public typealias Request = FOSMVVM.ClientHostedRequest<Self>",
            "public struct AppState: Hashable, Sendable {\n\(raw: members)\n}",
        ]
    }

    private static func isClientHosted(_ node: AttributeSyntax) -> Bool {
        node.arguments?.trimmedDescription.contains("clientHostedFactory") ?? false
    }
}

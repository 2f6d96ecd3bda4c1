import Foundation
import MVVMAnalyzerCore

/// A value a fix can write for a parameter of a written type, so that the code it inserts
/// compiles: an editor placeholder (`<#Bundle#>`) does not, and most editors cannot jump to
/// one. Literals for the standard types, an empty collection, `nil` for an optional, an error
/// for `Error`, `.stub()` for a type the workspace gives a static `stub()`, and `T()` for a type
/// it declares with an initializer taking nothing; nil when none is known (the fix is then not
/// offered).
enum PreviewValue {
    static func of(_ written: String, in workspace: WorkspaceSnapshot, near path: String) -> String? {
        let type = written.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        if let literal = literals[type] { return literal }
        let base = TypeName.base(of: type)
        guard let declaration = workspace.declaration(of: base, near: path)?.type else { return nil }
        let members = workspace.types(named: declaration.qualifiedName).flatMap(\.type.members)
        if members.contains(where: {
            $0.isStatic && $0.name == "stub" && $0.kind == .function && $0.parameterLabels.isEmpty
        }) {
            return base + ".stub()"
        }
        guard declaration.kind == .class || declaration.kind == .struct else { return nil }
        let initializers = members.filter { $0.kind == .initializer }
        if initializers.contains(where: { $0.parameterLabels.isEmpty }) { return base + "()" }
        // The implicit initializer takes nothing when every stored property has a value.
        let needsArguments = declaration.storedProperties.contains { property in
            property.initializer == nil && !(!property.isLet && property.declaredType?.hasSuffix("?") == true)
        }
        return initializers.isEmpty && !needsArguments ? base + "()" : nil
    }

    private static let literals: [String: String] = [
        "String": "\"\"", "Substring": "\"\"", "Int": "0", "Double": "0", "Float": "0", "CGFloat": "0",
        "Bool": "false", "Date": "Date()", "UUID": "UUID()", "URL": "URL(filePath: \"/\")",
        "Error": "URLError(.unknown)", "any Error": "URLError(.unknown)", "LocalizedStringKey": "\"\"",
    ]
}

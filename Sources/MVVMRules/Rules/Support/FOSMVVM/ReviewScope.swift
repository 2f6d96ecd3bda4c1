import MVVMAnalyzerCore
import SwiftSyntax

/// Where FOSMVVM's review checks do not apply: tests, previews and the library's stub
/// pattern, decided from the flagged code itself (its path, its file's imports, its ancestors).
enum ReviewScope {
    /// Whether the file at `path` is test code: in a tests or test-support folder (`Tests`,
    /// `…Tests`, `TestSupport`, `TestHelpers`, `…Testing…` such as the library's `FOSTesting`)
    /// below the workspace root, or a file that imports `XCTest` or `Testing`.
    static func isTestCode(path: String, root: String, in node: some SyntaxProtocol) -> Bool {
        isInTestFolder(path: path, root: root) || importsTestFramework(node)
    }

    /// `isTestCode(path:root:in:)` from the file's facts.
    static func isTestCode(path: String, root: String, facts: FileFacts) -> Bool {
        isInTestFolder(path: path, root: root) || facts.imports("XCTest") || facts.imports("Testing")
    }

    private static func isInTestFolder(path: String, root: String) -> Bool {
        let relative = RelativePath.subpath(of: path, below: root) ?? Substring(path)
        let folders = relative.split(separator: "/").dropLast()
        return folders.contains(where: {
            $0 == "tests" || $0.hasSuffix("Tests") || $0 == "TestSupport" || $0 == "TestHelpers"
                || $0.contains("Testing")
        })
    }

    /// Whether the file of `node` imports `XCTest` or `Testing` (at top level or in `#if`).
    static func importsTestFramework(_ node: some SyntaxProtocol) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        return importsTestFramework(file.statements)
    }

    /// Whether `statements` import `XCTest` or `Testing`, also in `#if` clauses.
    private static func importsTestFramework(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                let module = declaration.path.first?.name.text
                return module == "XCTest" || module == "Testing"
            }
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return false }
            return conditional.clauses.contains { clause in
                guard case .statements(let nested)? = clause.elements else { return false }
                return importsTestFramework(nested)
            }
        }
    }

    /// The function or closure boundaries a walk up from a node stops at.
    static func isBoundary(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(AccessorDeclSyntax.self) || node.is(MemberBlockSyntax.self)
            || node.is(DeinitializerDeclSyntax.self)
    }

    /// Whether a log call: `print`, `debugPrint`, `NSLog`, `os_log`, `assertionFailure`, or a
    /// `trace`/`debug`/`info`/`notice`/`warning`/`error`/`critical`/`fault`/`log`/`report`
    /// call on something named `…logger`/`…log`/`Logger`.
    static func isLogCall(_ call: FunctionCallExprSyntax) -> Bool {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return ["print", "debugPrint", "NSLog", "os_log", "assertionFailure", "dump"].contains(name)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return false
        }
        let method = member.declName.baseName.text
        let receiver = base.trimmedDescription.split(separator: ".").last.map(String.init)?.lowercased() ?? ""
        return ["trace", "debug", "info", "notice", "warning", "error", "critical", "fault", "log", "report"].contains(
            method)
            && (receiver.hasSuffix("logger") || receiver.hasSuffix("log"))
    }
}

import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax (SwiftPM is never run).
/// Targets built by code the reader cannot follow (loops, variables) are simply not listed;
/// their files then fall back to folder modules.
public struct PackageManifest: Sendable, Hashable {
    /// A `.target(…)`-like declaration.
    public struct Target: Sendable, Hashable {
        public var name: String
        /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, …
        public var declaration: String
        /// The `path:` argument, relative to the package folder.
        public var path: String?
    }

    /// The folder holding `Package.swift`.
    public var root: String
    public var name: String?
    public var targets: [Target]

    /// Reads the manifest at `path` from its syntax tree.
    public init(path: String, tree: SourceFileSyntax) {
        root = String(path.dropLast("/Package.swift".count))
        let collector = ManifestCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        name = collector.packageName
        targets = collector.targets
    }

    /// Reads the manifest at `path` from its text.
    public init(path: String, text: String) {
        self.init(path: path, tree: Parser.parse(source: text))
    }

    /// The modules of its targets, each at its `path:` or SwiftPM's default folder
    /// (`Sources/<name>`, `Tests/<name>` for test targets, `Plugins/<name>` for plugins).
    public var modules: [SwiftModule] {
        targets.compactMap { target in
            let folder: String
            switch target.declaration {
            case "binaryTarget", "systemLibrary": return nil
            case "testTarget": folder = target.path ?? "Tests/\(target.name)"
            case "plugin": folder = target.path ?? "Plugins/\(target.name)"
            default: folder = target.path ?? "Sources/\(target.name)"
            }
            let trimmed = folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            let kind: ModuleKind
            switch target.declaration {
            case "testTarget": kind = .tests
            case "plugin", "macro": kind = .tool
            default: kind = ModuleKind.of(relativeFolders: trimmed.split(separator: "/"))
            }
            return SwiftModule(
                name: target.name, root: trimmed.isEmpty ? root : root + "/" + trimmed,
                kind: kind, packageRoot: root)
        }
    }
}

/// Finds `Package(name:)` and the `.target(name:path:)`-like calls of a manifest.
private final class ManifestCollector: SyntaxVisitor {
    static let targetDeclarations: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary",
    ]
    var packageName: String?
    var targets: [PackageManifest.Target] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else {
            callee = nil
        }
        guard let callee else { return .visitChildren }
        if callee == "Package", packageName == nil {
            packageName = stringArgument("name", of: node)
        } else if Self.targetDeclarations.contains(callee), let name = stringArgument("name", of: node) {
            targets.append(.init(name: name, declaration: callee, path: stringArgument("path", of: node)))
        }
        return .visitChildren
    }

    private func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }),
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}

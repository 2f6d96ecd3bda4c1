import MVVMAnalyzerCore
import SwiftSyntax

/// A view's `LocalizedStrings` or `AccessibilityIdentifier` enum that is not private.
public struct PrivateSupportEnumsRule: Rule {
    public static let description = RuleDescription(
        id: "contract/private-support-enums",
        name: "Private support enums",
        defaultSeverities: .contractOnly(.info),
        summary: "A `LocalizedStrings` or `AccessibilityIdentifier` enum in a view's file is not `private`.",
        rationale: """
            Each view owns its strings and identifiers (the contract convention: "Private to each View"); a visible \
            enum invites other views to borrow keys, so changing one screen silently changes another.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct CharacterListView: View {
                    var body: some View { Text(LocalizedStrings.title) }
                }

                enum ↓LocalizedStrings↑ {
                    static var title: String { "characterList.title".localized() }
                }

                public enum ↓AccessibilityIdentifier↑ {
                    static let scrollView = "characterList.scrollView"
                }
                """, convention: .contract)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct CharacterListView: View {
                    var body: some View { Text(LocalizedStrings.title) }
                }

                private enum LocalizedStrings {
                    static var title: String { "characterList.title".localized() }
                    enum Empty {
                        static var title: String { "characterList.empty.title".localized() }
                    }
                }

                fileprivate enum AccessibilityIdentifier {
                    static let scrollView = "characterList.scrollView"
                }
                """, convention: .contract),
            RuleExample(
                """
                public enum LocalizedStrings {
                    public static var appName: String { "app.name".localized() }
                }
                """, path: "Sources/Common/LocalizedStrings.swift", convention: .contract),
        ],
        corrections: [
            RuleCorrection(
                RuleExample(
                    """
                    struct HomeView: View {
                        var body: some View { Text(LocalizedStrings.title) }
                    }

                    enum LocalizedStrings {
                        static var title: String { "home.title".localized() }
                    }

                    internal enum AccessibilityIdentifier {
                        static let title = "home.title"
                    }
                    """, convention: .contract),
                after: """
                    struct HomeView: View {
                        var body: some View { Text(LocalizedStrings.title) }
                    }

                    private enum LocalizedStrings {
                        static var title: String { "home.title".localized() }
                    }

                    private enum AccessibilityIdentifier {
                        static let title = "home.title"
                    }
                    """
            )
        ]
    )

    static let enumNames: Set<String> = ["LocalizedStrings", "AccessibilityIdentifier", "AccessibilityIdentifiers"]

    public var reach: RuleReach { [.thisFileOnly] }

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        guard !file.facts.declaredViews.isEmpty else { return [] }
        let viewNames = Set(file.facts.types.filter(\.isView).map(\.qualifiedName))
        return file.facts.types.compactMap { type -> Finding? in
            guard type.kind == .enum, Self.enumNames.contains(type.name),
                type.parentName.map(viewNames.contains) ?? true,
                type.accessLevel != .private, type.accessLevel != .fileprivate,
                let decl = file.tree.node(EnumDeclSyntax.self, spanning: type.range)
            else { return nil }
            let replacement: TextReplacement
            if let modifier = decl.modifiers.first(where: {
                AccessLevel(rawValue: $0.name.text) != nil && $0.detail == nil
            }) {
                replacement = TextReplacement(range: ByteRange(modifier.name), newText: "private")
            } else {
                let start = decl.modifiers.first.map { ByteRange($0).start } ?? ByteRange(decl.enumKeyword).start
                replacement = TextReplacement(range: .empty(at: start), newText: "private ")
            }
            let written = type.accessLevel.map { "`\($0.rawValue)`" } ?? "internal"
            return context.diagnostic(
                "`\(type.name)` is \(written); make it `private` so only this view uses its \(type.name == "LocalizedStrings" ? "strings" : "identifiers")",
                at: type.nameRange,
                fixes: [context.fix("Make \(type.name) private", isPreferred: true, [replacement])]
            )
        }
    }
}

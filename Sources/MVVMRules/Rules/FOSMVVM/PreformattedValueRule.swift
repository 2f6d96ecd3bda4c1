import MVVMAnalyzerCore

/// A view-model `String` that holds a date or a number formatted in advance.
public struct PreformattedValueRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/preformatted-value",
        name: "Preformatted value",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: """
            A stored `String` property of a FOSMVVM view model is named like a date or a number: \
            `…At` (`createdAt`), `…Date`, `…Timestamp`, `…Count`, `total…`.
            """,
        rationale: """
            A string formatted on the server shows the server's locale and time zone. `LocalizableDate` \
            and `LocalizableInt` carry the value and are formatted for the reader's locale.
            """,
        triggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct CardViewModel {
                    public let createdAt: ↓String↑
                    public let dueDate: ↓String?↑
                    public let itemCount: ↓String↑
                    public let totalPoints: ↓String↑
                }
                """, path: "Sources/ViewModels/CardViewModel.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @ViewModel
                public struct CardViewModel {
                    public let createdAt: LocalizableDate
                    public let itemCount: LocalizableInt
                    public let title: String
                    public let format: String
                    public let totalitarian: String
                }
                struct Row { let createdAt: String }
                """, path: "Sources/ViewModels/CardViewModel.swift")
        ]
    )

    public func check(_ file: SourceFile, context: RuleContext) -> [Finding] {
        file.facts.types.filter(FOSMVVMTypes.isViewModel).flatMap { type in
            type.storedProperties.compactMap { property -> Finding? in
                guard let declared = property.declaredType, let range = property.declaredTypeRange,
                    declared == "String" || declared == "String?",
                    let replacement = Self.localizableType(for: property.name)
                else { return nil }
                return context.diagnostic(
                    "`\(property.name)` looks like a \(replacement == "LocalizableDate" ? "date" : "number") formatted in advance; "
                        + "store a `\(replacement)` so it is formatted for the reader's locale",
                    at: range
                )
            }
        }
    }

    /// `LocalizableDate` for date-like names, `LocalizableInt` for count-like names.
    static func localizableType(for name: String) -> String? {
        for suffix in ["At", "Date", "Timestamp"] where name.count > suffix.count && name.hasSuffix(suffix) {
            return "LocalizableDate"
        }
        if name.hasSuffix("Count"), name.count > "Count".count { return "LocalizableInt" }
        if name.hasPrefix("total"), name.dropFirst("total".count).first?.isUppercase == true { return "LocalizableInt" }
        return nil
    }
}

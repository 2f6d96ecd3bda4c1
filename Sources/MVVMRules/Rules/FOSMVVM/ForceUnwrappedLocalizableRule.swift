import MVVMAnalyzerCore
import SwiftSyntax

/// `try! x.localizedString` in a view.
public struct ForceUnwrappedLocalizableRule: Rule {
    public static let description = RuleDescription(
        id: "fosmvvm/force-unwrapped-localizable",
        name: "Force-unwrapped Localizable",
        defaultSeverities: .fosmvvmOnly(.warning),
        summary: "A view reads `.localizedString` (or `.localized`) of a `Localizable` behind `try!`.",
        rationale: """
            `try!` works around a SwiftUI element that has no `Localizable` overload and crashes when \
            the value is not localized yet. Add the overload once (an `init(_ localizable: Localizable)` \
            extension passing `.localized`) and pass the view-model property directly.
            """,
        triggeringExamples: [
            RuleExample(
                """
                struct TaskView: ViewModelView {
                    private let viewModel: TaskViewModel
                    var body: some View {
                        Text(↓try!↑ viewModel.title.localizedString)
                        Label(↓try!↑ viewModel.label.localizedString, systemImage: "star")
                    }
                }
                """, path: "Sources/Views/TaskView.swift")
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                struct TaskView: ViewModelView {
                    private let viewModel: TaskViewModel
                    var body: some View {
                        Text(viewModel.title)
                        Label(viewModel.label, systemImage: "star")
                    }
                }
                extension Label where Title == Text, Icon == Image {
                    public init(_ title: Localizable, systemImage: String) {
                        self.init(title.localized, systemImage: systemImage)
                    }
                }
                """, path: "Sources/Views/TaskView.swift"),
            RuleExample(
                """
                final class Exporter {
                    func title(_ model: TaskViewModel) -> String { try! model.title.localizedString }
                }
                """, path: "Sources/App/Exporter.swift"),
        ]
    )

    public var reach: RuleReach { [.thisFileOnly, .declarationLocal, .viewsOnly] }

    public var nodeKinds: Set<SyntaxKind> { [.tryExpr] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, let tryExpr = node.as(TryExprSyntax.self),
            let mark = tryExpr.questionOrExclamationMark, mark.tokenKind == .exclamationMark
        else { return [] }
        let reads =
            [tryExpr.expression.as(MemberAccessExprSyntax.self)].compactMap { $0 }
            + tryExpr.expression.descendants(MemberAccessExprSyntax.self)
        guard let access = reads.first(where: { ["localizedString", "localized"].contains($0.declName.baseName.text) })
        else { return [] }
        return [
            context.diagnostic(
                "`try! \(access.trimmedText)` crashes when the value is not localized; pass the Localizable "
                    + "directly and add the missing SwiftUI overload (`init(_: Localizable)`) instead",
                at: ByteRange(start: ByteRange(tryExpr.tryKeyword).start, end: ByteRange(mark).end)
            )
        ]
    }
}

import MVVMAnalyzerCore
import SwiftSyntax

/// A view that formats or composes view-model data instead of rendering it.
public struct ViewFormatsDataRule: Rule {
    public static let description = RuleDescription(
        id: "mvvm/view-formats-data",
        name: "View formats data",
        defaultSeverities: .conventionsAndStrictPlain(.warning, plain: .info),
        summary: """
            Inside a view: string interpolation or `+` of texts built from view-model values, \
            `.formatted(…)`, `Text(…, format:)`, `DateFormatter`/`NumberFormatter`, a count turned \
            into text.
            """,
        rationale: """
            Views render what the view model provides; shaping data (formatting dates and numbers, \
            composing names, counting) belongs to the view model, where it is localized, tested and \
            reused. FOSMVVM provides `LocalizableDate`, `LocalizableInt`, `@LocalizedSubs` and \
            `@LocalizedCompoundString` for exactly this. In plain SwiftUI code, where views often \
            format by design, only a sentence composed around view-model values and `.formatted(…)` \
            of a view-model value are reported (as info): `Text` literals with interpolation are \
            localization keys, `Text(value, format:)` is the localized idiom, `String(count)` is a \
            choice, and a formatter the view owns may format its own constants.
            """,
        triggeringExamples: triggeringExamples,
        nonTriggeringExamples: nonTriggeringExamples
    )

    /// Foundation formatters a view should not create.
    static let formatterTypes: Set<String> = [
        "DateFormatter", "NumberFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "MeasurementFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter", "ListFormatter",
        "PersonNameComponentsFormatter", "ISO8601DateFormatter",
    ]
    /// Calls whose string arguments are identifiers, not text for people.
    static let nonDisplayCalls: Set<String> = [
        "accessibilityIdentifier", "uiTestingIdentifier", "id", "tag", "Image", "print", "debugPrint",
        "log", "debug", "info", "notice", "warning", "error", "fault", "trace", "URL", "localized",
    ]

    /// Labels of `Text(…)` that format a value.
    static let formatLabels: Set<String> = ["format", "style"]

    public var nodeKinds: Set<SyntaxKind> { [.functionCallExpr, .stringLiteralExpr, .sequenceExpr] }

    public var reach: RuleReach { [.declarationLocal, .viewsOnly] }

    public func visit(_ node: Syntax, scope: WalkScope, context: RuleContext) -> [Finding] {
        guard scope.isInView, !scope.isInPreview else { return [] }
        // The view's view-model properties are looked up only for nodes that need them; a view
        // with none (a leaf component fed a model value, a widget fed its entry) has no view
        // model to hand the shaping to, so it is not reported.
        var cached: ViewModelReferences?
        let references = {
            if let cached { return cached }
            // In plain code an object from the environment is a shared model, not the view's own.
            let found = ViewModelReferences(
                scope: scope, workspace: context.workspace, includingEnvironment: context.convention != .plain
            )
            cached = found
            return found
        }
        let findings: [Finding]
        if let call = node.as(FunctionCallExprSyntax.self) {
            findings = check(call, references: references, context: context)
        } else if let literal = node.as(StringLiteralExprSyntax.self) {
            findings = check(literal, references: references, context: context)
        } else if let sequence = node.as(SequenceExprSyntax.self) {
            findings = check(sequence, references: references, context: context)
        } else {
            findings = []
        }
        // Asked last: splitting the folder and type names into words costs more than the checks,
        // and almost every node has nothing to report.
        guard !findings.isEmpty, !Self.isDebugOnly(scope: scope, path: context.path) else { return [] }
        return findings
    }

    private func check(
        _ call: FunctionCallExprSyntax, references: () -> ViewModelReferences,
        context: RuleContext
    ) -> [Finding] {
        let advice = ConventionAdvice.shapedText(context.convention)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "formatted"
        {
            let references = references()
            guard !references.propertyNames.isEmpty else { return [] }
            // In plain code only view-model values count, also inside a parenthesised receiver
            // (`(viewModel.count ?? 0).formatted()`).
            if context.convention == .plain, member.base.map({ references.chains(in: $0).isEmpty }) ?? true {
                return []
            }
            let value = member.base?.trimmedText ?? "a value"
            return [
                context.diagnostic(
                    "The view formats `\(value)` with `.formatted(…)`; \(advice)",
                    at: ByteRange(start: ByteRange(member.period).start, end: ByteRange(call).end)
                )
            ]
        }
        guard call.isDirectCall, let name = call.calleeName else { return [] }
        if Self.formatterTypes.contains(name) {
            // `TextField(value:formatter:)` parses input; it does not format a display value.
            // In plain code a formatter the view owns may format constants (a slider's end
            // labels) or a service's values: what it is applied to is not known here.
            guard context.convention != .plain,
                Syntax(call).parent?.as(LabeledExprSyntax.self)?.label?.text != "formatter",
                !references().propertyNames.isEmpty
            else { return [] }
            return [
                context.diagnostic(
                    "The view creates a `\(name)` to format data; \(advice)",
                    at: ByteRange(call.calledExpression)
                )
            ]
        }
        if name == "Text",
            let label = call.arguments.first(where: { Self.formatLabels.contains($0.label?.text ?? "") })?.label
        {
            // In plain SwiftUI `Text(value, format:)`/`Text(date, style:)` is the localized,
            // live-updating idiom, which a view model cannot reproduce.
            guard context.convention != .plain, !references().propertyNames.isEmpty else { return [] }
            let value = call.firstUnlabeledArgument?.trimmedText ?? "a value"
            return [
                context.diagnostic(
                    "The view formats `\(value)` with `Text(…, \(label.text):)`; \(advice)",
                    at: ByteRange(label)
                )
            ]
        }
        // `String(count)` shows a number as is: in plain code that is a choice, not a defect.
        if name == "String", context.convention != .plain, call.arguments.count == 1,
            let argument = call.firstUnlabeledArgument, let chain = references().chain(argument)
        {
            return [
                context.diagnostic(
                    "The view turns \(describe(chain)) into text with `String(…)`; \(advice)",
                    at: ByteRange(call)
                )
            ]
        }
        return []
    }

    private func check(
        _ literal: StringLiteralExprSyntax, references: () -> ViewModelReferences,
        context: RuleContext
    ) -> [Finding] {
        guard literal.hasInterpolation,
            Syntax(literal).enclosingCallOfArgument?.calleeName.map({ Self.nonDisplayCalls.contains($0) }) != true
        else { return [] }
        if context.convention == .plain,
            !Self.composesSentence(literal) || Self.isLocalizedKey(literal)
                || Self.isVerbatim(literal)
        {
            return []
        }
        let references = references()
        let chains = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
            .flatMap { references.chains(in: $0.expressions) }
        guard !chains.isEmpty,
            context.convention != .plain
                || !Self.isWorkspaceLocalizedKey(literal, workspace: context.workspace)
        else { return [] }
        return [
            context.diagnostic(
                "String interpolation in the view builds text from \(chains.map(describe).joined(separator: " and ")); "
                    + ConventionAdvice.shapedText(context.convention),
                at: ByteRange(literal)
            )
        ]
    }

    private func check(
        _ sequence: SequenceExprSyntax, references: () -> ViewModelReferences,
        context: RuleContext
    ) -> [Finding] {
        let elements = Array(sequence.elements)
        let joinsWithPlus = elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
        let involvesText = elements.contains { element in
            element.is(StringLiteralExprSyntax.self) || element.as(FunctionCallExprSyntax.self)?.calleeName == "Text"
        }
        guard joinsWithPlus, involvesText,
            Syntax(sequence).enclosingCallOfArgument?.calleeName.map({ Self.nonDisplayCalls.contains($0) }) != true
        else { return [] }
        if context.convention == .plain {
            // Styled `Text` pieces joined with `+` are composition; only a sentence of words
            // around view-model data is shaping.
            let literals = elements.flatMap(Self.literals(in:))
            guard literals.contains(where: Self.composesSentence) else { return [] }
        }
        let references = references()
        let chains = elements.flatMap { references.chains(in: $0) }
        guard !chains.isEmpty else { return [] }
        return [
            context.diagnostic(
                "The view joins texts built from \(chains.map(describe).joined(separator: " and ")) with `+`; "
                    + ConventionAdvice.shapedText(context.convention),
                at: ByteRange(sequence)
            )
        ]
    }

    /// Whether a literal reads as words around values, not a localization key with arguments
    /// (`"status.poll.n-votes \(n)"`, `"lists.add-remove-\(name)"`), bare punctuation (`"@\(name)"`)
    /// nor a live readout with its unit (`"\(Int(kelvin)) K"`, `"\(speed) km/h"`).
    static func composesSentence(_ literal: StringLiteralExprSyntax) -> Bool {
        guard literal.containsWords else { return false }
        let words = literal.literalText.split(whereSeparator: { $0 == " " || $0 == "\n" })
        if words.count == 1, words[0].filter(\.isLetter).count <= 3 { return false }
        return !(words.count == 1 && words[0].contains { $0 == "." || $0 == "-" || $0 == "_" })
    }

    /// `Text(verbatim: "…")`: text shown as written on purpose (build numbers, QA screens).
    static func isVerbatim(_ literal: StringLiteralExprSyntax) -> Bool {
        var node = Syntax(literal)
        while let parent = node.parent, !parent.is(LabeledExprSyntax.self),
            parent.is(ExprSyntax.self) || parent.is(ExprListSyntax.self)
        {
            node = parent
        }
        return node.parent?.as(LabeledExprSyntax.self)?.label?.text == "verbatim"
    }

    /// Whether the literal is the `LocalizedStringKey` of a SwiftUI view or modifier
    /// (`Text("Hello \(name)")`): plain SwiftUI localizes it, with its arguments, through the
    /// string catalog.
    static func isLocalizedKey(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = Syntax(literal).parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = Syntax(literal).enclosingCallOfArgument, let name = call.calleeName,
            call.firstUnlabeledArgument.map({ Syntax($0) == Syntax(literal) }) == true
        else { return false }
        return call.isDirectCall
            ? HardcodedTextRule.textTakingViews.contains(name)
            : HardcodedTextRule.textTakingModifiers.contains(name)
    }

    /// String literals directly in `element` or as the first argument of a `Text(…)` in it.
    static func literals(in element: ExprSyntax) -> [StringLiteralExprSyntax] {
        if let literal = element.as(StringLiteralExprSyntax.self) { return [literal] }
        if let call = element.as(FunctionCallExprSyntax.self), call.calleeName == "Text",
            let literal = call.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self)
        {
            return [literal]
        }
        return []
    }

    private func describe(_ chain: ViewModelReferences.Chain) -> String {
        chain.members.last == "count" ? "the count `\(chain.text)`" : "`\(chain.text)`"
    }
}

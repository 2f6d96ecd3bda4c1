extension ContractScreen {
    /// The variables every contract template receives.
    static let commonVariables: [TemplateVariable] = [
        TemplateVariable("name", .text, "the screen name, e.g. `CharacterList`"),
        TemplateVariable("module", .text, "the module the tests `@testable import`"),
        TemplateVariable("screenKey", .text, "the name in lowerCamelCase, prefix of localization keys and identifiers"),
        TemplateVariable("view", .text, "`{name}View`"),
        TemplateVariable("viewModel", .text, "`{name}ViewModel`"),
        TemplateVariable("contract", .text, "`{name}ViewModelContract`"),
        TemplateVariable("viewState", .text, "`{name}ViewState`"),
        TemplateVariable(
            "contentType", .text,
            "`{name}Content`, the payload of `loaded`; `{name}Item`, an element of it, on a list screen"),
        TemplateVariable("previewStub", .text, "`{name}ViewModelPreviewStub`"),
        TemplateVariable("isStateful", .flag, "the view model has a `state`"),
        TemplateVariable(
            "isList", .flag,
            "a list screen (a stateful `…List`): `loaded([{contentType}])`, rows calling `didSelect(_:)`"),
        TemplateVariable("isGeneric", .flag, "the view is generic over the contract"),
        TemplateVariable("viewDeclaration", .text, "`{name}View<ViewModel: {contract}>` or `{name}View`"),
        TemplateVariable("viewModelType", .text, "`ViewModel` (generic) or `{name}ViewModel`"),
        TemplateVariable("usesOnFirstAppear", .flag, "loading with `.onFirstAppear { await viewModel.didAppear() }`"),
        TemplateVariable("usesTask", .flag, "loading with `.task { await viewModel.load() }`"),
        TemplateVariable("appearMethod", .text, "`didAppear` or `load`"),
        TemplateVariable("commentsOutPreviews", .flag, "the previews sit in a `/* */` block"),
        TemplateVariable("hasRetry", .flag, "the error state offers a retry calling `didTapOnRetryButton()`"),
        TemplateVariable("hasContent", .flag, "a state carries `{name}Content`"),
        TemplateVariable("usesPreviewError", .flag, "a state carries an `Error`"),
        TemplateVariable(
            "hasPreviewStubs", .flag, "the view file declares preview stubs (stub view model, content, error)"),
        TemplateVariable(
            "imports",
            .list([
                TemplateVariable("module", .text, "a module, e.g. `SwiftUI` or `MyAppDesignSystem`")
            ]),
            "the modules the view imports, sorted: SwiftUI, the configured or inferred app modules, the helpers' modules"
        ),
        TemplateVariable(
            "snapshotImports",
            .list([
                TemplateVariable("module", .text, "a module, e.g. `SnapshotTesting`")
            ]),
            "the modules snapshot tests import for `assertSnapshot(of:as:)`: `SnapshotTesting`, or the snapshot kit the workspace's nearest snapshot test imports"
        ),
        TemplateVariable("cases", .list(caseVariables), "every `ViewState` case, in declaration order"),
        TemplateVariable(
            "visibleCases",
            .list(
                caseVariables + [
                    TemplateVariable("isFirst", .flag, "the first visible case")
                ]), "the cases except `idle`"),
        TemplateVariable(
            "requirements",
            .list([
                TemplateVariable("declaration", .text, "a contract method without body, e.g. `func didAppear() async`")
            ]), "the contract's methods"),
        TemplateVariable(
            "actions",
            .list([
                TemplateVariable("action", .text, "a method the view calls, e.g. `didTapOnActionButton`"),
                TemplateVariable("element", .text, "its button's name, e.g. `actionButton`"),
                TemplateVariable("isAsync", .flag, "the method is `async`"),
            ]), "the stateless view's buttons"),
    ]

    private static let caseVariables: [TemplateVariable] = [
        TemplateVariable("caseName", .text, "the case, e.g. `loading`"),
        TemplateVariable("title", .text, "the case in UpperCamelCase, e.g. `Loading`"),
        TemplateVariable("payload", .text, "its associated value clause, e.g. `(Error)`; may be empty"),
        TemplateVariable("bindsContent", .flag, "the view binds the payload as `content`"),
        TemplateVariable("hasStrings", .flag, "the case has localized strings (`LocalizedStrings.{title}`)"),
        TemplateVariable("isIdle", .flag, "the `idle` case"),
        TemplateVariable("isLoading", .flag, "the `loading` case"),
        TemplateVariable("isEmpty", .flag, "the `empty` case"),
        TemplateVariable("isError", .flag, "the error case"),
        TemplateVariable("isContent", .flag, "the case carrying `{name}Content`"),
        TemplateVariable("isOther", .flag, "any other case"),
        TemplateVariable("previewState", .text, "the state value previews use, e.g. `.loaded(.previewStub())`"),
        TemplateVariable("testState", .text, "the state value tests use, e.g. `.error(SnapshotError.failed)`"),
    ]

    /// The values of `commonVariables`.
    var commonContext: TemplateContext {
        let isGeneric = style == .generic
        let visible = cases.filter { $0.role != .idle }
        return [
            "name": .text(name),
            "module": .text(module),
            "screenKey": .text(screenKey),
            "view": .text(view),
            "viewModel": .text(viewModel),
            "contract": .text(contract),
            "viewState": .text(viewState),
            "contentType": .text(contentType),
            "previewStub": .text(previewStub),
            "isStateful": .flag(isStateful),
            "isList": .flag(isList),
            "isGeneric": .flag(isGeneric),
            "viewDeclaration": .text(isGeneric ? "\(view)<ViewModel: \(contract)>" : view),
            "viewModelType": .text(isGeneric ? "ViewModel" : viewModel),
            "usesOnFirstAppear": .flag(loading == .onFirstAppear),
            "usesTask": .flag(loading == .task),
            "appearMethod": .text(loading.methodName),
            "commentsOutPreviews": .flag(commentsOutPreviews),
            "hasRetry": .flag(hasRetry),
            "hasContent": .flag(hasContent),
            "usesPreviewError": .flag(usesPreviewError),
            "hasPreviewStubs": .flag(isGeneric || (isStateful && (hasContent || usesPreviewError))),
            "imports": Set(imports + ["SwiftUI"]).sorted().templateList("module"),
            "snapshotImports": snapshotImports.templateList("module"),
            "cases": .list(cases.map(context(of:))),
            "visibleCases": .list(
                visible.enumerated().map { index, stateCase in
                    context(of: stateCase).merging(["isFirst": .flag(index == 0)])
                }),
            "requirements": requirements.templateList("declaration"),
            "actions": .list(
                actions.map { action in
                    [
                        "action": .text(action.name), "element": .text(Self.element(of: action.name)),
                        "isAsync": .flag(action.isAsync),
                    ]
                }),
        ]
    }

    private func context(of stateCase: StateCase) -> TemplateContext {
        let role = stateCase.role
        return [
            "caseName": .text(stateCase.name),
            "title": .text(SwiftIdentifier.upperCamel(stateCase.name)),
            "payload": .text(stateCase.payloadType.map { "(\($0))" } ?? ""),
            "bindsContent": .flag(role == .content),
            "hasStrings": .flag([.empty, .error, .other].contains(role)),
            "isIdle": .flag(role == .idle),
            "isLoading": .flag(role == .loading),
            "isEmpty": .flag(role == .empty),
            "isError": .flag(role == .error),
            "isContent": .flag(role == .content),
            "isOther": .flag(role == .other),
            "previewState": .text(
                state(of: stateCase, error: "PreviewError.failed", content: contentValue(".previewStub()"))),
            "testState": .text(
                state(of: stateCase, error: "SnapshotError.failed", content: contentValue(sampleContent))),
        ]
    }

    private var hasContent: Bool { cases.contains { $0.role == .content } }
    private var usesPreviewError: Bool { cases.contains { $0.role == .error && $0.payloadType != nil } }

    /// The content tests build: `{name}Content(name: "Sample Name")`, with an `id` for list items.
    private var sampleContent: String {
        "\(contentType)(\(isList ? "id: 1, " : "")name: \"Sample Name\")"
    }

    /// `value`, or a list of it on a list screen.
    private func contentValue(_ value: String) -> String {
        isList ? "[\(value)]" : value
    }

    /// `.loading`, `.error(PreviewError.failed)`, `.loaded(.previewStub())`.
    private func state(of stateCase: StateCase, error: String, content: String) -> String {
        guard let payload = stateCase.payloadType else { return "." + stateCase.name }
        let value =
            switch stateCase.role {
            case .error: error
            case .content: content
            default: Self.placeholderValue(of: payload)
            }
        return ".\(stateCase.name)(\(value))"
    }

    /// A value of a payload type the generator did not write: empty collections and strings,
    /// zero, else the type's `previewStub()`.
    private static func placeholderValue(of type: String) -> String {
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String": return "\"\""
        case "Int", "Double", "Float": return "0"
        case "Bool": return "false"
        default: return ".previewStub()"
        }
    }

    /// `didTapOnActionButton` → `actionButton`; other names stay as they are.
    static func element(of action: String) -> String {
        for prefix in ["didTapOn", "didTap", "didSelect"] where action.hasPrefix(prefix) && action.count > prefix.count
        {
            return SwiftIdentifier.lowerCamel(String(action.dropFirst(prefix.count)))
        }
        return action
    }
}

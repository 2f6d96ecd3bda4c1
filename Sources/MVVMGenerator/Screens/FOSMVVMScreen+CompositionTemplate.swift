extension FOSMVVMScreen {
    /// A container's children, for the container's view model and view.
    static let childrenVariable = TemplateVariable(
        "children",
        .list([
            TemplateVariable("childView", .text, "the child's view, e.g. `HeaderView`"),
            TemplateVariable("childViewModel", .text, "the child's view model, e.g. `HeaderViewModel`"),
            TemplateVariable("property", .text, "the parent's property holding it, e.g. `header` or `taskRows`"),
            TemplateVariable(
                "propertyType", .text, "that property's type, e.g. `HeaderViewModel` or `[TaskRowViewModel]`"),
            TemplateVariable("element", .text, "one child of a list or optional, e.g. `taskRow`"),
            TemplateVariable("isSingle", .flag, "the parent holds exactly one"),
            TemplateVariable("isOptional", .flag, "the parent holds one or none"),
            TemplateVariable("isList", .flag, "the parent holds a list, rendered with `ForEach`"),
            TemplateVariable(
                "construction", .text,
                "how a client-hosted parent's `init` builds it, e.g. `.init(name: \"Name\")` or `[]`"),
        ]), "the child view models the container embeds")

    static let loadingStateVariable = TemplateVariable(
        "hasLoadingState", .flag,
        "the container has a `state` (`loading`, `ready`) and shows a `ProgressView` while loading"
    )

    /// The values of `childrenVariable`.
    var childrenContext: TemplateValue {
        .list(
            children.map { child in
                [
                    "childView": .text(child.view),
                    "childViewModel": .text(child.viewModel),
                    "property": .text(child.property),
                    "propertyType": .text(child.propertyType),
                    "element": .text(SwiftIdentifier.lowerCamel(child.name)),
                    "isSingle": .flag(child.presence == .single),
                    "isOptional": .flag(child.presence == .optional),
                    "isList": .flag(child.presence == .list),
                    "construction": .text(construction(of: child)),
                ]
            })
    }

    /// The variables of the error view model.
    static let errorVariables: [TemplateVariable] = [
        TemplateVariable("errorRequest", .text, "the request whose `ResponseError` is shown, e.g. `MoveIdeaRequest`"),
        TemplateVariable(
            "errorProperties",
            .list([
                TemplateVariable("property", .text, "a property copied from the error, e.g. `message`"),
                TemplateVariable("type", .text, "its type, e.g. `LocalizableString`"),
                TemplateVariable("source", .text, "the expression reading it, e.g. `responseError.code.rawValue`"),
                TemplateVariable("stubValue", .text, "its value in `stub()`, e.g. `.stub()`"),
                TemplateVariable("isLast", .flag, "the last property"),
            ]), "what the view model copies from the `ResponseError`; empty when that type is not in the workspace"),
        TemplateVariable("hasErrorProperties", .flag, "`errorProperties` is not empty"),
    ]

    /// The values of `errorVariables`.
    var errorContext: TemplateContext {
        let properties = errorSource?.properties ?? []
        return [
            "errorRequest": .text(errorSource?.request ?? ""),
            "hasErrorProperties": .flag(!properties.isEmpty),
            "errorProperties": .list(
                properties.enumerated().map { index, property in
                    [
                        "property": .text(property.name),
                        "type": .text(property.type),
                        "source": .text(property.source),
                        "stubValue": .text(property.stubValue),
                        "isLast": .flag(index == properties.count - 1),
                    ]
                }),
        ]
    }

    /// The variables of the result wrapper and its view.
    static let resultVariables: [TemplateVariable] = [
        TemplateVariable(
            "resultCases",
            .list([
                TemplateVariable("caseName", .text, "the enum case, e.g. `notFound`"),
                TemplateVariable("caseViewModel", .text, "the view model it holds, e.g. `NotFoundViewModel`"),
                TemplateVariable("caseView", .text, "the view rendering it, e.g. `NotFoundView`"),
            ]), "the outcomes of the `Result` enum"),
        TemplateVariable("stubCase", .text, "the case `stub()` holds: the first one"),
    ]

    /// The values of `resultVariables`.
    var resultContext: TemplateContext {
        [
            "resultCases": .list(
                resultCases.map { resultCase in
                    [
                        "caseName": .text(resultCase.name),
                        "caseViewModel": .text(resultCase.screen + "ViewModel"),
                        "caseView": .text(resultCase.screen + "View"),
                    ]
                }),
            "stubCase": .text(resultCases.first?.name ?? ""),
        ]
    }
}

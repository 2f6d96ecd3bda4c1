extension FOSMVVMScreen {
    /// The variables every FOSMVVM template receives.
    static let commonVariables: [TemplateVariable] = [
        TemplateVariable("name", .text, "the screen name, e.g. `Dashboard`"),
        TemplateVariable("feature", .text, "the feature folder, e.g. `Dashboard`"),
        TemplateVariable("viewModel", .text, "`{name}ViewModel`"),
        TemplateVariable("view", .text, "`{name}View`"),
        TemplateVariable("request", .text, "`{name}Request` (server-hosted) or `{name}ViewModel.Request`"),
        TemplateVariable("operationsProtocol", .text, "`{name}ViewModelOperations`"),
        TemplateVariable("viewModelsModule", .text, "the module declaring the view model, e.g. `ViewModels`"),
        TemplateVariable("isServerHosted", .flag, "hosting is `server`"),
        TemplateVariable("isClientHosted", .flag, "hosting is `client`"),
        TemplateVariable("isChild", .flag, "hosting is `child`"),
        TemplateVariable("isForm", .flag, "the view model adopts `{name}Fields`"),
        TemplateVariable("localizedProperties", .list([
            TemplateVariable("property", .text, "a `@LocalizedString` property name"),
            TemplateVariable("text", .text, "its default text, e.g. `Dashboard`"),
        ]), "the view model's localized properties"),
        TemplateVariable("formFields", .list([
            TemplateVariable("field", .text, "an editable property, e.g. `email`"),
            TemplateVariable("validator", .text, "its validator, e.g. `validateEmail`"),
        ]), "the form's fields"),
        TemplateVariable("messagesProperty", .text, "`{name}ValidationMessages` in lowerCamelCase"),
        TemplateVariable("messagesType", .text, "`{name}FieldsMessages`"),
        TemplateVariable("operations", .list([
            TemplateVariable("operation", .text, "the operation's name, e.g. `performAction`"),
            TemplateVariable("declaration", .text, "its requirement, e.g. `performAction() async throws`"),
            TemplateVariable("call", .text, "its call, e.g. `try await operations.performAction()`"),
            TemplateVariable("isAsync", .flag, "the operation is `async`"),
            TemplateVariable("isThrowing", .flag, "the operation `throws`"),
            TemplateVariable("labelProperty", .text, "the localized property labelling its button"),
        ]), "the operations the view calls"),
    ]

    /// The values of `commonVariables`.
    var commonContext: TemplateContext {
        [
            "name": .text(name),
            "feature": .text(feature),
            "viewModel": .text(viewModel),
            "view": .text(view),
            "request": .text(request),
            "operationsProtocol": .text(operationsProtocol),
            "viewModelsModule": .text(viewModelsModule),
            "isServerHosted": .flag(hosting == .server),
            "isClientHosted": .flag(hosting == .client),
            "isChild": .flag(hosting == .child),
            "isForm": .flag(kind == .form),
            "localizedProperties": .list(localizedProperties.map { ["property": .text($0), "text": .text(defaultText(of: $0))] }),
            "formFields": .list(formFields.map { ["field": .text($0), "validator": .text("validate" + SwiftIdentifier.upperCamel($0))] }),
            "messagesProperty": .text(messagesProperty),
            "messagesType": .text(messagesType),
            "operations": .list(operations.map { operation in
                [
                    "operation": .text(operation.name),
                    "declaration": .text(operation.declaration),
                    "call": .text(operation.call),
                    "isAsync": .flag(operation.isAsync),
                    "isThrowing": .flag(operation.isThrowing),
                    "labelProperty": .text(operation.labelProperty),
                ]
            }),
        ]
    }

    /// The variables of the four view templates, on top of `commonVariables`.
    static let viewVariables: [TemplateVariable] = commonVariables + [
        TemplateVariable("viewModelsImport", .text, "the view-model module to import, empty when the view shares it"),
        TemplateVariable("previewBundle", .text, "the localization bundle of previews, e.g. `ViewModelsResourceAccess.localizationBundle`"),
        TemplateVariable("displayedProperties", .list([
            TemplateVariable("property", .text, "a property shown as `Text(viewModel.…)`"),
        ]), "the properties the view shows as text"),
        TemplateVariable("hasErrorState", .flag, "the view keeps `@State private var error: Error?`"),
        TemplateVariable("hasErrorAlert", .flag, "the view shows `.alert(errorBinding:…)` with the view model's error texts"),
        childrenVariable,
        loadingStateVariable,
    ]

    /// The values of `viewVariables`.
    var viewContext: TemplateContext {
        commonContext.merging([
            "viewModelsImport": .text(viewImportsViewModels ? viewModelsModule : ""),
            "previewBundle": .text(viewModelsModule + "ResourceAccess.localizationBundle"),
            "displayedProperties": displayedProperties.templateList("property"),
            "hasErrorState": .flag(hasErrorState),
            "hasErrorAlert": .flag(hasErrorAlert),
            "children": childrenContext,
            "hasLoadingState": .flag(hasLoadingState),
        ])
    }
}

extension FOSMVVMScreen {
    /// The variables every FOSMVVM template receives.
    static let commonVariables: [TemplateVariable] = [
        TemplateVariable("name", .text, "the screen name, e.g. `Dashboard`"),
        TemplateVariable("feature", .text, "the feature folder, e.g. `Dashboard`"),
        TemplateVariable("viewModel", .text, "`{name}ViewModel`"),
        TemplateVariable("view", .text, "`{name}View`"),
        TemplateVariable("request", .text, "`{name}Request` (server-hosted) or `{name}ViewModel.Request`"),
        TemplateVariable("operationsProtocol", .text, "`{name}ViewModelOperations`"),
        TemplateVariable(
            "liveOperations", .text, "`{name}ViewModelLiveOperations`, the operations the view model returns"),
        TemplateVariable("stubOperations", .text, "`{name}ViewModelStubOperations`, the operations of `stub()`"),
        TemplateVariable("fieldsProtocol", .text, "`{name}Fields`"),
        TemplateVariable("viewModelsModule", .text, "the module declaring the view model, e.g. `ViewModels`"),
        TemplateVariable("isServerHosted", .flag, "hosting is `server`"),
        TemplateVariable("isClientHosted", .flag, "hosting is `client`"),
        TemplateVariable("isChild", .flag, "hosting is `child`"),
        TemplateVariable("isForm", .flag, "the view model adopts `{name}Fields`"),
        TemplateVariable(
            "isSeeds", .flag, "written against the `seeds` spelling of the FOSMVVM API (`fosmvvmVersion: seeds`)"),
        TemplateVariable("isCurrent", .flag, "written against FOSUtilities 0.13 (`fosmvvmVersion: current`)"),
        TemplateVariable("hasOperations", .flag, "the view model has operations"),
        TemplateVariable(
            "localizedProperties",
            .list([
                TemplateVariable("property", .text, "a `@LocalizedString` property name"),
                TemplateVariable("text", .text, "its default text, e.g. `Dashboard`"),
            ]), "the view model's localized properties"),
        TemplateVariable(
            "dataFields",
            .list([
                TemplateVariable("field", .text, "a data property, e.g. `createdAt`"),
                TemplateVariable("type", .text, "its type, e.g. `LocalizableDate` for `--field createdAt:Date`"),
                TemplateVariable(
                    "displayProperty", .text,
                    "for an enum field, its stored `LocalizableString`, e.g. `stateDisplay`; else empty"),
            ]), "the data properties of a view model that is not a form"),
        TemplateVariable(
            "formFields",
            .list([
                TemplateVariable("field", .text, "an editable property, e.g. `email`"),
                TemplateVariable("type", .text, "its Swift type, e.g. `String`"),
                TemplateVariable("title", .text, "its YAML title, e.g. `Email`"),
                TemplateVariable("formFieldType", .text, "its `FormFieldType`, e.g. `.text(inputType: .text)`"),
                TemplateVariable("hasValidator", .flag, "the Fields protocol validates it (text fields are required)"),
                TemplateVariable("validator", .text, "its validator, e.g. `validateEmail`"),
            ]), "the form's fields"),
        TemplateVariable("identityField", .text, "the field `vmId` is made from (`id`), empty for a singleton `vmId`"),
        TemplateVariable(
            "initParameters", .text,
            "the init's parameters, e.g. `name: String, createdAt: LocalizableDate`, then a server- or child-hosted container's `state` and children"
        ),
        TemplateVariable(
            "initArguments", .text, "the init's parameters passed on, e.g. `name: name, createdAt: createdAt`"),
        TemplateVariable("stubParameters", .text, "the parameters of `stub(…)`, with defaults"),
        TemplateVariable("stubDefaults", .text, "those defaults passed explicitly, for `stub()`"),
        TemplateVariable(
            "stubArguments", .text,
            "the init arguments `stub(…)` passes, e.g. `createdAt: .init(value: createdAt)`, a container's children as `.stub()`"
        ),
        TemplateVariable(
            "factoryArguments", .text,
            "the init arguments of a new server factory, placeholders of the fields' types and a container's children"),
        TemplateVariable("messagesProperty", .text, "`{name}ValidationMessages` in lowerCamelCase"),
        TemplateVariable("messagesType", .text, "`{name}FieldsMessages`"),
        TemplateVariable(
            "operations",
            .list([
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
            "liveOperations": .text(liveOperations),
            "stubOperations": .text(stubOperations),
            "fieldsProtocol": .text(fieldsProtocol),
            "viewModelsModule": .text(viewModelsModule),
            "isServerHosted": .flag(hosting == .server),
            "isClientHosted": .flag(hosting == .client),
            "isChild": .flag(hosting == .child),
            "isForm": .flag(kind == .form),
            "isSeeds": .flag(version == .seeds),
            "isCurrent": .flag(version == .current),
            "hasOperations": .flag(!operations.isEmpty),
            "localizedProperties": .list(
                localizedProperties.map { ["property": .text($0), "text": .text(defaultText(of: $0))] }),
            "dataFields": .list(
                kind == .form
                    ? []
                    : fields.map {
                        [
                            "field": .text($0.name), "type": .text(storedType(of: $0)),
                            "displayProperty": .text($0.displayProperty ?? ""),
                        ]
                    }),
            "formFields": .list(
                kind != .form
                    ? []
                    : fields.map { field in
                        [
                            "field": .text(field.name), "type": .text(field.swiftType),
                            "title": .text(SwiftIdentifier.words(field.name)),
                            "formFieldType": .text(field.formFieldType), "hasValidator": .flag(field.hasValidator),
                            "validator": .text(field.validator),
                        ]
                    }),
            "identityField": .text(identityField?.name ?? ""),
            "initParameters": .text(initParameters),
            "initArguments": .text(initArguments),
            "stubParameters": .text(stubParameters),
            "stubDefaults": .text(stubDefaults),
            "stubArguments": .text(stubArguments),
            "factoryArguments": .text(factoryArguments),
            "messagesProperty": .text(messagesProperty),
            "messagesType": .text(messagesType),
            "operations": .list(
                operations.map { operation in
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

    /// The variables of the view templates, on top of `commonVariables`.
    static let viewVariables: [TemplateVariable] =
        commonVariables + [
            TemplateVariable(
                "viewModelsImport", .text, "the view-model module to import, empty when the view shares it"),
            TemplateVariable(
                "previewBundle", .text,
                "the localization bundle of previews, e.g. `ViewModelsResourceAccess.localizationBundle`"),
            TemplateVariable(
                "previewArguments", .text,
                "the `stub(…)` arguments of the \"With Data\" preview, e.g. `name: \"Preview Name\"`"),
            TemplateVariable(
                "displayedProperties",
                .list([
                    TemplateVariable("property", .text, "a property shown as `Text(viewModel.…)`")
                ]), "the properties the view shows as text"),
            TemplateVariable("hasErrorState", .flag, "the view keeps `@State private var error: Error?`"),
            TemplateVariable(
                "hasErrorAlert", .flag, "the view shows the error alert with the view model's error texts"),
            childrenVariable,
            loadingStateVariable,
        ]

    /// The values of `viewVariables`.
    var viewContext: TemplateContext {
        commonContext.merging([
            "viewModelsImport": .text(viewImportsViewModels ? viewModelsModule : ""),
            "previewBundle": .text(viewModelsModule + "ResourceAccess.localizationBundle"),
            "previewArguments": .text(previewArguments),
            "displayedProperties": displayedProperties.templateList("property"),
            "hasErrorState": .flag(hasErrorState),
            "hasErrorAlert": .flag(hasErrorAlert),
            "children": childrenContext,
            "hasLoadingState": .flag(hasLoadingState),
        ])
    }
}

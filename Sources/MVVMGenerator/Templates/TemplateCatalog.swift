/// Every shipped template. A workspace overrides one by writing
/// `.mvvm-lsp/templates/<id>.mustache`; the override receives the same variables, and using
/// any other variable is a `TemplateError` with file and line.
///
/// | id | file | used for |
/// |---|---|---|
/// | `fosmvvm.viewmodel` | `{Name}ViewModel.swift` | display, interactive and form scaffolds and a container's generated children (server: `RequestableViewModel`; client: `.clientHostedFactory`; child: `Codable, Sendable`; form: `{Name}Fields`; an `id` field, as list children have: `vmId = .init(id: id)`) |
/// | `fosmvvm.viewmodel.container` | `{Name}ViewModel.swift` | containers: fields and child view models as properties |
/// | `fosmvvm.viewmodel.error` | `{Name}ViewModel.swift` | errors: client-hosted, `init(responseError:)` |
/// | `fosmvvm.viewmodel.result` | `{Name}ViewModel.swift` | results: the `Result` enum of view models |
/// | `fosmvvm.fields` | `{Name}Fields.swift` | form (the Fields protocol and `{Name}FieldsMessages`) |
/// | `fosmvvm.enum` | `{Type}.swift` | each enum field (`--field state:SessionState=pending,done`) |
/// | `fosmvvm.request` | `{Name}Request.swift` | server-hosted |
/// | `fosmvvm.request.verb` | `{Noun}{Verb}Request.swift` | `--kind request --verb show/create/update/replace/delete/destroy`: the verb's request protocol, nested `Query`/`RequestBody`/`ResponseBody`, `EmptyError`, `Stubbable` |
/// | `fosmvvm.request.controller` | `{Noun}{Verb}Controller.swift` | `--kind request`: the `ServerRequestController` serving it (throws `Abort(.notImplemented)` until written) |
/// | `fosmvvm.request.tests` | `{Noun}{Verb}RequestTests.swift` | `--kind request`: VaporTesting `app.testing().test(request, locale:)` through the controller |
/// | `fosmvvm.viewmodel.tests` | `{Name}ViewModelTests.swift` | `--kind viewmodel-test` on an existing view model: a `LocalizableTestCase` suite calling `expectFullViewModelTests` |
/// | `fosmvvm.localization` | `{Name}ViewModel.yml` | every FOSMVVM scaffold |
/// | `fosmvvm.factory` | `{Name}ViewModel+Factory.swift` | server-hosted |
/// | `fosmvvm.operations` | `{Name}ViewModelOperations.swift` | interactive and form (protocol, live and stub operations) |
/// | `fosmvvm.view.display` / `.interactive` / `.form` / `.container` / `.result` | `{Name}View.swift` | the view of each kind (errors use `display`) |
/// | `contract.contract` | `{Name}ViewModelContract.swift` | every contract scaffold |
/// | `contract.viewstate` | `{Name}ViewState.swift` | stateful |
/// | `contract.viewmodel` | `{Name}ViewModel.swift` | every contract scaffold |
/// | `contract.view.stateful` / `.stateless` | `{Name}View.swift` | the view of each kind |
/// | `contract.tests.viewmodel` | `{Name}ViewModelTests.swift` | contract scaffolds, where the workspace's screens have view-model tests (or it has no screens) |
/// | `contract.tests.snapshot` | `{Name}ViewSnapshotTests.swift` | contract scaffolds, where the workspace's screens have snapshot tests (or it has no screens) |
/// | `contract.support.localized` | `String+Localized.swift` | contract views, when the workspace declares no `String.localized()` |
/// | `contract.support.onFirstAppear` | `View+OnFirstAppear.swift` | `.onFirstAppear` views, when the workspace declares no `View.onFirstAppear(_:)` |
/// | `plain.viewmodel` | `{Name}ViewModel.swift` | plain scaffolds (or the declaration the view's file holds, where the app keeps it there) |
/// | `plain.view` | `{Name}View.swift` (`{Name}Screen.swift`) | plain scaffolds |
/// | `plain.tests.viewmodel` | `{Name}ViewModelTests.swift` | plain scaffolds, where the workspace's screens have view-model tests |
///
/// Variables. FOSMVVM templates receive `name`, `feature`, `viewModel`, `view`, `request`,
/// `operationsProtocol`, `liveOperations`, `stubOperations`, `fieldsProtocol`,
/// `viewModelsModule`, the flags `isServerHosted`, `isClientHosted`, `isChild`, `isForm`,
/// `isSeeds`, `isCurrent` (the FOSMVVM version written for), `hasOperations`, the lists
/// `localizedProperties` (`property`, `text`), `dataFields` (`field`, `type`, `displayProperty`), `formFields`
/// (`field`, `type`, `title`, `formFieldType`, `hasValidator`, `validator`), `operations`
/// (`operation`, `declaration`, `call`, `isAsync`, `isThrowing`, `labelProperty`), and
/// `messagesProperty`, `messagesType`, `identityField`, `initParameters`, `initArguments`,
/// `stubParameters`, `stubDefaults`, `stubArguments`, `factoryArguments`. The view model adds
/// `macro` and `conformances`; the YAML adds `locales` (`locale`) and `enums` (`enumType`, `cases` with `caseName`, `text`); the enum
/// template receives only `enumType` and `cases` (`caseName`); the views add
/// `viewModelsImport`, `previewBundle`, `previewArguments`, `displayedProperties` (`property`),
/// `hasErrorState`, `hasErrorAlert`, `children` (`childView`, `childViewModel`, `property`,
/// `propertyType`, `element`, `isSingle`, `isOptional`, `isList`, `construction`) and
/// `hasLoadingState`; the form view adds `submit` (`operation`, `call`, `labelProperty`). The
/// container view model adds `children` and `hasLoadingState`; the error view model
/// `errorRequest`, `hasErrorProperties` and `errorProperties` (`property`, `type`, `source`,
/// `stubValue`, `isLast`); the result view model and view `resultCases` (`caseName`,
/// `caseViewModel`, `caseView`) and `stubCase`. The request templates (`--kind request`)
/// receive `noun`, `verb`, `action`, `httpMethod`, `request`, `requestProtocol`,
/// `responseBodyProtocol`, `controller`, `tests`, `idProperty`, `feature`, `viewModelsModule`,
/// `webServerModule` and the flags `importsViewModels`, `isShow`, `isCreate`, `isChange`, `isRemoval`,
/// `hasRequestBody`, `hasResponseBody`, `isSeeds`, `isCurrent`. The view-model test template
/// (`--kind viewmodel-test`) receives `name`, `viewModel`, `tests`, `testName`,
/// `viewModelsModule`, `resourceAccess` and `localeList`.
///
/// Contract templates receive `name`, `module`, `screenKey`, `view`, `viewModel`, `contract`,
/// `viewState`, `contentType`, `previewStub`, `viewDeclaration`, `viewModelType`,
/// `appearMethod`, the flags `isStateful`, `isGeneric`, `usesOnFirstAppear`, `usesTask`,
/// `commentsOutPreviews`, `hasRetry`, `hasContent`, `usesPreviewError`, `isList`,
/// `hasPreviewStubs`, the lists `imports` (`module`), `snapshotImports` (`module`), `cases` and
/// `visibleCases` (`caseName`, `title`, `payload`, `bindsContent`, `hasStrings`, `isIdle`,
/// `isLoading`, `isEmpty`, `isError`, `isContent`, `isOther`, `previewState`, `testState`;
/// `visibleCases` adds `isFirst`), `requirements` (`declaration`) and `actions` (`action`,
/// `element`, `isAsync`). The helper templates receive `accessModifier`.
///
/// Plain templates receive `name`, `view`, `viewModel`, `viewModelReference`, `module`,
/// `header`, `property`, `inheritanceClause`, `holdingDeclaration`, `viewInitializer`,
/// `loadingModifier`, `createsOnAppearance`, `appearanceModifier`,
/// `appearanceConstruction`, `sharedInstance`, `access`, `viewModelAccess`,
/// `viewModelAttributes`, `declarationAttributes`, `testImports`, `viewModelImports`, `viewImports`, `embeddedViewModel`,
/// `previewConstruction`, `providerConstruction`, `viewModelConstruction`, `testSetup` and the flags
/// `isObservable`, `isMainActor`, `isFinal`, `isViewMainActor`, `conformsInExtension`,
/// `isNested`, `isDeclarationOnly`, `hasPreviews`, `usesPreviewMacro`, `usesPreviewProvider`,
/// `previewsInDebugBlock`, `isConstructible`, `usesTesting`, `usesXCTest`, `testFrameworkModule`, `testName`, and `viewModelStoredDependencies`,
/// `viewModelInitializer`.
///
/// `Tests/Fixtures/Generator/README.md` documents each variable; `TemplateCatalogTests`
/// keeps that file and this list in step with the templates.
public enum TemplateCatalog {
    /// The shipped templates, FOSMVVM first.
    public static let all: [Template] = [
        FOSMVVMViewModelTemplate.template,
        FOSMVVMContainerViewModelTemplate.template,
        FOSMVVMErrorViewModelTemplate.template,
        FOSMVVMResultViewModelTemplate.template,
        FOSMVVMFieldsTemplate.template,
        FOSMVVMEnumTemplate.template,
        FOSMVVMRequestTemplate.template,
        FOSMVVMVerbRequestTemplate.template,
        FOSMVVMRequestControllerTemplate.template,
        FOSMVVMRequestTestsTemplate.template,
        FOSMVVMViewModelTestsTemplate.template,
        FOSMVVMLocalizationTemplate.template,
        FOSMVVMFactoryTemplate.template,
        FOSMVVMOperationsTemplate.template,
        FOSMVVMDisplayViewTemplate.template,
        FOSMVVMInteractiveViewTemplate.template,
        FOSMVVMFormViewTemplate.template,
        FOSMVVMContainerViewTemplate.template,
        FOSMVVMResultViewTemplate.template,
        ContractProtocolTemplate.template,
        ContractViewStateTemplate.template,
        ContractViewModelTemplate.template,
        ContractStatefulViewTemplate.template,
        ContractStatelessViewTemplate.template,
        ContractViewModelTestsTemplate.template,
        ContractSnapshotTestsTemplate.template,
        ContractLocalizedHelperTemplate.template,
        ContractOnFirstAppearHelperTemplate.template,
        PlainViewModelTemplate.template,
        PlainViewTemplate.template,
        PlainViewModelTestsTemplate.template,
    ]

    /// The template called `id`, if any.
    public static func template(id: String) -> Template? {
        all.first { $0.id == id }
    }
}

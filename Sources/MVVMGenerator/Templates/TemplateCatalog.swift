/// Every shipped template. A workspace overrides one by writing
/// `.mvvm-lsp/templates/<id>.mustache`; the override receives the same variables, and using
/// any other variable is a `TemplateError` with file and line.
///
/// | id | file | used for |
/// |---|---|---|
/// | `fosmvvm.viewmodel` | `{Name}ViewModel.swift` | every FOSMVVM scaffold (server: `RequestableViewModel`; client: `.clientHostedFactory`; child: `Codable, Sendable`; form: `{Name}Fields`) |
/// | `fosmvvm.viewmodel.container` | `{Name}ViewModel.swift` | containers: child view models as properties |
/// | `fosmvvm.viewmodel.instance` | `{Child}ViewModel.swift` | a container's list children (`vmId = .init(id: id)`) |
/// | `fosmvvm.viewmodel.error` | `{Name}ViewModel.swift` | errors: client-hosted, `init(responseError:)` |
/// | `fosmvvm.viewmodel.result` | `{Name}ViewModel.swift` | results: the `Result` enum of view models |
/// | `fosmvvm.request` | `{Name}Request.swift` | server-hosted |
/// | `fosmvvm.localization` | `{Name}ViewModel.yml` | every FOSMVVM scaffold |
/// | `fosmvvm.factory` | `{Name}ViewModel+Factory.swift` | server-hosted |
/// | `fosmvvm.operations` | `{Name}ViewModelOperations.swift` | interactive and form |
/// | `fosmvvm.view.display` / `.interactive` / `.form` / `.container` / `.result` | `{Name}View.swift` | the view of each kind (errors use `display`) |
/// | `contract.contract` | `{Name}ViewModelContract.swift` | every contract scaffold |
/// | `contract.viewstate` | `{Name}ViewState.swift` | stateful |
/// | `contract.viewmodel` | `{Name}ViewModel.swift` | every contract scaffold |
/// | `contract.view.stateful` / `.stateless` | `{Name}View.swift` | the view of each kind |
/// | `contract.tests.viewmodel` | `{Name}ViewModelTests.swift` | every contract scaffold |
/// | `contract.tests.snapshot` | `{Name}ViewSnapshotTests.swift` | every contract scaffold |
///
/// Variables. FOSMVVM templates receive `name`, `feature`, `viewModel`, `view`, `request`,
/// `operationsProtocol`, `viewModelsModule`, the flags `isServerHosted`, `isClientHosted`,
/// `isChild`, `isForm`, the lists `localizedProperties` (`property`, `text`), `formFields`
/// (`field`, `validator`), `operations` (`operation`, `declaration`, `call`, `isAsync`,
/// `isThrowing`, `labelProperty`), and `messagesProperty`, `messagesType`. The view model adds
/// `macro` and `conformances`; the YAML adds `locales` (`locale`); the views add
/// `viewModelsImport`, `previewBundle`, `displayedProperties` (`property`), `hasErrorState`,
/// `hasErrorAlert`, `children` (`childView`, `childViewModel`, `property`, `propertyType`,
/// `element`, `isSingle`, `isOptional`, `isList`, `emptyValue`, `stubValue`, `isLast`) and
/// `hasLoadingState`; the form view adds `submit` (`operation`, `call`, `labelProperty`). The
/// container view model adds `children` and `hasLoadingState`; the error view model
/// `errorRequest`, `hasErrorProperties` and `errorProperties` (`property`, `type`, `source`,
/// `stubValue`, `isLast`); the result view model and view `resultCases` (`caseName`,
/// `caseViewModel`, `caseView`) and `stubCase`.
///
/// Contract templates receive `name`, `module`, `screenKey`, `view`, `viewModel`, `contract`,
/// `viewState`, `contentType`, `previewStub`, `viewDeclaration`, `viewModelType`,
/// `appearMethod`, the flags `isStateful`, `isGeneric`, `usesOnFirstAppear`, `usesTask`,
/// `commentsOutPreviews`, `hasRetry`, `hasContent`, `usesPreviewError`, the lists `cases` and
/// `visibleCases` (`caseName`, `title`, `payload`, `bindsContent`, `hasStrings`, `isIdle`,
/// `isLoading`, `isEmpty`, `isError`, `isContent`, `isOther`, `previewState`, `testState`;
/// `visibleCases` adds `isFirst`), `requirements` (`declaration`) and `actions` (`action`,
/// `element`, `isAsync`).
///
/// `Tests/Fixtures/Generator/README.md` documents each variable; `TemplateCatalogTests`
/// keeps that file and this list in step with the templates.
public enum TemplateCatalog {
    /// The shipped templates, FOSMVVM first.
    public static let all: [Template] = [
        FOSMVVMViewModelTemplate.template,
        FOSMVVMContainerViewModelTemplate.template,
        FOSMVVMInstanceViewModelTemplate.template,
        FOSMVVMErrorViewModelTemplate.template,
        FOSMVVMResultViewModelTemplate.template,
        FOSMVVMRequestTemplate.template,
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
    ]

    /// The template called `id`, if any.
    public static func template(id: String) -> Template? {
        all.first { $0.id == id }
    }
}

/// Every shipped template. A workspace overrides one by writing
/// `.mvvm-lsp/templates/<id>.mustache`; the override receives the same variables, and using
/// any other variable is a `TemplateError` with file and line.
///
/// | id | file | used for |
/// |---|---|---|
/// | `fosmvvm.viewmodel` | `{Name}ViewModel.swift` | every FOSMVVM scaffold (server: `RequestableViewModel`; client: `.clientHostedFactory`; child: `Codable, Sendable`; form: `{Name}Fields`) |
/// | `fosmvvm.request` | `{Name}Request.swift` | server-hosted |
/// | `fosmvvm.localization` | `{Name}ViewModel.yml` | every FOSMVVM scaffold |
/// | `fosmvvm.factory` | `{Name}ViewModel+Factory.swift` | server-hosted |
/// | `fosmvvm.operations` | `{Name}ViewModelOperations.swift` | interactive and form |
/// | `fosmvvm.view.display` / `.interactive` / `.form` / `.container` | `{Name}View.swift` | the view of each kind |
/// | `contract.contract` | `{Name}ViewModelContract.swift` | every contract scaffold |
/// | `contract.viewstate` | `{Name}ViewState.swift` | stateful |
/// | `contract.viewmodel` | `{Name}ViewModel.swift` | every contract scaffold |
/// | `contract.view.stateful` / `.stateless` | `{Name}View.swift` | the view of each kind |
/// | `contract.tests.viewmodel` | `{Name}ViewModelTests.swift` | every contract scaffold |
/// | `contract.tests.snapshot` | `{Name}ViewSnapshotTests.swift` | every contract scaffold |
/// | `contract.support.localized` | `String+Localized.swift` | contract views, when the workspace declares no `String.localized()` |
/// | `contract.support.onFirstAppear` | `View+OnFirstAppear.swift` | `.onFirstAppear` views, when the workspace declares no `View.onFirstAppear(_:)` |
///
/// Variables. FOSMVVM templates receive `name`, `feature`, `viewModel`, `view`, `request`,
/// `operationsProtocol`, `viewModelsModule`, the flags `isServerHosted`, `isClientHosted`,
/// `isChild`, `isForm`, the lists `localizedProperties` (`property`, `text`), `formFields`
/// (`field`, `validator`), `operations` (`operation`, `declaration`, `call`, `isAsync`,
/// `isThrowing`, `labelProperty`), and `messagesProperty`, `messagesType`. The view model adds
/// `macro` and `conformances`; the YAML adds `locales` (`locale`); the views add
/// `viewModelsImport`, `previewBundle`, `displayedProperties` (`property`), `hasErrorState`,
/// `hasErrorAlert`, `children` (`childView`); the form view adds `submit` (`operation`, `call`,
/// `labelProperty`).
///
/// Contract templates receive `name`, `module`, `screenKey`, `view`, `viewModel`, `contract`,
/// `viewState`, `contentType`, `previewStub`, `viewDeclaration`, `viewModelType`,
/// `appearMethod`, the flags `isStateful`, `isGeneric`, `usesOnFirstAppear`, `usesTask`,
/// `commentsOutPreviews`, `hasRetry`, `hasContent`, `usesPreviewError`, `isList`,
/// `hasPreviewStubs`, the lists `imports` (`module`), `cases` and
/// `visibleCases` (`caseName`, `title`, `payload`, `bindsContent`, `hasStrings`, `isIdle`,
/// `isLoading`, `isEmpty`, `isError`, `isContent`, `isOther`, `previewState`, `testState`;
/// `visibleCases` adds `isFirst`), `requirements` (`declaration`) and `actions` (`action`,
/// `element`, `isAsync`). The helper templates receive `accessModifier`.
///
/// `Tests/Fixtures/Generator/README.md` documents each variable; `TemplateCatalogTests`
/// keeps that file and this list in step with the templates.
public enum TemplateCatalog {
    /// The shipped templates, FOSMVVM first.
    public static let all: [Template] = [
        FOSMVVMViewModelTemplate.template,
        FOSMVVMRequestTemplate.template,
        FOSMVVMLocalizationTemplate.template,
        FOSMVVMFactoryTemplate.template,
        FOSMVVMOperationsTemplate.template,
        FOSMVVMDisplayViewTemplate.template,
        FOSMVVMInteractiveViewTemplate.template,
        FOSMVVMFormViewTemplate.template,
        FOSMVVMContainerViewTemplate.template,
        ContractProtocolTemplate.template,
        ContractViewStateTemplate.template,
        ContractViewModelTemplate.template,
        ContractStatefulViewTemplate.template,
        ContractStatelessViewTemplate.template,
        ContractViewModelTestsTemplate.template,
        ContractSnapshotTestsTemplate.template,
        ContractLocalizedHelperTemplate.template,
        ContractOnFirstAppearHelperTemplate.template,
    ]

    /// The template called `id`, if any.
    public static func template(id: String) -> Template? {
        all.first { $0.id == id }
    }
}

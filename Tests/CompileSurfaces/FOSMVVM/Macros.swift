// API surface of FOSMVVM: the macros, expanded by the test plugin `CompileSurfaceMacros`
// (test support).

public enum ViewModelOptions {
    case clientHostedFactory
    case live
}

@attached(extension, conformances: RetrievablePropertyNames, ViewModel, ClientHostedViewModelFactory, RequestableViewModel)
@attached(member, names: named(propertyNames), named(Request), named(AppState), named(model), named(modelSync), named(ClientHostedRequest))
public macro ViewModel(options: Set<ViewModelOptions> = []) =
    #externalMacro(module: "CompileSurfaceMacros", type: "ViewModelMacro")

@attached(extension, conformances: RetrievablePropertyNames, FieldValidationModel)
@attached(member, names: named(propertyNames))
public macro FieldValidationModel() =
    #externalMacro(module: "CompileSurfaceMacros", type: "FieldValidationModelMacro")

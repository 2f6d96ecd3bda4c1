/// Choices beyond name, convention and kind. Values are validated by `ScaffoldRequest`.
public struct ScaffoldOptions: Sendable, Hashable {
    /// Contract: generic over the contract or concrete.
    public var viewStyle: ContractViewStyle
    /// Contract: the loading modifier of stateful views.
    public var loading: LoadingModifier
    /// Contract: wrap the `#Preview`s in `/* */` (seed 002) or not.
    public var commentsOutPreviews: Bool
    /// FOSMVVM: the locales the YAML file defines every key for.
    public var locales: [String]
    /// FOSMVVM: the view model's data fields (`--field name:Type`); forms edit them, each in a
    /// `FormFieldView`.
    public var fields: [ScaffoldField]
    /// FOSMVVM containers: the child screens (UpperCamelCase), each bound with `.bind(appState:)`.
    public var children: [String]
    /// FOSMVVM: the library API the files are written against.
    public var fosmvvmVersion: FOSMVVMVersion

    public init(
        viewStyle: ContractViewStyle = .generic,
        loading: LoadingModifier = .onFirstAppear,
        commentsOutPreviews: Bool = true,
        locales: [String] = ["en"],
        fields: [ScaffoldField] = ScaffoldField.defaultFields,
        children: [String] = [],
        fosmvvmVersion: FOSMVVMVersion = .seeds
    ) {
        self.viewStyle = viewStyle
        self.loading = loading
        self.commentsOutPreviews = commentsOutPreviews
        self.locales = locales
        self.fields = fields
        self.children = children
        self.fosmvvmVersion = fosmvvmVersion
    }
}

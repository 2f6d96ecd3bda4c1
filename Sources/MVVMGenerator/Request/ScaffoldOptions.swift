/// Choices beyond name, convention and kind. Values are validated by `ScaffoldRequest`.
public struct ScaffoldOptions: Sendable, Hashable {
    /// Contract: generic over the contract or concrete.
    public var viewStyle: ContractViewStyle
    /// Contract: the loading modifier of stateful views.
    public var loading: LoadingModifier
    /// Contract: wrap the `#Preview`s in `/* */` (seed 002) or not.
    public var commentsOutPreviews: Bool
    /// Contract: the app modules views import (`scaffold.imports`, e.g. `MyAppCommon`,
    /// `MyAppDesignSystem`); `nil` imports those the existing views of the screen's module import.
    public var imports: [String]?
    /// FOSMVVM: the locales the YAML file defines every key for.
    public var locales: [String]
    /// FOSMVVM forms: the editable fields (lowerCamelCase), each a `FormFieldView`.
    public var formFields: [String]
    /// FOSMVVM containers: the child screens (UpperCamelCase), each bound with `.bind(appState:)`.
    public var children: [String]

    public init(
        viewStyle: ContractViewStyle = .generic,
        loading: LoadingModifier = .onFirstAppear,
        commentsOutPreviews: Bool = true,
        imports: [String]? = nil,
        locales: [String] = ["en"],
        formFields: [String] = ["name"],
        children: [String] = []
    ) {
        self.viewStyle = viewStyle
        self.loading = loading
        self.commentsOutPreviews = commentsOutPreviews
        self.imports = imports
        self.locales = locales
        self.formFields = formFields
        self.children = children
    }
}

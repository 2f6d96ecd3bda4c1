/// Choices beyond name, convention and kind. Values are validated by `ScaffoldRequest`.
public struct ScaffoldOptions: Sendable, Hashable {
    /// Contract: generic over the contract or concrete.
    public var viewStyle: ContractViewStyle
    /// Contract: the loading modifier of stateful views.
    public var loading: LoadingModifier
    /// Contract: wrap the `#Preview`s in `/* */` (the current contract style) or not.
    public var commentsOutPreviews: Bool
    /// Contract: the app modules views import (`scaffold.imports`, e.g. `MyAppCommon`,
    /// `MyAppDesignSystem`); `nil` imports those the existing views of the screen's module import.
    public var imports: [String]?
    /// FOSMVVM: the locales the YAML file defines every key for.
    public var locales: [String]
    /// FOSMVVM: the view model's data fields (`--field name:Type`); forms edit them, each in a
    /// `FormFieldView`. Error and result view models take none (they hold what their
    /// `ResponseError` carries, or their cases).
    public var fields: [ScaffoldField]
    /// FOSMVVM containers: the child screens (UpperCamelCase), each embedded once in the parent.
    public var children: [String]
    /// FOSMVVM containers: the instance children (UpperCamelCase), each embedded as an array
    /// of view models identified by `id` and rendered with `ForEach`.
    public var listChildren: [String]
    /// FOSMVVM containers: the parent has a `state` (`loading`, `ready`) and shows a
    /// `ProgressView` until it is ready.
    public var hasLoadingState: Bool
    /// FOSMVVM errors: the request whose `ResponseError` the view model shows (`MoveIdea` or
    /// `MoveIdeaRequest`).
    public var errorRequest: String?
    /// FOSMVVM results: the outcomes of the wrapper's `Result` enum.
    public var resultCases: [ResultCase]
    /// FOSMVVM: the library API the files are written against.
    public var fosmvvmVersion: FOSMVVMVersion
    /// FOSMVVM requests: the verb (`--verb`); `nil` takes it from the end of the name.
    public var requestVerb: RequestVerb?
    /// Where the user scaffolds from: a file or folder relative to the workspace root (the
    /// current file in the editor, the working folder on the command line). In a workspace with
    /// screens, the new files go where the screens nearest to it keep theirs
    /// (`LearnedPlacement`); a file named like one of the new files (an empty `XView.swift`)
    /// becomes that file. `nil`: beside the screens of the layout most screens share.
    public var anchor: String?
    /// Plain: the items of the inferred style the configuration sets (`scaffold.plain`), e.g.
    /// `["holding": "stateObject"]`; see `PlainStyle.overridableItems`.
    public var plainStyle: [String: String]
    /// Plain: who writes the files (the git user) and on what day, for file headers that name
    /// them (`//  Created by … on …`); without them that line is left out.
    public var author: String?
    public var day: CalendarDay?

    public init(
        viewStyle: ContractViewStyle = .generic,
        loading: LoadingModifier = .onFirstAppear,
        commentsOutPreviews: Bool = true,
        imports: [String]? = nil,
        locales: [String] = ["en"],
        fields: [ScaffoldField] = ScaffoldField.defaultFields,
        children: [String] = [],
        listChildren: [String] = [],
        hasLoadingState: Bool = false,
        errorRequest: String? = nil,
        resultCases: [ResultCase] = [],
        fosmvvmVersion: FOSMVVMVersion = .seeds,
        requestVerb: RequestVerb? = nil,
        anchor: String? = nil,
        plainStyle: [String: String] = [:],
        author: String? = nil,
        day: CalendarDay? = nil
    ) {
        self.viewStyle = viewStyle
        self.loading = loading
        self.commentsOutPreviews = commentsOutPreviews
        self.imports = imports
        self.locales = locales
        self.fields = fields
        self.children = children
        self.listChildren = listChildren
        self.hasLoadingState = hasLoadingState
        self.errorRequest = errorRequest
        self.resultCases = resultCases
        self.fosmvvmVersion = fosmvvmVersion
        self.requestVerb = requestVerb
        self.anchor = anchor
        self.plainStyle = plainStyle
        self.author = author
        self.day = day
    }
}

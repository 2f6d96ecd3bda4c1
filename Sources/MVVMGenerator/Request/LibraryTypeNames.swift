/// Types of the libraries generated code uses, which a generated type must not hide: a
/// scaffold named `Progress` would declare a `ProgressView` that hides SwiftUI's (and calls
/// itself where SwiftUI's was meant).
enum LibraryTypeNames {
    /// The library declaring `name` (`SwiftUI`, `FOSMVVM`, `Foundation`), if one of them does.
    static func library(declaring name: String) -> String? {
        if swiftUI.contains(name) { return "SwiftUI" }
        if fosmvvm.contains(name) { return "FOSMVVM" }
        if foundation.contains(name) { return "Foundation" }
        return nil
    }

    /// SwiftUI (and StoreKit/WebKit for SwiftUI) types ending as generated types do.
    static let swiftUI: Set<String> = [
        "AnyView", "EmptyView", "ProgressView", "TabView", "NavigationView", "NavigationSplitView", "ScrollView",
        "ContentUnavailableView", "TimelineView", "TupleView", "HSplitView", "VSplitView", "WebView",
        "ModifiedContent", "LabeledContent", "SubscriptionStoreView", "ProductView", "StoreView",
    ]

    /// FOSMVVM's public types ending as generated types do.
    static let fosmvvm: Set<String> = [
        "ViewModelView", "FormFieldView", "FieldValidationsView", "PreviewHostingView",
        "ViewModelRequest", "ServerRequest", "ClientHostedRequest", "CreateRequest", "ShowRequest", "UpdateRequest",
        "ReplaceRequest", "DeleteRequest", "DestroyRequest", "ValidatableViewModelRequest",
        "ResolvableViewModelRequest",
        "RequestableViewModel", "LiveViewModel", "ModelIdentifiedViewModel",
    ]

    /// Foundation types ending as generated types do (`URLRequest` from a server-hosted `URL`).
    static let foundation: Set<String> = ["URLRequest", "NSURLRequest"]

    /// The catch-all error view models FOSMVVM rules out (FOSMVVM: each error gets its own,
    /// e.g. `MoveIdeaErrorViewModel`).
    static let genericErrorViewModels: Set<String> = [
        "ErrorViewModel", "ToastViewModel", "AlertViewModel", "GenericErrorViewModel",
    ]
}

extension ViewKind {
    /// The only hosting a FOSMVVM kind allows, or `nil` when it allows all three: an error
    /// view model is built on the client from the caught error , a result wrapper by
    /// whoever produced the outcome (FOSMVVM shows it without a request).
    var requiredHosting: Hosting? {
        switch self {
        case .error: .client
        case .result: .child
        case .request: .server
        default: nil
        }
    }

    /// Why `requiredHosting` is the only one, for error messages.
    var requiredHostingReason: String {
        switch self {
        case .error: "an error view model is built on the client from the caught ResponseError "
        case .result: "a result wrapper is built by the code that produced the outcome, like a child "
        case .request: "a request is served by the server "
        default: ""
        }
    }

    /// Whether a FOSMVVM view model of this kind holds data fields (`--field`): all but error
    /// view models and result wrappers, whose data is their `ResponseError`'s or their cases'.
    var takesFields: Bool {
        noFieldsReason == nil
    }

    /// Why the kind takes no fields, for error messages; nil when it takes them.
    var noFieldsReason: String? {
        switch self {
        case .error: "an error view model holds what its request's ResponseError carries"
        case .result: "a result view model holds one view model per case"
        case .request: "a request's bodies carry the entity's id; add its other fields by hand"
        case .viewModelTest: "view-model tests exercise the view model as the workspace declares it"
        default: nil
        }
    }
}

extension ScaffoldRequest {
    /// Names FOSMVVM calls unified error architecture ("Don't create a generic ToastViewModel
    /// or ErrorViewModel"), compared without the `ViewModel` suffix: the catch-all view models
    /// every FOSMVVM scaffold refuses, and what an error view model must not be named either.
    static let genericErrorNames: Set<String> = Set(
        LibraryTypeNames.genericErrorViewModels.map { String($0.dropLast("ViewModel".count)) }
    )
    .union([
        "Errors", "Banner", "Failure", "Message", "AppError", "CommonError", "GlobalError", "SharedError",
        "UnifiedError",
    ])

    /// The hosting of a FOSMVVM scaffold: the one its kind requires (an other one is refused),
    /// else the given one, else `server`.
    static func fosmvvmHosting(_ hosting: Hosting?, kind: ViewKind) throws(ScaffoldError) -> Hosting {
        guard let required = kind.requiredHosting else { return hosting ?? .server }
        if let hosting, hosting != required { throw .hostingNotInKind(hosting, kind) }
        return required
    }

    /// Validates and normalizes the options of containers, errors and results, and refuses
    /// them on any other kind: children are UpperCamelCase screen names, unique and not the
    /// container's own; an error view model ends in `Error`, is not generic and names its
    /// request (stored as `{Request}Request`); a result has two or more distinct cases.
    static func validateComposition(_ options: ScaffoldOptions, name: String, kind: ViewKind) throws(ScaffoldError)
        -> ScaffoldOptions
    {
        var options = options
        options.children = try options.children.map { child throws(ScaffoldError) in
            try SwiftIdentifier.screenName(child, role: "child")
        }
        options.listChildren = try options.listChildren.map { child throws(ScaffoldError) in
            try SwiftIdentifier.screenName(child, role: "list child")
        }
        if kind != .container {
            if !options.listChildren.isEmpty {
                throw .optionNotInKind(option: "list children", kind: kind, requires: .container)
            }
            if options.hasLoadingState {
                throw .optionNotInKind(option: "loading states", kind: kind, requires: .container)
            }
        }
        if kind != .error, options.errorRequest != nil {
            throw .optionNotInKind(option: "requests", kind: kind, requires: .error)
        }
        if kind != .result, !options.resultCases.isEmpty {
            throw .optionNotInKind(option: "result cases", kind: kind, requires: .result)
        }
        switch kind {
        case .container: try validateChildren(options, container: name)
        case .error: options.errorRequest = try errorRequest(options.errorRequest, name: name)
        case .result: try validateResultCases(options.resultCases)
        default: break
        }
        return options
    }

    private static func validateChildren(_ options: ScaffoldOptions, container: String) throws(ScaffoldError) {
        let names = options.children + options.listChildren
        guard !names.isEmpty else { throw .containerWithoutChildren }
        var seen: Set<String> = [container]
        for child in names where !seen.insert(child).inserted { throw .duplicateChild(child) }
    }

    /// `MoveIdea` or `MoveIdeaRequest` → `MoveIdeaRequest`.
    private static func errorRequest(_ request: String?, name: String) throws(ScaffoldError) -> String {
        guard !genericErrorNames.contains(name) else { throw .genericErrorName(name) }
        guard name.hasSuffix("Error"), name.count > "Error".count else { throw .errorNameWithoutSuffix(name) }
        guard let request else { throw .errorWithoutRequest }
        let base =
            request.hasSuffix("Request") && request.count > "Request".count
            ? String(request.dropLast("Request".count)) : request
        try SwiftIdentifier.validate(base, role: "request", case: .upper)
        return base + "Request"
    }

    private static func validateResultCases(_ cases: [ResultCase]) throws(ScaffoldError) {
        guard cases.count >= 2 else { throw .tooFewResultCases }
        var seen: Set<String> = []
        for resultCase in cases where !seen.insert(resultCase.name).inserted {
            throw .duplicateResultCase(resultCase.name)
        }
    }
}

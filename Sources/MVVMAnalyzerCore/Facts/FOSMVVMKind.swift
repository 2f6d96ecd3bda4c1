/// The FOSMVVM 0.13 kinds a declaration says it is, from its own inheritance clause and
/// attributes (names as FOSUtilities 0.13.3 declares them in `Sources/FOSMVVM`).
public enum FOSMVVMKind {
    /// The library's protocols that make a conforming struct or class a view model:
    /// `ViewModel` and its refinements (`LiveViewModel` refines `RequestableViewModel`).
    public static let viewModelProtocols: Set<String> = [
        "ViewModel", "RequestableViewModel", "LiveViewModel", "ModelIdentifiedViewModel",
    ]

    /// The library's request protocols: `ServerRequest`, its per-verb refinements and
    /// `ViewModelRequest` (a `ShowRequest` whose response body is a `RequestableViewModel`).
    public static let requestProtocols: [String] = [
        "ViewModelRequest", "ValidatableViewModelRequest", "ResolvableViewModelRequest",
        "ShowRequest", "CreateRequest", "UpdateRequest", "ReplaceRequest", "DeleteRequest", "DestroyRequest",
        "ServerRequest",
    ]

    /// The options `@ViewModel(options:)` takes (`ViewModelOptions`).
    public static let viewModelOptions: [String] = ["clientHostedFactory", "live"]

    /// The last component of a written type without generic arguments (`FOSMVVM.ViewModel` → `ViewModel`).
    public static func simpleName(_ written: String) -> String {
        let base = TypeName.base(of: written)
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Whether `written` (as in an inheritance clause) names one of `protocols`.
    static func names(_ written: String, oneOf protocols: Set<String>) -> Bool {
        protocols.contains(simpleName(written))
    }
}

extension TypeFact {
    /// The view-model protocols of the library this declaration's inheritance clause names.
    public var fosmvvmViewModelConformances: [String] {
        inheritedTypes.map(FOSMVVMKind.simpleName).filter(FOSMVVMKind.viewModelProtocols.contains)
    }

    /// The options its `@ViewModel(options:)` lists (`live`, `clientHostedFactory`), in the
    /// library's order; empty without the macro or its options.
    public var fosmvvmViewModelOptions: [String] {
        guard let arguments = attributes.named("ViewModel")?.arguments else { return [] }
        return FOSMVVMKind.viewModelOptions.filter { FOSMVVMKind.lists($0, in: arguments) }
    }

    /// Whether it is a live view model: `@ViewModel(options: [.live])` or a declared
    /// `LiveViewModel` conformance (which the option synthesizes).
    public var isFOSMVVMLiveViewModel: Bool {
        fosmvvmViewModelOptions.contains("live") || fosmvvmViewModelConformances.contains("LiveViewModel")
    }

    /// The most specific request protocol of the library its inheritance clause names
    /// (`UpdateRequest`, `ViewModelRequest`, …), if any.
    public var fosmvvmRequestKind: String? {
        let named = Set(inheritedTypes.map(FOSMVVMKind.simpleName))
        return FOSMVVMKind.requestProtocols.first(where: named.contains)
    }

    /// Whether it is a FOSMVVM error that localizes itself: `@LocalizableError` or a declared
    /// `LocalizableError`/`ClientHostedLocalizableError` conformance.
    public var isFOSMVVMLocalizableError: Bool {
        attributes.contains(named: "LocalizableError")
            || inheritedTypes.contains {
                ["LocalizableError", "ClientHostedLocalizableError"].contains(FOSMVVMKind.simpleName($0))
            }
    }

    /// Whether it declares `ComposableFactory` (its view model composes children: `ComposedChild`).
    public var isFOSMVVMComposableFactory: Bool {
        inheritedTypes.contains { FOSMVVMKind.simpleName($0) == "ComposableFactory" }
    }

    /// One line saying which FOSMVVM kinds the declaration is, for hover; `nil` when it is none.
    public var fosmvvmKindSummary: String? {
        var parts: [String] = []
        let isViewModel = attributes.contains(named: "ViewModel") || !fosmvvmViewModelConformances.isEmpty
        if isViewModel {
            let options = fosmvvmViewModelOptions
            var hosting: String
            if options.contains("clientHostedFactory") {
                hosting = "client-hosted view model (`.clientHostedFactory`: built on the device)"
            } else if isFOSMVVMLiveViewModel {
                hosting = "live view model (`LiveViewModel`: bound views refresh when the server's data changes)"
            } else if fosmvvmViewModelConformances.contains("RequestableViewModel") {
                hosting = "server-hosted view model (`RequestableViewModel`)"
            } else {
                hosting = "view model"
            }
            if options.contains("clientHostedFactory"), isFOSMVVMLiveViewModel {
                hosting += "; `.live` cannot be combined with `.clientHostedFactory`"
            }
            if fosmvvmViewModelConformances.contains("ModelIdentifiedViewModel") {
                hosting += ", identified by its model (`ModelIdentifiedViewModel`)"
            }
            parts.append(hosting)
        }
        if isFOSMVVMComposableFactory { parts.append("composes its children (`ComposableFactory`)") }
        if let request = fosmvvmRequestKind { parts.append("request (`\(request)`)") }
        if isFOSMVVMLocalizableError {
            let clientHosted =
                attributes.named("LocalizableError")?.arguments.map { FOSMVVMKind.lists("clientHosted", in: $0) }
                ?? false
                || inherits("ClientHostedLocalizableError")
            parts.append(
                clientHosted
                    ? "localizable error, localized on the client (`.clientHosted`)"
                    : "localizable error (`LocalizableError`)")
        }
        guard !parts.isEmpty else { return nil }
        return "FOSMVVM " + parts.joined(separator: "; ")
    }
}

extension FOSMVVMKind {
    /// Whether `.option` (or `ViewModelOptions.option`) is written in `arguments`, as a whole word.
    public static func lists(_ option: String, in arguments: String) -> Bool {
        var rest = Substring(arguments)
        let dotted = "." + option
        while let found = rest.firstRange(of: dotted) {
            let next = rest[found.upperBound...].first
            if next.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}

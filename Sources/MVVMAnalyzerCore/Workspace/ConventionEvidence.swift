/// What one file shows of a convention: strong evidence only. A lone `…ViewState` enum, a
/// `state` property or a design-system import are not evidence: plain apps have them too.
public struct ConventionEvidence: Sendable, Hashable {
    /// Why the file follows FOSMVVM (`import FOSMVVM`, a `ViewModelView`, a `@ViewModel` type).
    public var fosmvvm: String?
    /// Why the file follows the contract convention: a view generic over a
    /// `…ViewModelContract`, or a type conforming to one.
    public var contract: String?
    /// One of the contract convention's own signs beyond the names (`…ViewModelContract`, which
    /// Clean-Architecture apps give every protocol): a `…ViewState` enum, or a view's private
    /// `LocalizedStrings` / `AccessibilityIdentifier` enum (nested, or private to the view's
    /// file). A module is contract code only where
    /// one shows (`WorkspaceSnapshot.conventionDecision(forFile:)`).
    public var contractMarker: String?
    /// Whether the file declares a view, a view model or a view-model contract: the files a
    /// folder's share of evidence is counted among.
    public var declaresMVVMTypes: Bool
    /// Whether the file declares the FOSMVVM library's own protocols (`ViewModelView`,
    /// `RequestableViewModel`): the library itself, not code that follows it.
    public var definesConventionLibrary: Bool

    public init(
        fosmvvm: String? = nil, contract: String? = nil, declaresMVVMTypes: Bool = false,
        definesConventionLibrary: Bool = false
    ) {
        self.fosmvvm = fosmvvm
        self.contract = contract
        self.declaresMVVMTypes = declaresMVVMTypes
        self.definesConventionLibrary = definesConventionLibrary
    }

    static let libraryProtocols: Set<String> = ["ViewModelView", "RequestableViewModel", "ViewModelFactory"]

    /// The evidence in `facts`.
    public init(_ facts: FileFacts) {
        self.init()
        if facts.imports("FOSMVVM") {
            fosmvvm = "imports FOSMVVM"
        } else if let type = facts.types.first(where: { $0.kind != .protocol && $0.inherits("ViewModelView") }) {
            fosmvvm = "`\(type.name)` conforms to ViewModelView"
        } else if let type = facts.types.first(where: { $0.attributes.contains(named: "ViewModel") }) {
            fosmvvm = "`\(type.name)` is a @ViewModel"
        }
        for type in facts.types where contract == nil {
            if let generic = type.genericParameters.first(where: { ($0.constraint.map(Self.isContract) ?? false) }),
                type.isView
            {
                contract = "`\(type.name)` is generic over `\(TypeName.base(of: generic.constraint!))`"
            } else if type.kind != .protocol, let conformance = type.inheritedTypes.first(where: Self.isContract) {
                contract = "`\(type.name)` conforms to `\(TypeName.base(of: conformance))`"
            }
        }
        if let state = facts.types.first(where: { $0.roles.contains(.viewState) }) {
            contractMarker = "`\(state.qualifiedName)` is a view state"
        } else if let strings = facts.types.first(where: { type in
            type.kind == .enum && Self.contractEnumNames.contains(type.name)
                && (type.parentName != nil
                    || (type.modifiers.contains("private") || type.modifiers.contains("fileprivate"))
                        && facts.types.contains(where: \.isView))
        }) {
            contractMarker = "a view's private `\(strings.name)` enum"
        }
        declaresMVVMTypes =
            fosmvvm != nil || contract != nil
            || facts.types.contains { type in
                !type.isExtension && (type.isView || type.isViewModel || type.roles.contains(.viewModelContract))
            }
        definesConventionLibrary = facts.types.contains {
            $0.kind == .protocol && Self.libraryProtocols.contains($0.name)
        }
    }

    /// The enums the contract convention nests in each view.
    static let contractEnumNames: Set<String> = ["LocalizedStrings", "AccessibilityIdentifier"]

    private static func isContract(_ written: String) -> Bool {
        TypeName.base(of: written).hasSuffix("ViewModelContract")
    }

    /// The convention this file alone shows, FOSMVVM first.
    public var convention: Convention? {
        if fosmvvm != nil { return .fosmvvm }
        if contract != nil { return .contract }
        return nil
    }

    /// The reason for `convention`.
    public var reason: String? { fosmvvm ?? contract }
}

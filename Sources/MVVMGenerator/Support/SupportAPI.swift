/// An API contract views call beyond SwiftUI, which projects declare themselves (the contract convention:
/// `localized()` from `{AppName}Common`, and `.onFirstAppear`).
public enum SupportAPI: String, Sendable, Hashable, CaseIterable {
    /// `"key".localized()`, used by every view's `LocalizedStrings`.
    case localized
    /// `.onFirstAppear { … }`, the loading modifier of the current contract style.
    case onFirstAppear

    /// How the API reads in code: `String.localized()`, `View.onFirstAppear(_:)`.
    public var signature: String {
        switch self {
        case .localized: "String.localized()"
        case .onFirstAppear: "View.onFirstAppear(_:)"
        }
    }

    /// The type whose extension declares it.
    var extendedType: String {
        switch self {
        case .localized: "String"
        case .onFirstAppear: "View"
        }
    }

    /// The parameters of the declaration the views' calls need.
    var parameterCount: Int {
        switch self {
        case .localized: 0
        case .onFirstAppear: 1
        }
    }

    /// The file a generated declaration is written to.
    var fileName: String {
        switch self {
        case .localized: "String+Localized.swift"
        case .onFirstAppear: "View+OnFirstAppear.swift"
        }
    }
}

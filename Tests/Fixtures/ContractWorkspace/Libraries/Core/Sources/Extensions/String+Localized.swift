import Foundation

public extension String {
    func localized() -> String {
        NSLocalizedString(self, bundle: .module, comment: "")
    }

    func localized(_ arguments: CVarArg...) -> String {
        String(format: localized(), arguments: arguments)
    }
}

import Foundation

extension String {
    /// The text this key stands for in the app's localized strings, or the key itself
    /// when it has none.
    func localized() -> String {
        Bundle.main.localizedString(forKey: self, value: nil, table: nil)
    }
}

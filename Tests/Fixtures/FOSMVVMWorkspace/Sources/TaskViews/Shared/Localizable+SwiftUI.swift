import FOSMVVM
import SwiftUI

extension Label where Title == Text, Icon == Image {
    /// A label whose title is a view-model `Localizable`.
    public init(_ title: Localizable, systemImage: String) {
        self.init(title.localized, systemImage: systemImage)
    }
}

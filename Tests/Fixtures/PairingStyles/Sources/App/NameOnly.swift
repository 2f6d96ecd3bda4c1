import SwiftUI

// No stored view model: paired by name only.
struct HelpView: View {
    var body: some View { Text("Help") }
}

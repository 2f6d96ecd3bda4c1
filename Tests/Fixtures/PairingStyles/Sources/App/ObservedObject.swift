import SwiftUI

// @ObservedObject, property named `context`, a Row.
struct MessageRow: View {
    @ObservedObject var context: MessageViewModel
    var body: some View { Text(context.subject) }
}

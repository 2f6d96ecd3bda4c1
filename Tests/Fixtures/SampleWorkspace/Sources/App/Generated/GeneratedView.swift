import SwiftUI

// Excluded by .mvvm-lsp.yml: none of these findings are reported.
struct GeneratedView: View {
    @ObservedObject var viewModel = GeneratedViewModel()
    var body: some View { Text("Generated") }
}

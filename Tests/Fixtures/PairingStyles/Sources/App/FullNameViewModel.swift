import SwiftUI

// A view model named after the view's full name (`ReportView` ⇄ `ReportViewViewModel`),
// paired by name only.
struct ReportView: View {
    var body: some View {
        Text("Report")
    }
}

final class ReportViewViewModel: ObservableObject {
    @Published var rows: [String] = []
}

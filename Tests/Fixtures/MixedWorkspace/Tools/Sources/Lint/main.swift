import SwiftUI

struct ReportPreview: View {
    @ObservedObject var viewModel = CheckoutViewModel()

    var body: some View {
        Text(viewModel.total)
    }
}

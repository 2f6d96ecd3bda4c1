import SwiftUI

struct CheckoutView: View {
    @ObservedObject var viewModel = CheckoutViewModel()

    var body: some View {
        Text(viewModel.total)
    }
}

import SwiftUI

struct CheckoutPage: View {
    let context: CheckoutViewModel

    var body: some View {
        VStack(spacing: 12) {
            Text(context.summary)
            Button("Place order") {
                Task { await context.placeOrder() }
            }
            .accessibilityIdentifier("checkout.placeOrder")
        }
    }
}

#Preview {
    CheckoutPage(context: CheckoutViewModel())
}

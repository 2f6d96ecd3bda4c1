import Foundation

final class CheckoutViewModel: ObservableObject {
    @Published var total = "€0.00"
}

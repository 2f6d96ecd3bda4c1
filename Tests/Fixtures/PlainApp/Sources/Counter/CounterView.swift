import SwiftUI

struct CounterView: View {
    @State private var viewModel = ViewModel()

    var body: some View {
        Stepper(value: $viewModel.count) {
            Text(viewModel.label)
        }
    }
}

extension CounterView {
    @Observable
    final class ViewModel {
        var count = 0
        var label: String { "Count: \(count)" }
    }
}

#Preview {
    CounterView()
}

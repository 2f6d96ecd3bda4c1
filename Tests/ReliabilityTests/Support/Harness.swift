import Foundation
import TestSupport

/// Counts and seeds of the long-running tests: small enough for CI by default, raised through
/// environment variables for a longer run (see Tests/ReliabilityTests/README.md).
enum Budget {
    static func int(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? value
    }
    static func seed(_ name: String, default value: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) } ?? value
    }
}

/// Small Swift sources for the tests to open and edit.
enum SwiftSamples {
    static func viewModel(_ name: String) -> String {
        """
        import SwiftUI

        @Observable
        final class \(name)ViewModel {
            var title: String = ""
            var items: [String] = []
            func load() async { items = ["a", "b"] }
        }

        struct \(name)View: View {
            let viewModel: \(name)ViewModel
            var body: some View {
                VStack {
                    Text("Hello \(name)")
                    ForEach(viewModel.items, id: \\.self) { Text($0) }
                }
                .task { await viewModel.load() }
            }
        }

        """
    }
}

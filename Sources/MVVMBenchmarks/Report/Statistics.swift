import Foundation

/// Order statistics of a sample.
struct Sample {
    let values: [Double]

    init(_ values: [Double]) {
        self.values = values.sorted()
    }

    /// The value below which `fraction` of the sample lies (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let rank = Int((fraction * Double(values.count)).rounded(.up)) - 1
        return values[min(values.count - 1, max(0, rank))]
    }

    var median: Double { percentile(0.5) }
    var minimum: Double { values.first ?? .nan }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

/// Times `work` with the continuous clock; returns milliseconds.
func measure(_ work: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    return try clock.measure(work).milliseconds
}

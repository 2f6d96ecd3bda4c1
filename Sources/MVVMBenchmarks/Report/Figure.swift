/// One row of the results table: a measured value against its baseline and target.
struct Figure {
    enum Target {
        /// `value / baseline` must stay below (or at) the bound.
        case ratioAtMost(Double)
        /// `value / baseline` must reach the bound.
        case ratioAtLeast(Double)
        /// The value itself must stay at or below the bound (same unit as the value).
        case valueAtMost(Double)
        /// Reported only.
        case none
    }

    let name: String
    let value: Double
    let unit: String
    let baseline: Double?
    let baselineName: String
    let target: Target

    var ratio: Double? {
        guard let baseline, baseline > 0 else { return nil }
        return value / baseline
    }

    var passes: Bool? {
        switch target {
        case .ratioAtMost(let bound): return ratio.map { $0 <= bound }
        case .ratioAtLeast(let bound): return ratio.map { $0 >= bound }
        case .valueAtMost(let bound): return value <= bound
        case .none: return nil
        }
    }

    var targetText: String {
        switch target {
        case .ratioAtMost(let bound): return "ratio ≤ \(Self.format(bound))"
        case .ratioAtLeast(let bound): return "ratio ≥ \(Self.format(bound))"
        case .valueAtMost(let bound): return "≤ \(Self.format(bound)) \(unit)"
        case .none: return "–"
        }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e6 { return String(Int(value)) }
        if abs(value) >= 100 { return String(format: "%.0f", value) }
        if abs(value) >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}

/// Renders figures as a Markdown table.
enum ResultTable {
    static func render(_ figures: [Figure], smoke: Bool) -> String {
        var lines = [
            "| figure | value | baseline | ratio | target | result |",
            "|---|---|---|---|---|---|",
        ]
        for figure in figures {
            let baseline = figure.baseline.map { "\(Figure.format($0)) \(figure.unit) (\(figure.baselineName))" } ?? "–"
            let result = smoke ? "smoke" : figure.passes.map { $0 ? "pass" : "FAIL" } ?? "–"
            lines.append(
                "| \(figure.name) | \(Figure.format(figure.value)) \(figure.unit) | \(baseline) | "
                    + "\(figure.ratio.map(Figure.format) ?? "–") | \(figure.targetText) | \(result) |")
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation

extension RuleDescription {
    /// The rationale's first sentences, at most three and about 300 characters: what a hover
    /// over a finding shows (the rule reference has it all).
    public var shortRationale: String {
        var sentences: [Substring] = []
        var start = rationale.startIndex
        var inCode = false
        var index = rationale.startIndex
        while index < rationale.endIndex {
            let character = rationale[index]
            if character == "`" { inCode.toggle() }
            let next = rationale.index(after: index)
            if !inCode, ".!?".contains(character), next == rationale.endIndex || rationale[next].isWhitespace {
                sentences.append(rationale[start..<next])
                start = next
                if sentences.count == 3 || sentences.reduce(0, { $0 + $1.count }) >= 200 { break }
            }
            index = next
        }
        if sentences.isEmpty { return rationale.trimmingCharacters(in: .whitespacesAndNewlines) }
        return sentences.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: " ")
    }
}

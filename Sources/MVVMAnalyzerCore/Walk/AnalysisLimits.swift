import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Limits above which a Swift file is not analysed, because swift-syntax would overflow its stack
/// or take exponential time on it: its parser's lookahead recurses without a bound (`[[[…`,
/// `Array<Array<…`, `try try …`, nested `#if`), runs of `[`/`(` make it backtrack exponentially
/// (a few dozen nested `[` take seconds), and visitors recurse once per tree level. A file
/// over a limit is analysed as an empty file and `SourceFile.skippedReason` says why. Real code
/// stays far below every limit.
public enum AnalysisLimits {
    /// Largest file analysed, in UTF-8 bytes. Linting time grows faster than linearly with size
    /// (a 1 MiB file takes about a minute in a debug build), and no hand-written file comes near.
    public static let maximumFileSize = 1024 * 1024
    /// Deepest nesting of `(`, `[`, `{`, string interpolations and `#if` blocks.
    public static let maximumNesting = 256
    /// Longest run of `(`/`[` with nothing but whitespace between them.
    public static let maximumOpenerRun = 12
    /// Most generic `<`, `->`, `try` or `await` on one line.
    public static let maximumPerLine = 128
    /// Deepest syntax tree walked.
    public static let maximumTreeDepth = 1_000

    /// Parses `text`, or an empty file when `text` is over a limit, with the reason.
    public static func parse(_ text: String) -> (tree: SourceFileSyntax, skippedReason: AnalysisLimitProblem?) {
        if let problem = problem(inText: text) { return (Parser.parse(source: ""), problem) }
        let tree = Parser.parse(source: text)
        if isDeeper(tree, than: maximumTreeDepth) { return (Parser.parse(source: ""), .treeTooDeep) }
        return (tree, nil)
    }

    /// Why `text` must not be parsed, found in one pass over its bytes; nil when it can be.
    /// Comments and string contents are skipped; interpolations inside strings are code.
    public static func problem(inText text: String) -> AnalysisLimitProblem? {
        if let problem = text.utf8.withContiguousStorageIfAvailable(problem(inBytes:)) { return problem }
        return Array(text.utf8).withUnsafeBufferPointer(problem(inBytes:))
    }

    private static func problem(inBytes bytes: UnsafeBufferPointer<UInt8>) -> AnalysisLimitProblem? {
        guard bytes.count <= maximumFileSize else { return .fileTooLarge }
        func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        var index = 0
        var depth = 0, openerRun = 0, perLine = 0
        /// The depth at which each open interpolation returns to its string (and whether multiline).
        var interpolations: [(depth: Int, multiline: Bool)] = []
        var inString: Bool? = nil // nil: code; else multiline or not

        func open() -> AnalysisLimitProblem? {
            depth += 1
            return depth > maximumNesting ? .nestingTooDeep : nil
        }
        func countOnLine() -> AnalysisLimitProblem? {
            perLine += 1
            return perLine > maximumPerLine ? .tooManyOnOneLine : nil
        }

        while index < bytes.count {
            let byte = bytes[index]
            if inString == nil {
                // Most of a file: identifiers and spaces, looked at before anything else.
                if IdentifierBytes.isIdentifierByte(byte) {
                    openerRun = 0
                    // A whole identifier at once (its bytes hold nothing else to look at).
                    if (byte == UInt8(ascii: "t") && matches(bytes, "try", at: index))
                        || (byte == UInt8(ascii: "a") && matches(bytes, "await", at: index))
                    {
                        if let problem = countOnLine() { return problem }
                    }
                    index += 1
                    while index < bytes.count, IdentifierBytes.isIdentifierByte(bytes[index]) { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: " ") {
                    index += 1
                    continue
                }
            }
            if byte == 0x0A { perLine = 0 }
            if let multiline = inString {
                if byte == UInt8(ascii: "\\") {
                    var hashes = index + 1
                    while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if at(hashes) == UInt8(ascii: "(") {
                        interpolations.append((depth, multiline))
                        inString = nil
                        if let problem = open() { return problem }
                        index = hashes + 1
                        continue
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    if !multiline {
                        inString = nil
                    } else if at(index + 1) == byte, at(index + 2) == byte {
                        inString = nil
                        index += 3
                        continue
                    }
                } else if byte == 0x0A, !multiline {
                    inString = nil
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                var level = 0
                repeat {
                    if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                        level += 1; index += 2
                    } else if at(index) == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                        level -= 1; index += 2
                    } else {
                        index += 1
                    }
                } while level > 0 && index < bytes.count
                continue
            case UInt8(ascii: "\""):
                openerRun = 0
                if at(index + 1) == byte, at(index + 2) == byte {
                    inString = true
                    index += 3
                    continue
                }
                inString = false
            case UInt8(ascii: "("), UInt8(ascii: "["):
                openerRun += 1
                if openerRun > maximumOpenerRun { return .openerRunTooLong }
                if let problem = open() { return problem }
            case UInt8(ascii: "{"):
                openerRun = 0
                if let problem = open() { return problem }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                openerRun = 0
                depth = max(0, depth - 1)
                if byte == UInt8(ascii: ")"), let last = interpolations.last, last.depth == depth {
                    interpolations.removeLast()
                    inString = last.multiline
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D:
                break
            case UInt8(ascii: "<") where index > 0 && IdentifierBytes.isIdentifierByte(bytes[index - 1]):
                openerRun = 0
                if let problem = countOnLine() { return problem }
            case UInt8(ascii: "-") where at(index + 1) == UInt8(ascii: ">"):
                openerRun = 0
                if let problem = countOnLine() { return problem }
            case UInt8(ascii: "#"):
                openerRun = 0
                if matches(bytes, "#if", at: index) {
                    if let problem = open() { return problem }
                } else if matches(bytes, "#endif", at: index) {
                    depth = max(0, depth - 1)
                }
            default:
                openerRun = 0
            }
            index += 1
        }
        return nil
    }

    /// Whether `bytes` has the word `word` at `index` (not followed by an identifier byte).
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString, at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        return index + count == bytes.count || !IdentifierBytes.isIdentifierByte(bytes[index + count])
    }

    /// Whether the tree has a node deeper than `limit` (iterative: no recursion on the tree).
    ///
    /// A subtree of n nodes reaches at most n − 1 levels below its root, so only a subtree with
    /// more nodes than levels left before the limit is looked into: in real code a few hundred
    /// nodes a file, where visiting every node would be a visible share of a `check`. Syntax identifiers number
    /// a tree's nodes in pre-order, so two siblings' numbers give the first one's size.
    static func isDeeper(_ tree: SourceFileSyntax, than limit: Int) -> Bool {
        // `size`: the subtree's node count, nil where it is not known (the root, and the last
        // child of a node of unknown size): such a subtree is looked into.
        var stack: [(node: Syntax, depth: Int, size: UInt64?)] = [(Syntax(tree), 0, nil)]
        var children: [Syntax] = []
        while let (node, depth, size) = stack.popLast() {
            if depth > limit { return true }
            if let size, UInt64(depth) + size - 1 <= UInt64(limit) { continue }
            children.removeAll(keepingCapacity: true)
            children.append(contentsOf: node.children(viewMode: .all))
            let end = size.map { node.id.indexInTree.toOpaque() + $0 }
            for (offset, child) in children.enumerated() {
                let start = child.id.indexInTree.toOpaque()
                let next = offset + 1 < children.count ? children[offset + 1].id.indexInTree.toOpaque() : end
                stack.append((child, depth + 1, next.map { $0 - start }))
            }
        }
        return false
    }
}

/// Why a file is not analysed: the limit of `AnalysisLimits` it is over. `description` says it
/// as the log shows it.
public enum AnalysisLimitProblem: Sendable, Hashable, CustomStringConvertible {
    /// Larger than `maximumFileSize`.
    case fileTooLarge
    /// Nested deeper than `maximumNesting`.
    case nestingTooDeep
    /// A run of `(`/`[` longer than `maximumOpenerRun`.
    case openerRunTooLong
    /// A line with more than `maximumPerLine` generic `<`, `->`, `try` or `await`.
    case tooManyOnOneLine
    /// A syntax tree deeper than `maximumTreeDepth`.
    case treeTooDeep

    public var description: String {
        switch self {
        case .fileTooLarge: "it is larger than \(AnalysisLimits.maximumFileSize >> 20) MiB"
        case .nestingTooDeep: "it nests deeper than \(AnalysisLimits.maximumNesting) levels"
        case .openerRunTooLong: "it has more than \(AnalysisLimits.maximumOpenerRun) consecutive '(' or '['"
        case .tooManyOnOneLine:
            "a line has more than \(AnalysisLimits.maximumPerLine) generic '<', '->', 'try' or 'await'"
        case .treeTooDeep: "its syntax tree is deeper than \(AnalysisLimits.maximumTreeDepth) levels"
        }
    }
}

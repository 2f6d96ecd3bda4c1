/// A path pattern: `*` matches within one path component, `**` any number of components,
/// `?` one character. A pattern that matches a folder matches everything below it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `relativePath` (components separated by `/`) or one of its parent folders matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return (1...max(1, path.count)).contains { Self.match(components[...], path.prefix($0)) }
    }

    public var description: String { pattern }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ p: Int, _ n: Int) -> Bool {
            let key = p * (name.count + 1) + n
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = n == name.count
            } else if pattern[p] == "*" {
                result = go(p + 1, n) || (n < name.count && go(p, n + 1))
            } else if n < name.count, pattern[p] == "?" || pattern[p] == name[n] {
                result = go(p + 1, n + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}

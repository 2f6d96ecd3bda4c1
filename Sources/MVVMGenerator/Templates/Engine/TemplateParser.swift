/// Parses the substitution language: `{{name}}`, `{{#name}}…{{/name}}`, `{{^name}}…{{/name}}`
/// and comments `{{! … }}`. A line holding only a section tag or a comment (and spaces)
/// disappears entirely, so templates can put tags on lines of their own.
struct TemplateParser {
    private enum Token {
        case text(String)
        case variable(String)
        case open(String, inverted: Bool)
        case close(String)
        case comment

        var isStandaloneKind: Bool {
            switch self {
            case .open, .close, .comment: true
            case .text, .variable: false
            }
        }

        var isBlank: Bool {
            if case .text(let text) = self { return text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } }
            return false
        }
    }

    let file: String

    func parse(_ source: String) throws(TemplateError) -> [TemplateNode] {
        var stack: [(name: String, inverted: Bool, line: Int, children: [TemplateNode])] = [("", false, 0, [])]
        for (index, line) in Self.lines(of: source).enumerated() {
            let lineNumber = index + 1
            var tokens = try tokens(of: line, line: lineNumber)
            if tokens.contains(where: \.isStandaloneKind),
               tokens.filter(\.isStandaloneKind).count == 1,
               tokens.allSatisfy({ $0.isStandaloneKind || $0.isBlank }) {
                tokens = tokens.filter(\.isStandaloneKind)
            }
            for token in tokens {
                switch token {
                case .text(let text):
                    stack[stack.count - 1].children.append(.text(text))
                case .variable(let name):
                    stack[stack.count - 1].children.append(.variable(name: name, line: lineNumber))
                case .open(let name, let inverted):
                    stack.append((name, inverted, lineNumber, []))
                case .close(let name):
                    guard stack.count > 1 else {
                        throw TemplateError(file: file, line: lineNumber, problem: .unexpectedClose(name, expected: nil))
                    }
                    let open = stack.removeLast()
                    guard open.name == name else {
                        throw TemplateError(file: file, line: lineNumber, problem: .unexpectedClose(name, expected: open.name))
                    }
                    stack[stack.count - 1].children.append(
                        .section(name: name, inverted: open.inverted, children: open.children, line: open.line)
                    )
                case .comment:
                    break
                }
            }
        }
        if stack.count > 1, let open = stack.last {
            throw TemplateError(file: file, line: open.line, problem: .unclosedSection(open.name))
        }
        return stack[0].children
    }

    /// The source's lines, each with its line break.
    private static func lines(of source: String) -> [Substring] {
        var result: [Substring] = []
        var start = source.startIndex
        for index in source.indices where source[index] == "\n" {
            let next = source.index(after: index)
            result.append(source[start..<next])
            start = next
        }
        if start < source.endIndex { result.append(source[start...]) }
        return result
    }

    private func tokens(of line: Substring, line lineNumber: Int) throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var rest = line
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw TemplateError(file: file, line: lineNumber, problem: .unclosedTag)
            }
            tokens.append(try token(String(rest[open.upperBound..<close.lowerBound]), line: lineNumber))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    private func token(_ content: String, line: Int) throws(TemplateError) -> Token {
        if content.hasPrefix("!") { return .comment }
        let sigil = content.first
        let body = ["#", "^", "/"].contains(sigil.map(String.init) ?? "") ? String(content.dropFirst()) : content
        let name = body.trimmingSpaces
        guard Self.isName(name) else {
            throw TemplateError(file: file, line: line, problem: .invalidTag(content))
        }
        switch sigil {
        case "#": return .open(name, inverted: false)
        case "^": return .open(name, inverted: true)
        case "/": return .close(name)
        default: return .variable(name)
        }
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Checks that every tag of a template names a variable the template receives, before it
/// renders: Mustache renders an unknown name as nothing, so a misspelt `{{viewModle}}` would
/// silently drop code from the generated file. This is the one thing templates do beyond the
/// Mustache spec; it renders nothing and changes no output.
///
/// The check reads tags as Mustache writes them, after swift-mustache has accepted the text:
/// sections and inverted sections (a list's items add their variables inside `{{#list}}`),
/// `{{name}}`, `{{{name}}}`, `{{&name}}`, partials (checked where they are included, with the
/// variables in scope there), comments, pragmas and swift-mustache's blocks. Dotted names are
/// checked by their first part, transforms (`{{uppercased(name)}}`) by their argument, and
/// `{{.}}` always passes. After a set-delimiter tag `{{=<% %>=}}` the rest is not checked.
struct TemplateVariableCheck {
    /// Partials by name.
    let partials: [String: TemplateSource]

    func check(_ source: TemplateSource, against variables: [TemplateVariable]) throws(TemplateError) {
        var including: Set<String> = []
        try check(source, scopes: [variables], including: &including)
    }

    private func check(_ source: TemplateSource, scopes: [[TemplateVariable]], including: inout Set<String>)
        throws(TemplateError)
    {
        var scopes = scopes
        // Whether each open section added a scope.
        var sections: [Bool] = []
        for tag in Self.tags(in: source.text) {
            let error = { (problem: TemplateError.Problem) in
                TemplateError(file: source.file, line: tag.line, problem: problem)
            }
            switch tag.sigil {
            case "=":
                return
            case "!", "%":
                continue
            case "#", "^":
                var variable: TemplateVariable?
                if let name = Self.name(tag.body) {
                    variable = Self.lookup(name, in: scopes)
                    if variable == nil { throw error(.unknownVariable(name)) }
                }
                if tag.sigil == "#", case .list(let items)? = variable?.kind {
                    scopes.append(items)
                    sections.append(true)
                } else {
                    sections.append(false)
                }
            case "$", "<":
                sections.append(false)
            case "/":
                if sections.popLast() == true { scopes.removeLast() }
            case ">":
                let name = tag.body.trimmingWhitespace
                guard let partial = partials[name], !including.contains(name) else { continue }
                including.insert(name)
                try check(partial, scopes: scopes, including: &including)
                including.remove(name)
            default:
                guard let name = Self.name(tag.body) else { continue }
                guard let variable = Self.lookup(name, in: scopes) else { throw error(.unknownVariable(name)) }
                if variable.kind != .text, !tag.body.contains(".") { throw error(.notText(name)) }
            }
        }
    }

    private struct Tag {
        /// `#`, `^`, `/`, `!`, `>`, … or nil for a variable.
        var sigil: Character?
        var body: Substring
        var line: Int
    }

    /// The tags of `text`, in order, each with its line.
    private static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var counted = text.startIndex
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            line += text[counted..<open.lowerBound].count { $0 == "\n" }
            counted = open.lowerBound
            let isTriple = rest[open.upperBound...].first == "{"
            guard let close = rest[open.upperBound...].range(of: isTriple ? "}}}" : "}}") else { break }
            let content = rest[open.upperBound..<close.lowerBound]
            let sigil = content.first.flatMap { "#^/!>=%$<&{".contains($0) ? $0 : nil }
            tags.append(
                Tag(
                    sigil: sigil == "&" || sigil == "{" ? nil : sigil,
                    body: sigil == nil ? content : content.dropFirst(), line: line))
            rest = rest[close.upperBound...]
        }
        return tags
    }

    /// The variable a tag's body looks up first, or nil for `{{.}}` and sequence transforms.
    private static func name(_ body: Substring) -> String? {
        var name = body.trimmingWhitespace[...]
        if let open = name.lastIndex(of: "(") {
            name = name[name.index(after: open)...].prefix { $0 != ")" }
        }
        if name.first == "." { name = name.dropFirst() }
        let first = name.prefix { $0 != "." }
        return first.isEmpty ? nil : String(first)
    }

    private static func lookup(_ name: String, in scopes: [[TemplateVariable]]) -> TemplateVariable? {
        for scope in scopes.reversed() {
            if let variable = scope.first(where: { $0.name == name }) { return variable }
        }
        return nil
    }
}

private extension Substring {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

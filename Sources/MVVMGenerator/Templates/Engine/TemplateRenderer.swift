/// Checks a parsed template against the variables it receives, then renders it.
struct TemplateRenderer {
    let file: String

    /// Fails on the first tag naming a variable outside `variables` (scopes included), or
    /// inserting a flag or list as text.
    func validate(_ nodes: [TemplateNode], against variables: [TemplateVariable]) throws(TemplateError) {
        try validate(nodes, scopes: [variables])
    }

    func render(_ nodes: [TemplateNode], context: TemplateContext) throws(TemplateError) -> String {
        var output = ""
        try render(nodes, scopes: [context], into: &output)
        return output
    }

    private func validate(_ nodes: [TemplateNode], scopes: [[TemplateVariable]]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text:
                continue
            case .variable(let name, let line):
                let variable = try lookup(name, line: line, in: scopes)
                guard variable.kind == .text else { throw TemplateError(file: file, line: line, problem: .notText(name)) }
            case .section(let name, let inverted, let children, let line):
                let variable = try lookup(name, line: line, in: scopes)
                if case .list(let items) = variable.kind, !inverted {
                    try validate(children, scopes: scopes + [items])
                } else {
                    try validate(children, scopes: scopes)
                }
            }
        }
    }

    private func lookup(_ name: String, line: Int, in scopes: [[TemplateVariable]]) throws(TemplateError) -> TemplateVariable {
        for scope in scopes.reversed() {
            if let variable = scope.first(where: { $0.name == name }) { return variable }
        }
        throw TemplateError(file: file, line: line, problem: .unknownVariable(name))
    }

    private func render(_ nodes: [TemplateNode], scopes: [TemplateContext], into output: inout String) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let line):
                guard case .text(let text) = try value(name, line: line, in: scopes) else {
                    throw TemplateError(file: file, line: line, problem: .notText(name))
                }
                output += text
            case .section(let name, let inverted, let children, let line):
                let value = try value(name, line: line, in: scopes)
                if inverted {
                    if !value.isTruthy { try render(children, scopes: scopes, into: &output) }
                } else if case .list(let items) = value {
                    for item in items { try render(children, scopes: scopes + [item], into: &output) }
                } else if value.isTruthy {
                    try render(children, scopes: scopes, into: &output)
                }
            }
        }
    }

    private func value(_ name: String, line: Int, in scopes: [TemplateContext]) throws(TemplateError) -> TemplateValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        throw TemplateError(file: file, line: line, problem: .unknownVariable(name))
    }
}

extension TemplateCatalog {
    /// Markdown describing every template and its variables, for `README`s and `--help` output.
    public static var documentation: String {
        all.map { template in
            "### `\(template.id)`\n\n\(template.summary)\n\n"
                + lines(of: template.variables, depth: 0).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    private static func lines(of variables: [TemplateVariable], depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        return variables.flatMap { variable -> [String] in
            switch variable.kind {
            case .text:
                return ["\(indent)- `\(variable.name)` (text): \(variable.summary)"]
            case .flag:
                return ["\(indent)- `\(variable.name)` (flag): \(variable.summary)"]
            case .list(let items):
                return ["\(indent)- `\(variable.name)` (list): \(variable.summary); each item has:"]
                    + lines(of: items, depth: depth + 1)
            }
        }
    }
}

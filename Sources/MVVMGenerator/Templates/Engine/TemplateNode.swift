/// One piece of a parsed template.
indirect enum TemplateNode: Sendable, Hashable {
    case text(String)
    /// `{{name}}`.
    case variable(name: String, line: Int)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(name: String, inverted: Bool, children: [TemplateNode], line: Int)
}

import Foundation

/// The templates a workspace renders with: the shipped ones, each replaced by
/// `.mvvm-lsp/templates/<id>.mustache` under the workspace root when that file exists.
public struct TemplateLibrary: Sendable {
    /// The folder of user templates, relative to the workspace root.
    public static let overrideFolder = ".mvvm-lsp/templates"
    /// The extension of user template files.
    public static let overrideExtension = "mustache"

    /// User template sources by template id, with the file each came from.
    private var overrides: [String: (file: String, source: String)] = [:]

    /// The shipped templates only.
    public init() {}

    /// Reads the user templates under `root`. A file naming no catalog template is an error,
    /// so a typo cannot silently leave the shipped template in use.
    public init(root: String) throws(ScaffoldError) {
        let folder = (root as NSString).appendingPathComponent(Self.overrideFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var overrides: [String: (file: String, source: String)] = [:]
        for name in names.sorted() where name.hasSuffix("." + Self.overrideExtension) {
            let file = (folder as NSString).appendingPathComponent(name)
            let id = String(name.dropLast(Self.overrideExtension.count + 1))
            guard TemplateCatalog.template(id: id) != nil else { throw .unknownTemplate(file: file) }
            guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .unreadableTemplate(file: file)
            }
            overrides[id] = (file, source)
        }
        self.overrides = overrides
    }

    /// The ids the workspace overrides.
    public var overriddenIDs: [String] { overrides.keys.sorted() }

    /// Renders `template` (or its override) with `context`, after checking every tag names
    /// one of the template's variables.
    public func render(_ template: Template, context: TemplateContext) throws(TemplateError) -> String {
        let (file, source) = overrides[template.id] ?? ("built-in \(template.id)", template.source)
        let nodes = try TemplateParser(file: file).parse(source)
        let renderer = TemplateRenderer(file: file)
        try renderer.validate(nodes, against: template.variables)
        return try renderer.render(nodes, context: context)
    }

    func render<T: FileTemplate>(_ type: T.Type, for screen: T.Screen) throws(ScaffoldError) -> String {
        do {
            return try render(type.template, context: type.context(for: screen))
        } catch {
            throw .template(error)
        }
    }
}

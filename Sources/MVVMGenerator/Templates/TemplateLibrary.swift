import Foundation
import Mustache

/// The templates a workspace renders with: the shipped ones, each replaced by
/// `.mvvm-lsp/templates/<id>.mustache` under the workspace root when that file exists, and the
/// partials `{{> name}}` includes, `.mvvm-lsp/templates/partials/<name>.mustache`. Every template
/// renders through swift-mustache, with `{{name}}` inserted verbatim (no HTML escaping).
public struct TemplateLibrary: Sendable {
    /// The folder of user templates, relative to the workspace root.
    public static let overrideFolder = ".mvvm-lsp/templates"
    /// The folder of partials, relative to `overrideFolder`.
    public static let partialFolder = "partials"
    /// The extension of user template and partial files.
    public static let overrideExtension = "mustache"

    /// User templates by template id.
    private var overrides: [String: TemplateSource] = [:]
    /// Partials by name, as text (for `TemplateVariableCheck`) and parsed.
    private var partials: [String: TemplateSource] = [:]
    private var partialLibrary = MustacheLibrary()

    /// The shipped templates only.
    public init() {}

    /// Reads the user templates and partials under `root`. A template file naming no catalog
    /// template is an error, so a typo cannot silently leave the shipped template in use; a
    /// partial that is not Mustache is an error too.
    public init(root: String) throws(ScaffoldError) {
        let folder = (root as NSString).appendingPathComponent(Self.overrideFolder)
        for (id, source) in try Self.sources(in: folder).sorted(by: { $0.key < $1.key }) {
            guard TemplateCatalog.template(id: id) != nil else { throw .unknownTemplate(file: source.file) }
            overrides[id] = source
        }
        partials = try Self.sources(in: (folder as NSString).appendingPathComponent(Self.partialFolder))
        do {
            for (name, source) in partials.sorted(by: { $0.key < $1.key }) {
                partialLibrary.register(try source.parse(), named: name)
            }
        } catch {
            throw .template(error)
        }
    }

    /// The ids the workspace overrides.
    public var overriddenIDs: [String] { overrides.keys.sorted() }

    /// Renders `template` (or its override) with `context`, after checking every tag names
    /// one of the template's variables.
    public func render(_ template: Template, context: TemplateContext) throws(TemplateError) -> String {
        try parse(template).render(context.mustacheObject, library: partialLibrary)
    }

    /// `template` (or its override) parsed, once its tags are checked against its variables.
    func parse(_ template: Template) throws(TemplateError) -> MustacheTemplate {
        let source = overrides[template.id] ?? TemplateSource(file: "built-in \(template.id)", text: template.source)
        let parsed = try source.parse()
        try TemplateVariableCheck(partials: partials).check(source, against: template.variables)
        return parsed
    }

    func render<T: FileTemplate>(_ type: T.Type, for screen: T.Screen) throws(ScaffoldError) -> String {
        do {
            return try render(type.template, context: type.context(for: screen))
        } catch {
            throw .template(error)
        }
    }

    /// The `.mustache` files of `folder` by name without the extension; none when it is absent.
    private static func sources(in folder: String) throws(ScaffoldError) -> [String: TemplateSource] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        var sources: [String: TemplateSource] = [:]
        for name in names.sorted() where name.hasSuffix("." + overrideExtension) {
            let file = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .unreadableTemplate(file: file)
            }
            sources[String(name.dropLast(overrideExtension.count + 1))] = TemplateSource(file: file, text: text)
        }
        return sources
    }
}

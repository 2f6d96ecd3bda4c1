import Mustache

/// A template's or partial's text and the file it came from.
struct TemplateSource: Sendable {
    /// Put before every text: swift-mustache escapes `{{name}}` for HTML (`&<>"'`) unless a
    /// template switches its content type to text with this pragma, and it has no option for
    /// that default (a partial starts as HTML again, so partials get it too). On a line of its
    /// own it is a standalone tag, which renders nothing, line break included.
    private static let textContentType = "{{%CONTENT_TYPE:TEXT}}\n"

    let file: String
    let text: String

    /// The text as a swift-mustache template inserting `{{name}}` verbatim, as Swift needs.
    func parse() throws(TemplateError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: Self.textContentType + text)
        } catch let error as MustacheTemplate.ParserError {
            // Lines are counted without the pragma's; at the end of the text, the last line.
            let line = min(max(error.context.lineNumber - 1, 1), lineCount)
            throw TemplateError(file: file, line: line, problem: .syntax(Self.words(for: error.error)))
        } catch {
            throw TemplateError(file: file, line: 1, problem: .syntax("\(error)"))
        }
    }

    private var lineCount: Int {
        max(1, text.count { $0 == "\n" } + (text.last == "\n" ? 0 : 1))
    }

    private static func words(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        return switch error {
        case .sectionCloseNameIncorrect: "this {{/…}} closes no open section of that name"
        case .unfinishedName: "a tag without its closing '}}', or with a character no name can have"
        case .expectedSectionEnd: "a section is still open at the end of the template: its {{/…}} is missing"
        case .invalidSetDelimiter: "a set-delimiter tag is not {{=<start> <end>=}}"
        case .transformAppliedToInheritanceSection: "a block {{$…}} takes no transform"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            "a parent {{<…}} holds only blocks {{$…}}…{{/…}}"
        case .invalidConfigVariableSyntax: "a pragma is not {{%NAME:value}}"
        case .unrecognisedConfigVariable:
            "unknown pragma: swift-mustache knows {{%CONTENT_TYPE:TEXT}} and {{%CONTENT_TYPE:HTML}}"
        }
    }
}

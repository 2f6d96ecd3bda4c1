/// `fosmvvm.request.verb` — `{Noun}{Verb}Request.swift`: a verb-specific `ServerRequest`
/// (`ShowRequest`, `CreateRequest`, `UpdateRequest`, `ReplaceRequest`, `DeleteRequest`,
/// `DestroyRequest`) as `fosmvvm-serverrequest-generator` writes it: noun-first, its query,
/// bodies and error nested, `Stubbable`; its initialiser as the FOSMVVM version requires.
enum FOSMVVMVerbRequestTemplate: FileTemplate {
    static let template = Template(
        id: "fosmvvm.request.verb",
        summary: "A verb-specific ServerRequest ({Noun}{Verb}Request) with its nested bodies.",
        variables: FOSMVVMRequestScreen.variables,
        source: """
            import FOSFoundation
            import FOSMVVM
            import Foundation

            /// The `{{action}}` request of `{{noun}}` (HTTP {{httpMethod}}); its path derives from the type
            /// name, its HTTP method from `{{requestProtocol}}`.
            public final class {{request}}: {{requestProtocol}}, @unchecked Sendable {
            {{^isShow}}
                public typealias Query = EmptyQuery
            {{/isShow}}
                public typealias Fragment = EmptyFragment
            {{#isShow}}
                public typealias RequestBody = EmptyBody
            {{/isShow}}
            {{#isRemoval}}
                public typealias ResponseBody = EmptyBody
            {{/isRemoval}}
                /// What this operation would throw were it a local call; `EmptyError` until it has
                /// failures the client must tell apart.
                public typealias ResponseError = EmptyError

            {{#isShow}}
                public let query: Query?
            {{/isShow}}
            {{#hasRequestBody}}
                public let requestBody: RequestBody?
            {{/hasRequestBody}}
            {{#hasResponseBody}}
                public var responseBody: ResponseBody?
            {{/hasResponseBody}}
            {{#isShow}}

                /// Which `{{noun}}` to show.
                public struct Query: ServerRequestQuery {
                    public let {{idProperty}}: ModelIdType

                    public init({{idProperty}}: ModelIdType) {
                        self.{{idProperty}} = {{idProperty}}
                    }
                }
            {{/isShow}}
            {{#isCreate}}

                /// What the client sends: the fields of the new `{{noun}}`.
                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public init() {}

                    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                        nil
                    }
                }
            {{/isCreate}}
            {{#isChange}}

                /// What the client sends: the `{{noun}}` and its new values.
                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public let {{idProperty}}: ModelIdType

                    public init({{idProperty}}: ModelIdType) {
                        self.{{idProperty}} = {{idProperty}}
                    }

                    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                        nil
                    }
                }
            {{/isChange}}
            {{#isRemoval}}

                /// What the client sends: the `{{noun}}` to remove.
                public struct RequestBody: ServerRequestBody {
                    public let {{idProperty}}: ModelIdType

                    public init({{idProperty}}: ModelIdType) {
                        self.{{idProperty}} = {{idProperty}}
                    }
                }
            {{/isRemoval}}
            {{#hasResponseBody}}

                /// What the server returns: the id of the {{#isCreate}}new {{/isCreate}}`{{noun}}`.
                public struct ResponseBody: {{responseBodyProtocol}} {
                    public let id: ModelIdType

                    public init(id: ModelIdType) {
                        self.id = id
                    }
                }
            {{/hasResponseBody}}

                public init(
                    query: {{#isShow}}Query{{/isShow}}{{^isShow}}EmptyQuery{{/isShow}}? = nil,
            {{#isCurrent}}
                    sort: EmptySort? = nil,
            {{/isCurrent}}
                    fragment: EmptyFragment? = nil,
                    requestBody: {{#hasRequestBody}}RequestBody{{/hasRequestBody}}{{^hasRequestBody}}EmptyBody{{/hasRequestBody}}? = nil,
                    responseBody: {{#hasResponseBody}}ResponseBody{{/hasResponseBody}}{{^hasResponseBody}}EmptyBody{{/hasResponseBody}}? = nil
                ) {
            {{#isShow}}
                    self.query = query
            {{/isShow}}
            {{#hasRequestBody}}
                    self.requestBody = requestBody
            {{/hasRequestBody}}
            {{#hasResponseBody}}
                    self.responseBody = responseBody
            {{/hasResponseBody}}
                }
            }

            // MARK: - Stubbable

            extension {{request}}{{#isShow}}: Stubbable{{/isShow}} {
                public static func stub() -> {{request}} {
            {{#isShow}}
                    .init(query: .init({{idProperty}}: .init()))
            {{/isShow}}
            {{#hasRequestBody}}
                    .init(requestBody: .stub())
            {{/hasRequestBody}}
                }
            }
            {{#hasRequestBody}}

            extension {{request}}.RequestBody: Stubbable {
                public static func stub() -> Self {
                    .init({{^isCreate}}{{idProperty}}: .init(){{/isCreate}})
                }
            }
            {{/hasRequestBody}}
            {{#hasResponseBody}}

            extension {{request}}.ResponseBody: Stubbable {
                public static func stub() -> Self {
                    .init(id: .init())
                }
            }
            {{/hasResponseBody}}

            """
    )

    static func context(for screen: FOSMVVMRequestScreen) -> TemplateContext {
        screen.context
    }
}

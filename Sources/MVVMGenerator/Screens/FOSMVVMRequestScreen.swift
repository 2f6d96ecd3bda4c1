/// What the FOSMVVM request templates render: one verb-specific `ServerRequest`
/// (`{Noun}{Verb}Request`), the controller serving it and its tests.
struct FOSMVVMRequestScreen: Sendable, Hashable {
    /// The entity, e.g. `Idea`.
    var noun: String
    var verb: RequestVerb
    var feature: String
    /// The module declaring requests (the view models' module); the controller and tests import it.
    var viewModelsModule: String
    /// The server module declaring the controller; the tests import it `@testable`.
    var webServerModule: String
    var version: FOSMVVMVersion

    var request: String { noun + verb.word + "Request" }
    var controller: String { noun + verb.word + "Controller" }
    var tests: String { request + "Tests" }
    /// `ideaId`: the entity's identity in the query (show) or the body (the others but create).
    var idProperty: String { SwiftIdentifier.lowerCamel(noun) + "Id" }

    init(request: ScaffoldRequest, viewModelsModule: String, webServerModule: String) {
        noun = request.name
        verb = request.options.requestVerb ?? .show
        feature = request.feature
        self.viewModelsModule = viewModelsModule
        self.webServerModule = webServerModule
        version = request.options.fosmvvmVersion
    }

    static let variables: [TemplateVariable] = [
        TemplateVariable("noun", .text, "the entity, e.g. `Idea`"),
        TemplateVariable("verb", .text, "the verb word, e.g. `Create`"),
        TemplateVariable("action", .text, "the `ServerRequestAction`, e.g. `create`"),
        TemplateVariable("httpMethod", .text, "the HTTP method, e.g. `POST`"),
        TemplateVariable("request", .text, "`{noun}{verb}Request`"),
        TemplateVariable("requestProtocol", .text, "the FOSMVVM protocol, e.g. `CreateRequest`"),
        TemplateVariable(
            "responseBodyProtocol", .text, "its response body's marker protocol, e.g. `CreateResponseBody`"),
        TemplateVariable("controller", .text, "`{noun}{verb}Controller`"),
        TemplateVariable("tests", .text, "`{noun}{verb}RequestTests`"),
        TemplateVariable("idProperty", .text, "the entity's id property, e.g. `ideaId`"),
        TemplateVariable("feature", .text, "the feature folder, e.g. `Ideas`"),
        TemplateVariable("viewModelsModule", .text, "the module declaring the request, e.g. `ViewModels`"),
        TemplateVariable("webServerModule", .text, "the server module declaring the controller, e.g. `WebServer`"),
        TemplateVariable(
            "importsViewModels", .flag, "the server module is not the view models' module, so it imports it"),
        TemplateVariable("isShow", .flag, "the verb is `show`: a `Query` carries the id, no request body"),
        TemplateVariable(
            "isCreate", .flag, "the verb is `create`: an empty validated body, the response carries the new id"),
        TemplateVariable("isChange", .flag, "the verb is `update` or `replace`: a validated body carrying the id"),
        TemplateVariable(
            "isRemoval", .flag, "the verb is `delete` or `destroy`: a body carrying the id, an `EmptyBody` response"),
        TemplateVariable("hasRequestBody", .flag, "every verb but `show`"),
        TemplateVariable("hasResponseBody", .flag, "the response is a body of its own (not `EmptyBody`)"),
        TemplateVariable("isSeeds", .flag, "written against the `seeds` spelling of the FOSMVVM API"),
        TemplateVariable(
            "isCurrent", .flag, "written against FOSUtilities 0.13 (`sort:`, two-argument action processors)"),
    ]

    var context: TemplateContext {
        let isRemoval = verb == .delete || verb == .destroy
        return [
            "noun": .text(noun),
            "verb": .text(verb.word),
            "action": .text(verb.rawValue),
            "httpMethod": .text(verb.httpMethod),
            "request": .text(request),
            "requestProtocol": .text(verb.requestProtocol),
            "responseBodyProtocol": .text(verb.responseBodyProtocol),
            "controller": .text(controller),
            "tests": .text(tests),
            "idProperty": .text(idProperty),
            "feature": .text(feature),
            "viewModelsModule": .text(viewModelsModule),
            "webServerModule": .text(webServerModule),
            "importsViewModels": .flag(viewModelsModule != webServerModule),
            "isShow": .flag(verb == .show),
            "isCreate": .flag(verb == .create),
            "isChange": .flag(verb == .update || verb == .replace),
            "isRemoval": .flag(isRemoval),
            "hasRequestBody": .flag(verb != .show),
            "hasResponseBody": .flag(!isRemoval),
            "isSeeds": .flag(version == .seeds),
            "isCurrent": .flag(version == .current),
        ]
    }
}

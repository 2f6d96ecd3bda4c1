import Foundation
import LanguageServerProtocol

/// Maps method names to handlers. Handlers are registered with their message type, so a
/// newcomer finds the handler of any LSP method by searching for its message type.
struct HandlerRegistry: Sendable {
    /// A request decoded and ready to run.
    struct PreparedRequest: Sendable {
        let scheduling: SchedulingKind
        /// Runs the handler and encodes the whole response message.
        let run: @Sendable () async throws -> Data
    }

    struct RequestHandler: Sendable {
        let prepare: @Sendable (LanguageServer, IncomingMessage, RequestID) throws(ResponseError) -> PreparedRequest
    }

    struct NotificationHandler: Sendable {
        let prepare:
            @Sendable (LanguageServer, IncomingMessage) throws(ResponseError)
                -> (SchedulingKind, @Sendable () async -> Void)
    }

    /// Handles a notification on the message loop itself, ahead of all queued work.
    struct ImmediateNotificationHandler: Sendable {
        let handle: @Sendable (LanguageServer, IncomingMessage) throws(ResponseError) -> Void
    }

    private(set) var requests: [String: RequestHandler] = [:]
    private(set) var notifications: [String: NotificationHandler] = [:]
    private(set) var immediateNotifications: [String: ImmediateNotificationHandler] = [:]

    /// Registers a request handler. `scheduling` decides the ordering given the decoded params;
    /// by default document-scoped params make a document request and others a workspace request.
    mutating func register<Request: LSPRequest>(
        _ request: Request.Type,
        scheduling: (@Sendable (Request.Params) -> SchedulingKind)? = nil,
        handler: @escaping @Sendable (LanguageServer, Request.Params) async throws -> Request.Response
    ) {
        requests[Request.method] = RequestHandler { server, message, id throws(ResponseError) in
            let params = try message.decodeParams(Request.Params.self)
            let kind = scheduling?(params) ?? Self.defaultRequestScheduling(params)
            return PreparedRequest(
                scheduling: kind,
                run: {
                    let result = try await handler(server, params)
                    return try OutgoingMessage.response(id: id, result: result)
                },
            )
        }
    }

    /// Registers a notification handler; `scheduling` decides its ordering given its params.
    mutating func register<Notification: LSPNotification>(
        _ notification: Notification.Type,
        scheduling: @escaping @Sendable (Notification.Params) -> SchedulingKind,
        handler: @escaping @Sendable (LanguageServer, Notification.Params) async -> Void
    ) {
        notifications[Notification.method] = NotificationHandler { server, message throws(ResponseError) in
            let params = try message.decodeParams(Notification.Params.self)
            return (scheduling(params), { await handler(server, params) })
        }
    }

    /// Registers a notification that acts at once, before any queued work runs
    /// (`$/cancelRequest`, `$/setTrace`); its handler must be quick and not suspend.
    mutating func registerImmediate<Notification: LSPNotification>(
        _ notification: Notification.Type,
        handler: @escaping @Sendable (LanguageServer, Notification.Params) -> Void
    ) {
        immediateNotifications[Notification.method] = ImmediateNotificationHandler {
            server, message throws(ResponseError) in
            handler(server, try message.decodeParams(Notification.Params.self))
        }
    }

    private static func defaultRequestScheduling(_ params: some Any) -> SchedulingKind {
        if let scoped = params as? TextDocumentScopedParams {
            return .documentRequest(scoped.documentURI)
        }
        return .workspaceRequest
    }
}

import FOSFoundation
import FOSMVVM
import FOSTestingVapor
import Foundation
import Testing
import Vapor
import VaporTesting
import ViewModels
@testable import WebServer

@Suite("IdeaShowRequest Tests")
struct IdeaShowRequestTests {
    @Test func showRequest_success() async throws {
        try await withTestApp { app in
            let request = IdeaShowRequest.stub()

            try await app.testing().test(request, locale: en) { response in
                #expect(response.status == .ok)
                #expect(response.body != nil)
            }
        }
    }

    private let en = Locale(identifier: "en")
}

// MARK: - Test Application Setup

/// A testing application serving `IdeaShowRequest` through `IdeaShowController`.
private func withTestApp(_ test: (Application) async throws -> Void) async throws {
    let app = try await Application.make(.testing)
    do {
        try app.routes.register(collection: IdeaShowController())
        try await test(app)
    } catch {
        try await app.asyncShutdown()
        throw error
    }
    try await app.asyncShutdown()
}

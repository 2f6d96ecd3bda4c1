import FOSFoundation
import FOSMVVM
import FOSTestingVapor
import Foundation
import Testing
import Vapor
import VaporTesting
import ViewModels
@testable import WebServer

@Suite("IdeaDeleteRequest Tests")
struct IdeaDeleteRequestTests {
    @Test func deleteRequest_success() async throws {
        try await withTestApp { app in
            let request = IdeaDeleteRequest.stub()

            try await app.testing().test(request, locale: en) { response in
                #expect(response.status == .ok)
            }
        }
    }

    private let en = Locale(identifier: "en")
}

// MARK: - Test Application Setup

/// A testing application serving `IdeaDeleteRequest` through `IdeaDeleteController`.
private func withTestApp(_ test: (Application) async throws -> Void) async throws {
    let app = try await Application.make(.testing)
    do {
        try app.routes.register(collection: IdeaDeleteController())
        try await test(app)
    } catch {
        try await app.asyncShutdown()
        throw error
    }
    try await app.asyncShutdown()
}

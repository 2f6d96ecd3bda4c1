import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Navigation between a view and its view model, with the places written into the source as
/// markers (`1️⃣`) rather than found by searching the text.
class MarkedNavigationTests: ServerTestCase {
    private let viewPath = "Sources/App/Orders/OrdersView.swift"
    private let modelPath = "Sources/App/Orders/OrdersViewModel.swift"

    private func session() throws -> (LSPTestClient, TestWorkspace) {
        let workspace = try TestWorkspace(files: [
            "Package.swift": "// swift-tools-version:6.0\n",
            viewPath: """
            import SwiftUI

            struct 0️⃣OrdersView: View {
                @StateObject private var viewModel = 1️⃣OrdersViewModel()

                var body: some View {
                    List(viewModel.2️⃣orders, id: \\.self) { Text($0) }
                }
            }
            """,
            modelPath: """
            import Combine

            final class 3️⃣OrdersViewModel: ObservableObject {
                @Published var 4️⃣orders: [String] = []
            }
            """,
        ])
        let server = try startServer()
        try server.initialize(rootURI: workspace.rootURI)
        try server.open(viewPath, in: workspace)
        return (server, workspace)
    }

    func testDefinitionOfTheViewModelTypeAndOfItsPropertyLandOnTheirDeclarations() throws {
        let (server, workspace) = try session()
        let viewURI = workspace.uri(viewPath)
        let modelURI = workspace.uri(modelPath)
        let typeDefinition = try server.send(
            DefinitionRequest.self,
            TextDocumentPositionParams(
                textDocument: TextDocumentIdentifier(uri: viewURI), position: workspace.position("1️⃣", in: viewPath)))
        XCTAssertEqual(typeDefinition.map(\.uri), [modelURI])
        XCTAssertEqual(typeDefinition.first?.range.start, workspace.position("3️⃣", in: modelPath))
        let propertyDefinition = try server.send(
            DefinitionRequest.self,
            TextDocumentPositionParams(
                textDocument: TextDocumentIdentifier(uri: viewURI), position: workspace.position("2️⃣", in: viewPath)))
        XCTAssertEqual(propertyDefinition.first?.uri, modelURI)
        XCTAssertEqual(propertyDefinition.first?.range.start, workspace.position("4️⃣", in: modelPath))
    }

    func testTheMatchingFileOfTheViewIsItsViewModelAndBack() throws {
        let (server, workspace) = try session()
        let viewURI = workspace.uri(viewPath)
        let modelURI = workspace.uri(modelPath)
        let forward = try server.send(
            MatchingFileRequest.self,
            MatchingFileParams(
                textDocument: TextDocumentIdentifier(uri: viewURI), position: workspace.position("0️⃣", in: viewPath)))
        XCTAssertEqual(forward.map(\.uri), [modelURI])
        try server.open(modelPath, in: workspace)
        let back = try server.send(
            MatchingFileRequest.self,
            MatchingFileParams(
                textDocument: TextDocumentIdentifier(uri: modelURI), position: workspace.position("3️⃣", in: modelPath)))
        XCTAssertEqual(back.map(\.uri), [viewURI])
    }
}

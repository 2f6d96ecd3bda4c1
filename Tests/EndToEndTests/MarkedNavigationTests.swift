import Foundation
import LanguageServerProtocol
import TestSupport
import XCTest

/// Navigation between a view and its view model, with the places written into the source as
/// markers (`1️⃣`) rather than found by searching the text.
final class MarkedNavigationTests: XCTestCase {
    private let view = MarkedText("""
        import SwiftUI

        struct 0️⃣OrdersView: View {
            @StateObject private var viewModel = 1️⃣OrdersViewModel()

            var body: some View {
                List(viewModel.2️⃣orders, id: \\.self) { Text($0) }
            }
        }
        """)
    private let viewModel = MarkedText("""
        import Combine

        final class 3️⃣OrdersViewModel: ObservableObject {
            @Published var 4️⃣orders: [String] = []
        }
        """)

    private func session() throws -> (LSPTestClient, FixtureWorkspace) {
        let workspace = try FixtureWorkspace(files: [
            "Package.swift": "// swift-tools-version:6.0\n",
            "Sources/App/Orders/OrdersView.swift": view.text,
            "Sources/App/Orders/OrdersViewModel.swift": viewModel.text,
        ])
        let server = try LSPTestClient()
        try server.initialize(rootURI: workspace.rootURI)
        server.open(workspace.uri("Sources/App/Orders/OrdersView.swift"), text: view.text)
        return (server, workspace)
    }

    func testDefinitionOfTheViewModelTypeAndOfItsPropertyLandOnTheirDeclarations() throws {
        let (server, workspace) = try session()
        let viewURI = workspace.uri("Sources/App/Orders/OrdersView.swift")
        let modelURI = workspace.uri("Sources/App/Orders/OrdersViewModel.swift")
        let typeDefinition = try server.send(DefinitionRequest.self, TextDocumentPositionParams(
            textDocument: TextDocumentIdentifier(uri: viewURI), position: view["1️⃣"]))
        XCTAssertEqual(typeDefinition.map(\.uri), [modelURI])
        XCTAssertEqual(typeDefinition.first?.range.start, viewModel["3️⃣"])
        let propertyDefinition = try server.send(DefinitionRequest.self, TextDocumentPositionParams(
            textDocument: TextDocumentIdentifier(uri: viewURI), position: view["2️⃣"]))
        XCTAssertEqual(propertyDefinition.first?.uri, modelURI)
        XCTAssertEqual(propertyDefinition.first?.range.start, viewModel["4️⃣"])
    }

    func testTheMatchingFileOfTheViewIsItsViewModelAndBack() throws {
        let (server, workspace) = try session()
        let viewURI = workspace.uri("Sources/App/Orders/OrdersView.swift")
        let modelURI = workspace.uri("Sources/App/Orders/OrdersViewModel.swift")
        let forward = try server.send(MatchingFileRequest.self, MatchingFileParams(
            textDocument: TextDocumentIdentifier(uri: viewURI), position: view["0️⃣"]))
        XCTAssertEqual(forward.map(\.uri), [modelURI])
        server.open(modelURI, text: viewModel.text)
        let back = try server.send(MatchingFileRequest.self, MatchingFileParams(
            textDocument: TextDocumentIdentifier(uri: modelURI), position: viewModel["3️⃣"]))
        XCTAssertEqual(back.map(\.uri), [viewURI])
    }
}

import SwiftUI
import XCTest
@testable import Shop

struct CatalogHostView: View {
    @ObservedObject var viewModel = CatalogViewModel()

    var body: some View {
        CatalogView()
    }
}

final class CatalogViewTests: XCTestCase {
    func testHostBuilds() {
        _ = CatalogHostView().body
    }
}

import SwiftUI

// The screen and a child section sharing its view model's context.
struct HomeScreen: View {
    @ObservedObject var context: HomeScreenViewModel.Context

    var body: some View {
        HomeScreenHeader(context: context)
    }
}

struct HomeScreenHeader: View {
    @ObservedObject var context: HomeScreenViewModel.Context

    var body: some View {
        Text(context.title)
    }
}

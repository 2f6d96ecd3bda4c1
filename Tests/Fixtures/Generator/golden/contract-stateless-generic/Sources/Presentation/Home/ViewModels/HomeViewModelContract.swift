import Foundation

@MainActor
protocol HomeViewModelContract: AnyObject {
    func didTapOnActionButton()
}

import Foundation

@MainActor
protocol AboutViewModelContract: AnyObject {
    func didTapOnActionButton()
}

import FOSMVVM
import Foundation

@ViewModel
public struct TaskViewModel: RequestableViewModel {
    public typealias Request = TaskRequest

    @LocalizedString public var title
    public let vmId: ViewModelId

    public init() {
        self.vmId = .init()
    }
}

public protocol Navigation: Hashable {}

public protocol RouterContract: AnyObject {
    func navigate(to destination: any Navigation)
    func goBack()
}

final class HelpViewModel {
    let topics: [String] = []
}

import Core

enum CharacterNavigation: Navigation {
    case detail(identifier: Int)
}

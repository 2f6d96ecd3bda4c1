/// Whether a folder's name is a word of a screen's name, singular or plural (`Search/` for
/// `SavedSearches`, `Ratings/` for `RatingBreakdown`, `Thread List/` for `ThreadListFilter`):
/// the folder is the feature the new screen belongs to, kept beside its other screens rather
/// than replaced by a folder of the new screen's own.
enum FeatureWords {
    /// Whether `folder` names a run of the words of `screenName` shorter than the whole name.
    static func folder(_ folder: some StringProtocol, isFeatureOf screenName: String) -> Bool {
        let target = normalized(String(folder))
        let words = Self.words(of: screenName)
        guard !target.isEmpty, words.count > 1 else { return false }
        for start in words.indices {
            for end in (start + 1)...words.count where end - start < words.count {
                if normalized(words[start..<end].joined()) == target { return true }
            }
        }
        return false
    }

    /// The name of the new screen's own folder, made as the nearest screen's is from its name:
    /// `Autolock/` of `SettingsAutolock` gives `Headphones/` for `SettingsHeadphones`, `Profiles/`
    /// of `ProfilesSettings` gives `ExcludedApps/` for `ExcludedAppsSettings`; the whole name
    /// otherwise.
    static func ownFolderName(for screenName: String, like folder: String, of nearestScreen: String) -> String {
        // `ArtistScene/` of `Artist` gives `TicketsScene/` for `Tickets`.
        if folder.count > nearestScreen.count, folder.hasPrefix(nearestScreen) {
            return screenName + folder.dropFirst(nearestScreen.count)
        }
        guard nearestScreen.count > folder.count else { return screenName }
        if nearestScreen.hasSuffix(folder) {
            let prefix = nearestScreen.dropLast(folder.count)
            guard screenName.hasPrefix(prefix), screenName.count > prefix.count else { return screenName }
            return String(screenName.dropFirst(prefix.count))
        }
        guard nearestScreen.hasPrefix(folder) else { return screenName }
        let suffix = nearestScreen.dropFirst(folder.count)
        guard screenName.hasSuffix(suffix), screenName.count > suffix.count else { return screenName }
        return String(screenName.dropLast(suffix.count))
    }

    /// The screen's name where a folder adds a word to it (`Artist` of `ArtistScene/` for the
    /// screen `Artist`): a new screen named after it (`ArtistTourHistory`) belongs in it.
    static func screenName(inFolder folder: String, of screen: String) -> String {
        folder.count > screen.count && folder.hasPrefix(screen) ? screen : folder
    }

    /// `SavedSearches` → `Saved`, `Searches`; `URLSession` → `URL`, `Session`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase && previous != nil
                && (previous!.isLowercase || previous!.isNumber || next?.isLowercase == true)
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Lowercased, without spaces or separators, singular.
    private static func normalized(_ text: String) -> String {
        var word = text.lowercased().filter { $0.isLetter || $0.isNumber }
        if word.hasSuffix("es"), ["ch", "sh", "x", "ss"].contains(where: { word.dropLast(2).hasSuffix($0) }) {
            word.removeLast(2)
        } else if word.hasSuffix("s"), !word.hasSuffix("ss") {
            word.removeLast()
        }
        return word
    }
}

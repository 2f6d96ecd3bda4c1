/// Files the contract rules' examples share.
enum ContractExampleFiles {
    /// A character list screen's contract and its `ViewState` (five cases, one with a payload),
    /// in `folder`.
    static func characterList(in folder: String) -> [String: String] {
        [
            "\(folder)/CharacterListViewModelContract.swift": """
            protocol CharacterListViewModelContract: AnyObject {
                var state: CharacterListViewState { get }
            }
            """,
            "\(folder)/CharacterListViewState.swift": """
            enum CharacterListViewState {
                case idle
                case loading
                case loaded([Character])
                case empty
                case error(Error)
            }
            """,
        ]
    }
}

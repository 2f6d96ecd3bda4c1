enum CatalogViewState {
    case idle
    case loading
    case loaded([String])
}

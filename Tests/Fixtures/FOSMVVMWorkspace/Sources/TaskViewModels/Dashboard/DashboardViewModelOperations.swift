import FOSMVVM

/// What the dashboard can do.
public protocol DashboardViewModelOperations: ViewModelOperations {}

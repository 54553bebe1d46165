/// Errors that mean the server's paging cannot be followed: retrying the same page cannot help.
protocol EndsPaging: Error {}

extension PagingError: EndsPaging {}

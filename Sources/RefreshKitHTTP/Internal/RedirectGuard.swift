import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Strips `Authorization` from a redirect that leaves the original request's origin.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(
      URLSessionHTTPTransport.redirect(request, from: task.originalRequest?.url))
  }
}

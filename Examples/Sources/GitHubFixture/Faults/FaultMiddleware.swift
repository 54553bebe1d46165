import Hummingbird

/// Injects random 5xx failures and malformed bodies according to a ``FaultSwitch``'s
/// current ``FaultConfiguration``.
///
/// Per request: with `failureRate` (a write — `POST`, `PUT`, `PATCH`, `DELETE` — also with
/// `writeFailureRate`) answer
/// 500/502/503; otherwise run the route and, with
/// `malformedRate`, replace its body by a truncated copy and its status by 200.
struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
  let faultSwitch: FaultSwitch
  let dice: FaultDice

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let faults = faultSwitch.current
    let isWrite = [.post, .put, .patch, .delete].contains(request.method)
    let fails = await dice.roll(faults.failureRate)
    let writeFails = isWrite ? await dice.roll(faults.writeFailureRate) : false
    if fails || writeFails {
      let status = await dice.pick([500, 502, 503]) ?? 500
      return JSONResponse.make(.serverError(status: status))
    }
    let response = try await next(request, context)
    guard await dice.roll(faults.malformedRate) else { return response }
    return await Self.malformed(response)
  }

  /// Returns `response` with status 200 and only the first half of its body, which is never
  /// valid JSON for an object or array body.
  static func malformed(_ response: Response) async -> Response {
    let whole: ByteBuffer
    do {
      whole = try await ResponseBodyCollector.collect(response)
    } catch {
      whole = ByteBuffer(string: #"{"message":"Server Error"}"#)
    }
    let keep = max(1, whole.readableBytes / 2)
    let truncated = whole.getSlice(at: whole.readerIndex, length: min(keep, whole.readableBytes))
    var malformed = response
    malformed.status = .ok
    malformed.body = ResponseBody(byteBuffer: truncated ?? ByteBuffer(string: "{"))
    return malformed
  }
}

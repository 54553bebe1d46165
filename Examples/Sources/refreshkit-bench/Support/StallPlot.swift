import Foundation

/// One network profile's stall time at each prefetch distance, and the seed's stall.
struct StallCurve: Sendable {
  /// The legend, e.g. `300 ± 100 ms`.
  var name: String
  /// (prefetch distance, stall in seconds), by distance.
  var points: [(distance: Int, stall: Double)]
  /// The seed's stall (load-more when the footer appears), in seconds.
  var baseline: Double
}

/// A hand-written SVG line chart of stall time against prefetch distance.
struct StallPlot {
  /// The curves to draw, one colour each.
  let curves: [StallCurve]
  /// The chart's title.
  let title: String

  private let width = 720.0
  private let height = 400.0
  private let left = 70.0
  private let right = 220.0
  private let top = 40.0
  private let bottom = 50.0
  private let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]

  /// The SVG document.
  func render() -> String {
    let maxDistance = Double(curves.flatMap { $0.points.map(\.distance) }.max() ?? 1)
    let maxStall = niceCeiling(
      curves.flatMap { $0.points.map(\.stall) + [$0.baseline] }.max() ?? 1)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func x(_ distance: Double) -> Double { left + distance / max(maxDistance, 1) * plotWidth }
    func y(_ stall: Double) -> Double { top + plotHeight - stall / maxStall * plotHeight }

    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      text(title, x: width / 2, y: 22, anchor: "middle", size: 14),
    ]
    for step in 0...5 {
      let value = maxStall * Double(step) / 5
      let lineY = y(value)
      parts.append(line(left, lineY, left + plotWidth, lineY, colour: "#e5e5e5"))
      parts.append(text(Format.figure(value), x: left - 8, y: lineY + 4, anchor: "end"))
    }
    for distance in Set(curves.flatMap { $0.points.map(\.distance) }).sorted() {
      let lineX = x(Double(distance))
      parts.append(line(lineX, top + plotHeight, lineX, top + plotHeight + 5, colour: "#333"))
      parts.append(text(String(distance), x: lineX, y: top + plotHeight + 18, anchor: "middle"))
    }
    parts.append(line(left, top, left, top + plotHeight, colour: "#333"))
    parts.append(line(left, top + plotHeight, left + plotWidth, top + plotHeight, colour: "#333"))
    parts.append(
      text("prefetch distance (rows)", x: left + plotWidth / 2, y: height - 12, anchor: "middle"))
    parts.append(
      "<text x=\"18\" y=\"\(fmt(top + plotHeight / 2))\" text-anchor=\"middle\" "
        + "transform=\"rotate(-90 18 \(fmt(top + plotHeight / 2)))\">total stall (s)</text>")
    for (index, curve) in curves.enumerated() {
      let colour = colours[index % colours.count]
      let path = curve.points.map { "\(fmt(x(Double($0.distance)))),\(fmt(y($0.stall)))" }
      parts.append(
        "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\"\(path.joined(separator: " "))\"/>"
      )
      for point in curve.points {
        parts.append(
          "<circle cx=\"\(fmt(x(Double(point.distance))))\" cy=\"\(fmt(y(point.stall)))\" r=\"3.5\" fill=\"\(colour)\"/>"
        )
      }
      let baselineY = y(curve.baseline)
      parts.append(
        line(left, baselineY, left + plotWidth, baselineY, colour: colour, dashed: true))
      let legendY = top + 10 + Double(index) * 40
      parts.append(line(width - right + 15, legendY, width - right + 40, legendY, colour: colour))
      parts.append(text("RefreshKit, \(curve.name)", x: width - right + 45, y: legendY + 4))
      parts.append(
        line(
          width - right + 15, legendY + 18, width - right + 40, legendY + 18, colour: colour,
          dashed: true))
      parts.append(text("seed (footer), \(curve.name)", x: width - right + 45, y: legendY + 22))
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }

  private func niceCeiling(_ value: Double) -> Double {
    guard value > 0 else { return 1 }
    var step = 1.0
    while step * 10 < value { step *= 10 }
    while step > value * 10 { step /= 10 }
    for multiple in [1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0]
    where step * multiple >= value {
      return step * multiple
    }
    return step * 10
  }

  private func fmt(_ value: Double) -> String { Format.number(value, decimals: 1) }

  private func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, colour: String, dashed: Bool = false
  ) -> String {
    "<line x1=\"\(fmt(x1))\" y1=\"\(fmt(y1))\" x2=\"\(fmt(x2))\" y2=\"\(fmt(y2))\" "
      + "stroke=\"\(colour)\"\(dashed ? " stroke-dasharray=\"6 4\"" : "") stroke-width=\"1.5\"/>"
  }

  private func text(
    _ content: String, x: Double, y: Double, anchor: String = "start", size: Int = 12
  ) -> String {
    let escaped = content.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
    return "<text x=\"\(fmt(x))\" y=\"\(fmt(y))\" text-anchor=\"\(anchor)\" font-size=\"\(size)\">"
      + "\(escaped)</text>"
  }
}

// The chat screen of Documentation.docc/SectionsSeparatorsAndFilters.md, verbatim: it must
// compile. ChatWithDayLinesTests runs it against a fake message service.
import Foundation
import RefreshKit
import RefreshKitSections

struct Message: Identifiable, Equatable, Sendable {
  let id: Int
  var author: String
  var text: String
  var sentAt: Date
}

/// A calendar day: the key of a day's messages, and what its day line shows.
struct Day: Hashable, Sendable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int

  init(_ date: Date, in calendar: Calendar) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    year = parts.year ?? 0
    month = parts.month ?? 0
    day = parts.day ?? 0
  }

  var description: String { String(format: "%04d-%02d-%02d", year, month, day) }
}

/// Where a page of messages ends: at the newest message, or just before a message.
enum MessageCursor: Hashable, Sendable {
  case newest
  case before(Message.ID)
}

protocol MessageService: Sendable {
  /// At most `limit` messages of `room` that end at `cursor`, oldest first.
  func messages(in room: String, endingAt cursor: MessageCursor, limit: Int) async throws
    -> [Message]
}

@MainActor
func makeChat(_ room: String, service: some MessageService) throws
  -> Pager<String, MessageCursor, Message>
{
  let configuration = try PagerConfiguration(pageSize: 30, prefetchDistance: 10)
  return Pager(query: room, configuration: configuration, initialKey: .newest) { request in
    let cursor = request.cursor ?? .newest
    let messages = try await service.messages(in: request.query, endingAt: cursor, limit: 30)
    return Page(
      items: messages,
      previous: messages.count == 30 ? messages.first.map { .before($0.id) } : nil,
      next: nil)  // the newest page: newer messages arrive with a refresh
  }
}

/// A day line above each day's first message; each day is a section of its own.
func dayLines(in calendar: Calendar) -> DerivedRowsLayout<Message, Day, Day> {
  DerivedRowsLayout(
    sectionKey: { message in Day(message.sentAt, in: calendar) },
    separator: { before, after in
      guard let after else { return nil }  // nothing below the last message
      let day = Day(after.sentAt, in: calendar)
      return before.map { Day($0.sentAt, in: calendar) } == day ? nil : day
    })
}

/// A chat drawn as lines of text: a day line between days, a line per message.
@MainActor
final class ChatScreen: SectionedListHost {
  private let chat: Pager<String, MessageCursor, Message>
  private var binding: SectionedListBinding<String, MessageCursor, Message, Day, Day>?
  /// The lines of every section, top to bottom.
  private(set) var sections: [[String]] = []
  /// What shows above the first message: older messages loading, or the start of the room.
  private(set) var header = RefreshPresentation.PrependHeader.hidden
  /// The row at the top of the screen.
  private(set) var firstVisibleRow: DerivedIndex?

  init(chat: Pager<String, MessageCursor, Message>, calendar: Calendar) {
    self.chat = chat
    binding = SectionedListBinding(pager: chat, layout: dayLines(in: calendar), host: self)
  }

  /// Shows the messages and loads the newest page.
  func open() { binding?.start() }

  /// The user scrolled: `row` is now at the top of the screen. Rows near the top load the
  /// page of older messages.
  func scroll(toTop row: DerivedIndex) {
    firstVisibleRow = row
    binding?.rowsWillAppear(at: [row])
  }

  func applySections(_ update: SectionedRowsUpdate<Message, Day, Day>) {
    // A table view applies `update.change`; text is cheap to draw again.
    sections = update.rows.allRows.map { section in section.rows.map(line) }
    if let keep = update.keep {
      firstVisibleRow = keep.to  // older messages arrived above: the top row stays on top
    }
  }

  private func line(_ row: DerivedRow<Message.ID, Day, Day>) -> String {
    switch row {
    case .item(let id): chat.items[id: id].map { "\($0.author): \($0.text)" } ?? ""
    case .separator(let day, _, _): "—— \(day) ——"
    case .placeholder: "…"
    }
  }

  func showPrependHeader(_ header: RefreshPresentation.PrependHeader) { self.header = header }
  func showFooter(_ footer: RefreshPresentation.Footer) {}
  func showPlaceholder(_ placeholder: RefreshPresentation.Placeholder) {}
}

extension Pager {
  /// Changes the item `id` at once, and every newer copy of it that later pages, refreshes or
  /// reloads of a trimmed page deliver, until the query changes. Throws
  /// ``PagerEditError/unknownID`` for an id not held.
  ///
  /// ```swift
  /// try pager.update(id: repo.id) { $0.isStarred = true }
  /// ```
  public func update(id: Item.ID, _ transform: @escaping (inout Item) -> Void)
    throws(PagerEditError)
  {
    publish(try machine.update(id, token: nextEditToken(), transform))
  }

  /// Removes the item `id` until the next refresh; a later page sending it again, or the
  /// reload of its trimmed page, does not bring it back. Throws ``PagerEditError/unknownID``
  /// for an id not shown.
  public func remove(id: Item.ID) throws(PagerEditError) {
    publish(try machine.remove(id, token: nextEditToken()))
  }

  /// Inserts `item` at `index` of ``items`` (clamped to them). It follows the row before it
  /// through later pages (and keeps its index through refreshes) until the server sends its
  /// id. Throws ``PagerEditError/duplicateID`` for an id held.
  public func insert(_ item: Item, at index: Int) throws(PagerEditError) {
    publish(try machine.insert(item, at: index, token: nextEditToken()))
  }

  /// Applies `local` at once, runs `remote`, and undoes exactly `local`'s edits when `remote`
  /// throws — even if pages arrived in between — then rethrows its error.
  ///
  /// When an edit of `local` is refused (an unknown or duplicate id), the edits before it are
  /// undone, `remote` does not run, and the ``PagerEditError`` is thrown.
  ///
  /// ```swift
  /// do {
  ///   try await pager.mutate { $0.remove(id: comment.id) } remote: {
  ///     try await api.delete(comment)
  ///   }
  /// } catch {
  ///   toast("Could not delete: \(error)")  // the comment is back
  /// }
  /// ```
  public func mutate(
    local: (inout PagerEdits<Item>) -> Void, remote: () async throws -> Void
  ) async throws {
    var edits = PagerEdits<Item>()
    local(&edits)
    let token = nextEditToken()
    machine.beginPending(token)
    do {
      for edit in edits.edits { publish(try apply(edit, token: token)) }
    } catch {
      publish(machine.rollback(token))
      throw error
    }
    do {
      try await remote()
      machine.confirm(token)
    } catch {
      publish(machine.rollback(token))
      throw error
    }
  }

  private func apply(_ edit: PagerEdits<Item>.Edit, token: EditToken) throws(PagerEditError)
    -> ListChange<Item.ID>
  {
    switch edit {
    case .update(let id, let transform): try machine.update(id, token: token, transform)
    case .remove(let id): try machine.remove(id, token: token)
    case .insert(let item, let index): try machine.insert(item, at: index, token: token)
    }
  }

  private func nextEditToken() -> EditToken {
    lastEditToken += 1
    return EditToken(value: lastEditToken)
  }
}

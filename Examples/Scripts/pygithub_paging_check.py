#!/usr/bin/env python3
"""Checks that a real third-party GitHub client pages through the fixture server.

Starts the github-fixture-server binary on a free port, points PyGithub
(`pip install PyGithub`) at it and iterates search results and an owner's
repositories purely by following the server's `Link` headers. Verifies that
the number of results equals min(total_count, 1000) and that ids are unique.
Then stars and unstars through PyGithub's own calls (a token is any value for
the fixture): `get_user().add_to_starred(repo)`, `has_in_starred`,
`get_starred()` (paged by `Link`), `remove_from_starred`, with
`stargazers_count` following; without a token starring raises a 401.
Last, the issues: `repo.get_issues()` pages through a repository's issues
(newest first), `issue.get_comments()` reads the whole long thread of its
newest issue (as many comments as the issue's `comments`, oldest first),
`issue.create_comment(...)` posts one that is read back last and counted, an
empty body raises a 422 and posting without a token a 401.
It also reads every result's `fork` and `archived` through PyGithub's
`Repository.fork` / `.archived` (booleans, as in the JSON; with the generated
data set both values of each show up and a search for `awesome` starts with a
page of forks), checks `get_repo` agrees, and that `archived:true` and
`archived:false` split a query's results.

Usage:
    python3 pygithub_paging_check.py PATH/TO/github-fixture-server [-- SERVER-ARGS...]

Example:
    swift build --product github-fixture-server
    python3 Scripts/pygithub_paging_check.py .build/debug/github-fixture-server
    python3 Scripts/pygithub_paging_check.py .build/debug/github-fixture-server \\
        -- --data /work/shared/data/github-repos.json

Exits 0 when every check passes, 1 on a mismatch, 2 on a setup problem.
"""

import argparse
import collections
import itertools
import re
import subprocess
import sys
import threading

try:
    import github
except ImportError:
    print("error: PyGithub is not installed (pip install PyGithub)", file=sys.stderr)
    sys.exit(2)

SEARCH_WINDOW = 1000


def start_server(binary, server_args, timeout=60.0):
    """Starts the server and returns (process, port) once it printed its first line."""
    process = subprocess.Popen(
        [binary, "--port", "0", *server_args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    first_line = []
    reader = threading.Thread(target=lambda: first_line.append(process.stdout.readline()))
    reader.daemon = True
    reader.start()
    reader.join(timeout)
    line = first_line[0] if first_line else ""
    match = re.search(r"listening on http://[^\s]*:(\d+)", line)
    if not match:
        stop_server(process)
        raise RuntimeError(f"server did not report its port (first line: {line!r})")
    return process, int(match.group(1))


def stop_server(process):
    """Terminates the server, killing it if it does not stop in time."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def raw_total_count(client, query):
    """Returns the server's own total_count for `query` (PyGithub may report a capped one)."""
    _, data = client.requester.requestJsonAndCheck(
        "GET", "/search/repositories", parameters={"q": query, "per_page": 1}
    )
    return data["total_count"]


def check_search(client, query, failures):
    """Iterates all results of `query` by Link headers and checks count and uniqueness."""
    total = raw_total_count(client, query)
    repositories = list(client.search_repositories(query))
    ids = [repository.id for repository in repositories]
    expected = min(total, SEARCH_WINDOW)
    print(
        f"search {query!r}: total_count={total}, iterated={len(ids)}, unique={len(set(ids))}, "
        f"expected={expected}"
    )
    if len(ids) != expected:
        failures.append(f"search {query!r}: iterated {len(ids)} results, expected {expected}")
    if len(set(ids)) != len(ids):
        failures.append(f"search {query!r}: {len(ids) - len(set(ids))} duplicate ids")
    return repositories


def check_owner(client, login, failures):
    """Iterates an owner's repositories through GET /users/{owner}/repos."""
    user = client.get_user(login)
    names = [repository.full_name for repository in user.get_repos()]
    print(f"owner {login!r}: public_repos={user.public_repos}, iterated={len(names)}")
    if len(names) != user.public_repos or len(set(names)) != len(names):
        failures.append(f"owner {login!r}: iterated {len(names)}, expected {user.public_repos}")


def check_flags(client, query, repositories, generated, failures):
    """Reads `fork` and `archived` through PyGithub and checks the archived: qualifier."""
    flags = [(repository.fork, repository.archived) for repository in repositories]
    if not all(isinstance(fork, bool) and isinstance(archived, bool) for fork, archived in flags):
        failures.append("fork/archived are not booleans on every search result")
        return
    forks = sum(fork for fork, _ in flags)
    archived = sum(archived for _, archived in flags)
    print(f"search {query!r}: {forks} forks and {archived} archived of {len(flags)} "
          "(Repository.fork / .archived)")
    if generated and not (0 < forks < len(flags) and 0 < archived < len(flags)):
        failures.append(f"search {query!r}: expected forks and archived ones among the results")
    samples = [r for r in repositories if r.fork][:1] + [r for r in repositories if r.archived][:1]
    for repository in samples:
        again = client.get_repo(repository.full_name)
        if (again.fork, again.archived) != (repository.fork, repository.archived):
            failures.append(f"get_repo({repository.full_name}): fork/archived differ from search")
    split = [raw_total_count(client, f"{query} archived:{value}") for value in ("true", "false")]
    if sum(split) != raw_total_count(client, query):
        failures.append(
            f"search {query!r}: archived:true + archived:false = {split}, not the total")
    # islice, not a slice: PyGithub's slice of an empty result raises IndexError.
    if not all(repository.archived for repository in itertools.islice(
            client.search_repositories(f"{query} archived:true"), 100)):
        failures.append(f"search {query!r} archived:true: a result is not archived")


def check_fork_run(client, failures):
    """The generated data set makes names with `awesome` forks: a search's first page."""
    awesome = list(itertools.islice(client.search_repositories("awesome"), 30))
    print(f"search 'awesome': {sum(r.fork for r in awesome)} forks on the first page of 30")
    if len(awesome) != 30 or not all(repository.fork for repository in awesome):
        failures.append("search 'awesome': the first page is not all forks")


def check_starring(port, repositories, failures):
    """Stars and unstars `repositories` through PyGithub and checks every place follows."""
    client = github.Github(
        base_url=f"http://127.0.0.1:{port}", per_page=2, retry=None,
        auth=github.Auth.Token("pygithub-check-user"),
    )
    me = client.get_user()
    repos = [client.get_repo(repository.full_name) for repository in repositories]
    before = {repo.full_name: repo.stargazers_count for repo in repos}
    for repo in repos:
        me.add_to_starred(repo)
    me.add_to_starred(repos[0])  # twice: still one star
    starred = [repo.full_name for repo in me.get_starred()]
    expected = [repo.full_name for repo in reversed(repos)]
    print(f"starred through PyGithub: {starred}")
    if starred != expected:
        failures.append(f"get_starred(): {starred}, expected {expected}")
    for repo in repos:
        if not me.has_in_starred(repo):
            failures.append(f"has_in_starred({repo.full_name}) is False after add_to_starred")
        count = client.get_repo(repo.full_name).stargazers_count
        if count != before[repo.full_name] + 1:
            failures.append(f"{repo.full_name}: {count} stars, expected {before[repo.full_name] + 1}")
    me.remove_from_starred(repos[0])
    left = [repo.full_name for repo in me.get_starred()]
    if left != expected[:-1] or me.has_in_starred(repos[0]):
        failures.append(f"after remove_from_starred: {left}, expected {expected[:-1]}")
    if client.get_repo(repos[0].full_name).stargazers_count != before[repos[0].full_name]:
        failures.append(f"{repos[0].full_name}: the count did not go back after the unstar")
    anonymous = github.Github(base_url=f"http://127.0.0.1:{port}", retry=None)
    try:
        anonymous.get_user().add_to_starred(repos[1])
        failures.append("starring without a token did not fail")
    except github.GithubException as error:
        if error.status != 401 or error.data.get("message") != "Requires authentication":
            failures.append(f"starring without a token: {error.status} {error.data}")
    print(f"unstarred {repos[0].full_name}; anonymous starring refused with 401")


def check_issues(port, repositories, failures):
    """Pages a repository's issues and its long thread, posts a comment and reads it back."""
    base_url = f"http://127.0.0.1:{port}"
    client = github.Github(base_url=base_url, per_page=30, retry=None)
    candidates = [r for r in repositories if 35 <= r.open_issues_count <= 300]
    if not candidates:
        failures.append("no repository with 35…300 open issues among the search results")
        return
    repo = client.get_repo(candidates[0].full_name)
    issues = list(repo.get_issues())
    numbers = [issue.number for issue in issues]
    expected = list(range(repo.open_issues_count, 0, -1))
    print(f"issues of {repo.full_name}: open_issues_count={repo.open_issues_count}, "
          f"iterated={len(numbers)}")
    if numbers != expected:
        failures.append(f"get_issues(): numbers {numbers[:5]}…, expected {expected[:5]}…")
    newest = issues[0]
    comments = list(newest.get_comments())
    times = [comment.created_at for comment in comments]
    print(f"issue #{newest.number}: comments={newest.comments}, iterated={len(comments)}")
    if newest.comments < 300 or len(comments) != newest.comments:
        failures.append(f"long thread: {len(comments)} comments read, issue says {newest.comments}")
    if times != sorted(times) or len({comment.id for comment in comments}) != len(comments):
        failures.append("long thread: comments not oldest first or ids not unique")

    authed = github.Github(
        base_url=base_url, per_page=100, retry=None, auth=github.Auth.Token("pygithub-issues"))
    issue = authed.get_repo(repo.full_name).get_issue(newest.number)
    posted = issue.create_comment("Posted through PyGithub ✅")
    after = authed.get_repo(repo.full_name).get_issue(newest.number)
    last = list(after.get_comments())[-1]
    print(f"posted comment {posted.id} as {posted.user.login}; comments now {after.comments}")
    if after.comments != newest.comments + 1:
        failures.append(f"after create_comment: comments={after.comments}, "
                        f"expected {newest.comments + 1}")
    if last.id != posted.id or last.body != "Posted through PyGithub ✅":
        failures.append(f"the posted comment is not last: {last.id} {last.body!r}")
    for label, poster, status in (("an empty body", issue, 422),
                                  ("without a token", newest, 401)):
        try:
            poster.create_comment("" if status == 422 else "anonymous")
            failures.append(f"create_comment {label} did not fail")
        except github.GithubException as error:
            if error.status != status:
                failures.append(f"create_comment {label}: {error.status} {error.data}")
    print("create_comment refused: 422 for an empty body, 401 without a token")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("server", help="path to the github-fixture-server binary")
    parser.add_argument("server_args", nargs="*", help="extra server arguments (after --)")
    parser.add_argument("--query", action="append", help="search query (repeatable)")
    arguments = parser.parse_args()
    queries = arguments.query or ["stars:>=0", "language:python"]

    try:
        process, port = start_server(arguments.server, arguments.server_args)
    except (OSError, RuntimeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    failures = []
    generated = "--data" not in arguments.server_args
    try:
        client = github.Github(base_url=f"http://127.0.0.1:{port}", per_page=100, retry=None)
        owners = collections.Counter()
        found = []
        for query in queries:
            repositories = check_search(client, query, failures)
            check_flags(client, query, repositories, generated, failures)
            found += repositories
            owners.update(repository.owner.login for repository in repositories)
        if generated:
            check_fork_run(client, failures)
        if owners:
            # The busiest owner seen, so that its repository list spans several pages.
            check_owner(client, owners.most_common(1)[0][0], failures)
        if repositories[:3]:
            check_starring(port, repositories[:3], failures)
        check_issues(port, found, failures)
    except github.GithubException as error:
        failures.append(f"PyGithub error: {error}")
    finally:
        stop_server(process)

    for failure in failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    print("OK" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

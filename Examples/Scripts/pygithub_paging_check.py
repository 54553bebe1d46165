#!/usr/bin/env python3
"""Checks that a real third-party GitHub client pages through the fixture server.

Starts the github-fixture-server binary on a free port, points PyGithub
(`pip install PyGithub`) at it and iterates search results and an owner's
repositories purely by following the server's `Link` headers. Verifies that
the number of results equals min(total_count, 1000) and that ids are unique.

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
    try:
        client = github.Github(base_url=f"http://127.0.0.1:{port}", per_page=100, retry=None)
        owners = collections.Counter()
        for query in queries:
            repositories = check_search(client, query, failures)
            owners.update(repository.owner.login for repository in repositories)
        if owners:
            # The busiest owner seen, so that its repository list spans several pages.
            check_owner(client, owners.most_common(1)[0][0], failures)
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

"""Serve the built site on 127.0.0.1 (``make serve``; the browser tests too).

    python scripts/serve.py site [--port 8000]

A plain static server with the MIME types Pyodide and JupyterLite need
(``.wasm``, ``.mjs``), gzip for the text and WebAssembly a browser accepts it
for (as static hosts do: the weights measured here are the ones readers get),
and no request logging noise. Scripts outside
JupyterLite are sent with :data:`SCRIPT_CSP` as a header: a worker (the
page's Python, the theme's search) runs under the policy of its own script's
response, not the page's. Pages carry theirs in a ``<meta>`` (docs/hooks.py,
with the hashes of their inline scripts, which a header here could not know).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import io
import http.server
import pathlib
import sys
import threading

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
}


#: The policy of a worker started from one of the site's scripts: the same
#: sources as the pages' (docs/hooks.py ``CSP``), no inline script at all.
SCRIPT_CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
              "connect-src 'self'; object-src 'none'; base-uri 'self'")


#: Types sent gzip-compressed to a browser that accepts it, as static hosts do
#: (the memory snapshot is gzip already, the wheels and zips compress little).
COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".xml", ".txt", ".ipynb", ".map"}
#: Compressed bodies, by file and its modification time.
_GZIPPED: dict[tuple[str, int], bytes] = {}
_GZIP_LOCK = threading.Lock()


def gzipped(path: pathlib.Path) -> bytes:
    """The gzip of ``path``'s bytes, made once per version of the file."""
    key = (str(path), path.stat().st_mtime_ns)
    with _GZIP_LOCK:
        if key not in _GZIPPED:
            _GZIPPED[key] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        return _GZIPPED[key]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    quiet = False

    def send_head(self):  # type: ignore[no-untyped-def]
        """A compressible file to a client that accepts gzip: sent gzip'd
        (``Content-Encoding: gzip``); anything else as the standard library does."""
        path = pathlib.Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not accepts or not path.is_file() or path.suffix not in COMPRESSIBLE or "Range" in self.headers:
            return super().send_head()
        body = gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        # JupyterLite is a separate application, built by its own tool: its
        # scripts are not held to the site's policy.
        path = self.path.split("?", 1)[0]
        if path.endswith((".js", ".mjs")) and not path.startswith("/lite/"):
            self.send_header("Content-Security-Policy", SCRIPT_CSP)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib's name
        if not self.quiet:
            super().log_message(format, *args)


def make_server(directory: str | pathlib.Path, port: int = 0, *, quiet: bool = True) -> http.server.ThreadingHTTPServer:
    """A server on 127.0.0.1 (``port=0``: any free port; see ``server_port``)."""
    handler = type("SiteHandler", (Handler,), {"quiet": quiet})
    bound = functools.partial(handler, directory=str(directory))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), bound)


def serve_in_thread(directory: str | pathlib.Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = make_server(directory)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", default="site")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not (pathlib.Path(args.directory) / "index.html").exists():
        print(f"{args.directory}/index.html is missing: run `make build` first", file=sys.stderr)
        return 1
    server = make_server(args.directory, args.port, quiet=False)
    print(f"http://127.0.0.1:{server.server_port}/")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

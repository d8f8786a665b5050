"""MkDocs hooks: pre-render widgets, ship Pyodide, build JupyterLite.

* ``on_page_markdown``: a paragraph that is only ``[[widget NAME {json}]]``
  becomes the widget's HTML, drawn now by ``rules_py.web.render_widget``
  (the page reads fully before, or without, Python in the browser).
* ``on_post_build``: copies ``build/pyodide-dist/`` (the npm Pyodide
  runtime, the wheels and our lock file, made by ``make pyodide-dist``)
  to ``site/pyodide/``, then builds JupyterLite from ``lite/`` into
  ``site/lite/``, pointing its kernel at that same Pyodide.

``rules_py`` is imported from this checkout, so an edit shows at the next
build without reinstalling anything.
"""

from __future__ import annotations

import json
import logging
import os
import pathlib
import re
import shutil
import subprocess
import sys

from mkdocs.exceptions import PluginError

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_py import web  # noqa: E402  (needs the path above)

log = logging.getLogger("mkdocs.hooks.rules_py")

PLACEHOLDER = re.compile(r"^[ \t]*\[\[widget[ \t]+([A-Za-z0-9_.-]+)(?:[ \t]+(\{.*\}))?[ \t]*\]\][ \t]*$", re.M)
FENCE = re.compile(r"(^[ \t]*(?:```|~~~).*?^[ \t]*(?:```|~~~)[ \t]*$)", re.M | re.S)
PYODIDE_DIST = ROOT / "build" / "pyodide-dist"
LITE_DIR = ROOT / "lite"


def on_page_markdown(markdown: str, page, config, files) -> str:
    def render(match: re.Match[str]) -> str:
        name, raw_state = match.group(1), match.group(2)
        where = f"{page.file.src_uri}: [[widget {name}]]"
        try:
            state = json.loads(raw_state) if raw_state else {}
        except json.JSONDecodeError as exc:
            raise PluginError(f"{where}: the state is not JSON ({exc})") from None
        if page.file.src_uri.endswith(".fr.md") and isinstance(state, dict):
            # French page: the widget renders in French and carries the
            # language in its state, so the page's later requests keep it.
            state.setdefault("lang", "fr")
        try:
            html = web.render_widget(name, state)
        except Exception as exc:  # a broken widget must name itself, not crash mkdocs obscurely
            raise PluginError(f"{where}: {type(exc).__name__}: {exc}") from exc
        # A blank line on each side keeps Markdown from wrapping it in <p>.
        return f"\n{html}\n"

    # Leave fenced code alone: a page may show the placeholder syntax itself.
    parts = FENCE.split(markdown)
    return "".join(part if i % 2 else PLACEHOLDER.sub(render, part) for i, part in enumerate(parts))


def _jupyter() -> str:
    exe = pathlib.Path(sys.executable).parent / "jupyter"
    return str(exe) if exe.exists() else "jupyter"


def on_post_build(config) -> None:
    site = pathlib.Path(config["site_dir"])
    # Browsers ask for /favicon.ico on pages that name no icon (JupyterLite's
    # do not): serve Material's icon there rather than answer 404.
    icon = site / "assets" / "images" / "favicon.png"
    if icon.exists() and not (site / "favicon.ico").exists():
        shutil.copy2(icon, site / "favicon.ico")
    if not (PYODIDE_DIST / "pyodide-lock.json").exists():
        log.warning("build/pyodide-dist is missing: pages build without live widgets or notebooks "
                    "(run `make build`)")
        return
    target = site / "pyodide"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(PYODIDE_DIST, target)

    # A stale doit database skips the config merge, and the kernel then
    # silently falls back to a CDN: always start JupyterLite's build afresh.
    for stale in (LITE_DIR / ".jupyterlite.doit.db",):
        if stale.exists():
            stale.unlink()
    out = site / "lite"
    cmd = [_jupyter(), "lite", "build", "--lite-dir", str(LITE_DIR), "--output-dir", str(out)]
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1")
    proc = subprocess.run(cmd, cwd=LITE_DIR, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise PluginError("jupyter lite build failed:\n" + proc.stdout[-3000:] + proc.stderr[-3000:])
    _check_lite_config(out)


def _check_lite_config(out: pathlib.Path) -> None:
    """Fail the build if the kernel would fetch Pyodide from anywhere else."""
    config = json.loads((out / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    url = settings.get("pyodideUrl", "")
    if "://" in url or not url.endswith("pyodide/pyodide.mjs"):
        raise PluginError(f"JupyterLite's kernel would load Pyodide from {url!r}, not from the site")

"""A stock JupyterLite beside the site's, for ``bench/_browser.py`` to compare.

"Stock" means JupyterLite's defaults (source maps, every shared package, no
app name, none of our build settings) with only what it takes to run the
same notebook offline with the same package preloaded: the kernel points at
the site's own Pyodide (same files, same lock, same ``rules_py`` wheel), the
PyPI fallback is off, and ``rules_py`` is in ``loadPyodideOptions.packages``.

The result is a folder laid out like the site (``pyodide/`` a link to
``site/pyodide``, ``lite/`` the stock build), so the same notebook URL,
``lite/notebooks/index.html?path=NAME``, works on both.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

#: The only settings the stock build gets: offline Pyodide, rules_py preloaded.
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
STOCK_CONFIG = {
    "jupyter-lite-schema-version": 0,
    "jupyter-config-data": {
        "litePluginSettings": {
            KERNEL: {
                "pyodideUrl": "./../pyodide/pyodide.mjs",
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": ["micropip", "rules_py"]},
            }
        }
    },
}


def _jupyter() -> str:
    exe = pathlib.Path(sys.executable).parent / "jupyter"
    return str(exe) if exe.exists() else "jupyter"


def build(site: pathlib.Path, root: pathlib.Path, notebook: pathlib.Path) -> pathlib.Path:
    """Build the stock JupyterLite under ``root`` (emptied first) and return ``root``.

    Raises ``RuntimeError`` with JupyterLite's output when its build fails,
    and when the built kernel would fetch Pyodide from anywhere but the site's copy.
    """
    if root.exists():
        shutil.rmtree(root)
    lite_dir = root / "lite-src"
    lite_dir.mkdir(parents=True)
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(STOCK_CONFIG, indent=2), encoding="utf-8")
    (root / "pyodide").symlink_to((site / "pyodide").resolve(), target_is_directory=True)
    cmd = [_jupyter(), "lite", "build", "--lite-dir", str(lite_dir), "--contents", str(notebook),
           "--output-dir", str(root / "lite")]
    proc = subprocess.run(cmd, cwd=lite_dir, env=dict(os.environ, JUPYTER_PLATFORM_DIRS="1"),
                          capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError("stock jupyter lite build failed:\n" + proc.stdout[-2000:] + proc.stderr[-2000:])
    built = json.loads((root / "lite" / "jupyter-lite.json").read_text(encoding="utf-8"))
    url = built["jupyter-config-data"]["litePluginSettings"][KERNEL]["pyodideUrl"]
    # Same guard as docs/hooks.py: a stock build that fell back to a CDN would measure the network.
    if "://" in url or not url.endswith("pyodide/pyodide.mjs"):
        raise RuntimeError(f"the stock kernel would load Pyodide from {url!r}")
    return root

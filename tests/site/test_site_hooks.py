"""The site build (CPython: needs MkDocs and pyodide-lock).

docs/hooks.py: placeholders become pre-rendered widgets; mkdocs.yml and the
Makefile: every link warning fails the build; scripts/pyodide_dist.py: the
lock lists exactly the wheels given, with their own hashes and dependencies.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import pathlib
import re
import zipfile

import pytest

from tests.paths import ROOT

pytestmark = pytest.mark.cpython_only



def _load(relative: str, name: str, needs: str):
    """Import the script at ``ROOT/relative`` as module ``name`` (skip without ``needs``)."""
    pytest.importorskip(needs, reason=f"{needs} is installed by `make install`")
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def hooks():
    return _load("docs/hooks.py", "rp_hooks", "mkdocs")


class _File:
    src_uri = "section/page.md"


class _Page:
    file = _File()


def test_placeholder_becomes_widget_html_but_not_in_code(hooks):
    md = ('Intro.\n\n[[widget blokus-piece {"piece": "F"}]]\n\n'
          "```md\n[[widget blokus-piece]]\n```\n\n[[widget blokus-piece {\"piece\": \"O\"}]]\n")
    out = hooks.on_page_markdown(md, _Page(), None, None)
    assert out.count('class="rp-widget rp-piece-card"') == 2
    assert "```md\n[[widget blokus-piece]]\n```" in out
    assert "Intro." in out


def test_placeholder_inside_a_sentence_is_left_alone(hooks):
    md = "Write [[widget blokus-piece]] alone on a line.\n"
    assert hooks.on_page_markdown(md, _Page(), None, None) == md


@pytest.mark.parametrize("line,message", [
    ("[[widget blokus-piece {not json}]]", "not JSON"),
    ("[[widget no-such-widget]]", "no-such-widget"),
    ('[[widget blokus-piece {"piece": "Q9"}]]', "Q9"),
])
def test_broken_placeholder_fails_the_build_naming_the_page(hooks, line, message):
    from mkdocs.exceptions import PluginError

    with pytest.raises(PluginError) as info:
        hooks.on_page_markdown(line + "\n", _Page(), None, None)
    assert "section/page.md" in str(info.value) and message in str(info.value)


# --- mkdocs.yml and the Makefile: strict mode really is strict ----------------


def test_mkdocs_config_is_strict_and_every_link_check_warns():
    yaml = pytest.importorskip("yaml", reason="PyYAML is installed by `make install`")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text())
    assert config["strict"] is True
    # MkDocs' defaults leave these at "info", which strict mode lets through.
    assert config["validation"] == {
        "omitted_files": "warn", "absolute_links": "warn",
        "unrecognized_links": "warn", "anchors": "warn",
    }


def test_make_build_runs_mkdocs_strict_and_not_quiet():
    # `--quiet` raises MkDocs' log level to ERROR, so its warnings never reach
    # the counter that strict mode reads: the build would pass with broken links.
    lines = [ln for ln in (ROOT / "Makefile").read_text().splitlines() if "mkdocs build" in ln]
    assert lines, "the Makefile no longer runs mkdocs build"
    for line in lines:
        assert "--strict" in line
        assert not re.search(r"(^|\s)(--quiet|-q)(\s|$)", line), line


# --- scripts/pyodide_dist.py --------------------------------------------------


@pytest.fixture(scope="module")
def dist():
    return _load("scripts/pyodide_dist.py", "rp_pyodide_dist", "pyodide_lock")


_INFO = {"abi_version": "2026_0", "arch": "wasm32", "platform": "emscripten_5_0_3", "python": "3.14.2"}


def _wheel(folder: pathlib.Path, filename: str, requires: tuple[str, ...] = (), files: tuple[str, ...] = ()) -> pathlib.Path:
    """A minimal wheel: METADATA (name and version from ``filename``), WHEEL, ``files``."""
    name, version = filename.split("-")[:2]
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    meta += "".join(f"Requires-Dist: {r}\n" for r in requires)
    path = folder / filename
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(f"{name}-{version}.dist-info/METADATA", meta)
        zf.writestr(f"{name}-{version}.dist-info/WHEEL", "Wheel-Version: 1.0\n")
        for member in files:
            zf.writestr(member, "# test\n")
    return path


def _lock(dist, tmp_path: pathlib.Path, wheels: list[pathlib.Path]) -> dict:
    info = dist.InfoSpec(version="314.0.7", **_INFO)
    return json.loads(dist.build_lock(info, wheels, tmp_path).model_dump_json())["packages"]


def test_lock_lists_the_given_wheels_with_their_hashes_imports_and_depends(dist, tmp_path):
    wheels = [
        _wheel(tmp_path, "Game_Rules-1.0-py3-none-any.whl",
               ('Helper>=2; python_version >= "3.14"', 'winonly; sys_platform == "win32"',
                'extraonly; extra == "dev"'),
               ("game_rules/__init__.py", "game_rules/web/__init__.py", "solo.py")),
        _wheel(tmp_path, "helper-2.0-py3-none-any.whl", ("native",), ("helper.py",)),
        # Pyodide 314's own platform tag (PEP 783), as Hypothesis ships.
        _wheel(tmp_path, "native-3.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl", (), ("native/__init__.py",)),
    ]
    packages = _lock(dist, tmp_path, wheels)
    assert sorted(packages) == ["game-rules", "helper", "native"]
    rules = packages["game-rules"]
    assert rules["file_name"] == "Game_Rules-1.0-py3-none-any.whl"
    assert rules["sha256"] == hashlib.sha256(wheels[0].read_bytes()).hexdigest()
    assert rules["imports"] == ["game_rules", "solo"]
    assert rules["depends"] == ["helper"]          # win32 and extra-only left out
    assert (rules["version"], rules["install_dir"]) == ("1.0", "site")
    assert packages["helper"]["depends"] == ["native"]
    assert packages["native"]["file_name"] == "native-3.0-cp314-cp314-pyemscripten_2026_0_wasm32.whl"


def test_a_requirement_not_shipped_stops_the_build(dist, tmp_path):
    wheel = _wheel(tmp_path, "lonely-1.0-py3-none-any.whl", ("absent",), ("lonely.py",))
    with pytest.raises(SystemExit, match="absent.*requirements/pyodide-kernel.txt"):
        _lock(dist, tmp_path, [wheel])


@pytest.mark.parametrize("filename", [
    "other-1.0-cp314-cp314-pyemscripten_2025_0_wasm32.whl",   # another Pyodide ABI
    "other-1.0-cp314-cp314-manylinux_2_17_x86_64.whl",
])
def test_a_wheel_for_another_platform_is_refused(dist, tmp_path, filename):
    wheel = _wheel(tmp_path, filename, (), ("other.py",))
    with pytest.raises(SystemExit, match="don't match"):
        _lock(dist, tmp_path, [wheel])
    # The library's own check is back in place afterwards.
    import pyodide_lock.utils
    assert pyodide_lock.utils._check_wheel_compatible.__module__ == "pyodide_lock.utils"


def test_main_copies_runtime_and_wheels_and_writes_the_lock(dist, tmp_path, monkeypatch):
    npm = tmp_path / "npm"
    npm.mkdir()
    for name in dist.RUNTIME_FILES:
        (npm / name).write_text(name)
    # A version and an info of its own: the lock must come from this folder, not node_modules/.
    (npm / "package.json").write_text(json.dumps({"name": "pyodide", "version": "314.9.9"}))
    info = {**_INFO, "python": "3.14.9"}
    stock = {"info": info, "packages": {"numpy": {"name": "numpy", "file_name": "numpy.whl", "tool": {}}}}
    (npm / "pyodide-lock.json").write_text(json.dumps(stock))
    monkeypatch.setattr(dist, "NPM_PYODIDE", npm)
    src = tmp_path / "src"
    src.mkdir()
    wheel = _wheel(src, "solo-1.0-py3-none-any.whl", (), ("solo.py",))
    out = tmp_path / "out"
    assert dist.main([str(out), str(wheel)]) == 0
    lock = json.loads((out / "pyodide-lock.json").read_text())
    assert lock["info"] == {**info, "version": "314.9.9"}
    assert list(lock["packages"]) == ["solo"]      # nothing from the stock lock
    assert lock["packages"]["solo"]["sha256"] == hashlib.sha256((out / wheel.name).read_bytes()).hexdigest()
    assert sorted(p.name for p in out.iterdir()) == sorted([*dist.RUNTIME_FILES, wheel.name, "pyodide-lock.json"])


def test_site_stylesheet_braces_balance():
    """An unclosed block swallows every rule after it (a merge once lost the
    closing brace of a media query, and the dark-mode and a11y rules with it)."""
    css = re.sub(r"/\*.*?\*/", "", (ROOT / "docs" / "assets" / "companion.css").read_text(encoding="utf-8"),
                 flags=re.S)
    depth = 0
    for line_no, line in enumerate(css.splitlines(), 1):
        depth += line.count("{") - line.count("}")
        assert depth >= 0, f"companion.css: '}}' without a block at line {line_no}"
    assert depth == 0, "companion.css: a block is never closed"


def test_the_home_page_gets_the_offline_copys_size(hooks, tmp_path):
    """The size is measured from the files the service worker keeps, written
    into both home pages in their language (no number typed by hand)."""
    (tmp_path / "fr").mkdir()
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyodide" / "pyodide.asm.wasm").write_bytes(b"x" * 3_000_000)
    (tmp_path / "big.bin").write_bytes(b"y" * 9_500_000)
    (tmp_path / "index.html").write_text("<p>takes <span data-rp-offline-size>a lot</span>.</p>")
    (tmp_path / "fr" / "index.html").write_text("<p>occupe <span data-rp-offline-size>beaucoup</span>.</p>")
    hooks._write_service_worker(tmp_path)
    en = (tmp_path / "index.html").read_text()
    fr = (tmp_path / "fr" / "index.html").read_text()
    assert "<span data-rp-offline-size>13 MB, of which 3.0 MB is Python and the rules</span>" in en
    assert "<span data-rp-offline-size>13\u00a0Mo, dont 3,0\u00a0Mo pour Python et les règles</span>" in fr

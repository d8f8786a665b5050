# The two commands: `make serve` and `make test` (see README.md).
# Everything is installed here, pinned, one requirements set per use
# (rules_py itself needs none): Python packages into .venv, the site build's
# (requirements/docs.txt) and for `make test` the tools' (requirements/dev.txt);
# Pyodide from npm (package-lock.json); the pure wheels served next to Pyodide
# (requirements/pyodide-kernel.txt, requirements/pyodide-tests.txt).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
PORT   ?= 8000
NODE   ?= node
export NO_MKDOCS_2_WARNING := 1

WHEELS_PYODIDE := build/pyodide-wheels
DIST           := build/pyodide-dist
RULES_SOURCES  := $(shell find rules_py -name '*.py' -o -name 'py.typed') pyproject.toml README.md

.PHONY: all install build serve test test-types test-cpython test-pyodide test-browser suite-cpython suite-pyodide suite-browser bench wheel clean

all: build

install: $(VENV)/.installed $(VENV)/.dev-installed node_modules/.installed $(WHEELS_PYODIDE)/.installed

# rules_py itself goes in editable (flit_core's PEP 660 hook, no build
# isolation), so `.venv/bin/jupyter lab notebooks/` and any script run with
# .venv/bin/python import this checkout's package from anywhere.
$(VENV)/.installed: requirements/docs.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --disable-pip-version-check -r requirements/docs.txt
	$(PIP) install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $@

$(VENV)/.dev-installed: requirements/dev.txt $(VENV)/.installed
	$(PIP) install --quiet --disable-pip-version-check -r requirements/dev.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Pure wheels for Pyodide (its platform tag, so pip picks what Pyodide runs).
$(WHEELS_PYODIDE)/.installed: requirements/pyodide-kernel.txt requirements/pyodide-tests.txt $(VENV)/.installed
	rm -rf $(WHEELS_PYODIDE)
	$(PIP) download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
	  --python-version 3.14 --implementation cp --platform pyemscripten_2026_0_wasm32 \
	  -r requirements/pyodide-kernel.txt -r requirements/pyodide-tests.txt -d $(WHEELS_PYODIDE)
	touch $@

# The rules_py wheel (flit_core, no build isolation: nothing to download).
wheel: dist/.built
dist/.built: $(RULES_SOURCES) $(VENV)/.installed
	rm -rf dist
	$(PY) -m flit_core.wheel --outdir dist .
	touch $@

# The JupyterLite kernel's own wheels (shipped by jupyterlite-pyodide-kernel):
# in our lock, lite/jupyter-lite.json preloads them with everything else in
# one loadPackage step instead of installing them one by one through micropip.
KERNEL_WHEELS = $(VENV)/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi
KERNEL_WHEEL_FILES = $(KERNEL_WHEELS)/piplite-*.whl $(KERNEL_WHEELS)/pyodide_kernel-*.whl $(KERNEL_WHEELS)/ipykernel-*.whl

# Pyodide runtime + wheels + our own pyodide-lock.json, copied into site/pyodide.
$(DIST)/pyodide-lock.json: dist/.built $(WHEELS_PYODIDE)/.installed node_modules/.installed scripts/pyodide_dist.py scripts/pyodide_pyc.mjs
	$(PY) scripts/pyodide_dist.py $(DIST) dist/rules_py-*.whl $(WHEELS_PYODIDE)/*.whl $(KERNEL_WHEEL_FILES)

# The page worker's Pyodide memory snapshot, made from this build's wheel
# (scripts/make_snapshot.mjs). A build that cannot make it fails: the pages
# would still boot the normal way, but the snapshot tests could not run.
build/.snapshot: $(DIST)/pyodide-lock.json scripts/make_snapshot.mjs
	$(NODE) scripts/make_snapshot.mjs $(DIST)
	touch $@

# The notebooks' kernel snapshot (IPython, jedi, rules_py imported), restored
# by lite/kernel-pyodide.mjs. Required in the same way.
build/.kernel-snapshot: $(DIST)/pyodide-lock.json scripts/make_snapshot.mjs lite/jupyter-lite.json $(wildcard notebooks/*.ipynb)
	$(NODE) scripts/make_snapshot.mjs --kernel $(DIST) lite/jupyter-lite.json
	touch $@

build: $(VENV)/.installed node_modules/.installed $(WHEELS_PYODIDE)/.installed $(DIST)/pyodide-lock.json build/.snapshot build/.kernel-snapshot
	$(PY) -m mkdocs build --strict --clean

serve: build
	@echo "Serving on http://127.0.0.1:$(PORT)/ (Ctrl+C stops)"
	$(PY) scripts/serve.py site --port $(PORT)

# The three suites' commands, run by their own targets below and by `test`.
# The CPython and browser suites share their tests among TEST_WORKERS
# processes (pytest-xdist; each worker has its own server and Chromium; a
# file that must not run in two at once names its xdist_group);
# `make test TEST_WORKERS=0` runs them in one process.
TEST_WORKERS ?= 2
RUN_CPYTHON := $(PY) -m pytest -q --durations=15 -n $(TEST_WORKERS) --dist loadgroup
RUN_PYODIDE := $(NODE) tests/pyodide/run.mjs
RUN_BROWSER := $(PY) -m pytest -q --durations=15 -n $(TEST_WORKERS) --dist loadgroup -m browser tests/browser

# Once everything is installed and built, the CPython suite (two workers)
# and the Pyodide suite (one process, about a third as long) run side by
# side, writing nothing in common (each one's output printed whole when it
# ends); then the browser suite, alone, as Chromium wants the cores.
# (Running all three at once was measured: the CPU suites took three times
# as long, and Jupyter's kernel dropped output under the load.) The
# side-by-side pair are the prerequisite-free suite-* targets, so the site
# is built once, before any test reads it.
test: build test-types
	$(MAKE) --no-print-directory --output-sync=target -j2 suite-cpython suite-pyodide
	$(RUN_BROWSER)

suite-cpython:
	$(RUN_CPYTHON)

suite-pyodide:
	$(RUN_PYODIDE)

suite-browser:
	$(RUN_BROWSER)

# Under `make test` a test that does not run fails the run unless
# tests/skips.txt lists it with its reason (tests/conftest.py).
test test-cpython test-pyodide test-browser suite-cpython suite-pyodide suite-browser: export RULES_PY_STRICT_SKIPS := 1

# Every module of the package type-checks strictly (mypy pinned in requirements/dev.txt).
test-types: $(VENV)/.dev-installed
	$(PY) -m mypy --strict rules_py

test-cpython: install
	$(RUN_CPYTHON)

test-pyodide: build
	$(RUN_PYODIDE)

test-browser: build
	$(RUN_BROWSER)

bench: build
	$(PY) bench/_runner.py

clean:
	rm -rf site build dist lite/.jupyterlite.doit.db .mypy_cache
